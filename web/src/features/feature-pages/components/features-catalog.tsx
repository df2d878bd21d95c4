import { FEATURE_CATALOGUE_GROUPS } from '@pointforge/domain';
import { CallToActionBanner } from '../../../components/ui/call-to-action-banner';
import { CardGrid } from '../../../components/ui/card-grid';
import { Chip } from '../../../components/ui/chip';
import { featuresCatalogCopy as copy } from '../../../content/feature-pages';
import { PageHero } from './page-hero';
import './feature-pages.css';

/** "Point Cloud Tools - Data Processing" → "point-cloud-tools-data-processing". */
function groupAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The /features catalogue: every tool, in the ten groups of the domain catalogue. */
export function FeaturesCatalog() {
  return (
    <div className="catalog-page">
      <PageHero backLabel={copy.backLink} heading={<h1 className="page-hero__title">{copy.heading}</h1>} intro={copy.intro}>
        <nav aria-label={copy.groupsNavLabel} className="catalog-nav">
          <ul>
            {FEATURE_CATALOGUE_GROUPS.map((group) => (
              <li key={group.title}>
                <Chip as="a" href={`#${groupAnchor(group.title)}`}>
                  {group.title}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="container page-body">
        {FEATURE_CATALOGUE_GROUPS.map((group) => {
          const anchor = groupAnchor(group.title);
          return (
            <section key={group.title} id={anchor} className="catalog-group" aria-labelledby={`${anchor}-title`}>
              <div className="catalog-group__header">
                <h2 id={`${anchor}-title`} className="catalog-group__title">
                  {group.title}
                </h2>
                <p className="meta-text">{copy.toolCount(group.tools.length)}</p>
              </div>
              <CardGrid columns={3} gap="md">
                {group.tools.map((tool) => (
                  <li key={tool.name} className="tool-card">
                    <h3 className="tool-card__name">{tool.name}</h3>
                    <p className="tool-card__text">{tool.description}</p>
                  </li>
                ))}
              </CardGrid>
            </section>
          );
        })}
      </div>

      <CallToActionBanner titleId="catalog-cta" {...copy.cta} />
    </div>
  );
}
