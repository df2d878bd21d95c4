import { SectionHeading } from '../../../components/ui/section-heading';
import { privacyPolicyCopy as copy } from '../../../content/privacy-policy';
import { PageHero } from './page-hero';
import './feature-pages.css';

/** The static /privacy-policy page. */
export function PrivacyPolicy() {
  return (
    <div className="policy-page">
      <PageHero heading={<h1 className="page-hero__title">{copy.heading}</h1>} intro={copy.effectiveDate} />
      <div className="container page-body page-body--policy">
        <p className="lead">{copy.intro}</p>
        {copy.sections.map((section) => (
          <section key={section.id} id={section.id} className="policy-section" aria-labelledby={`${section.id}-title`}>
            <SectionHeading id={`${section.id}-title`} title={section.heading} />
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.lists?.map((list, index) => (
              <div key={list.heading ?? index} className="policy-section__list">
                {list.heading && <h3>{list.heading}</h3>}
                <ul>
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
            {section.email && (
              <p>
                <a href={`mailto:${section.email}`} className="policy-section__email">
                  {section.email}
                </a>
              </p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
