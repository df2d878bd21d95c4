import { Link } from 'react-router';
import { CardGrid } from '../../../components/ui/card-grid';
import { featureCards, featuresSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import { LandingCard } from './landing-card';
import { LandingSection } from './landing-section';

export function FeaturesSection() {
  return (
    <LandingSection section={LANDING_SECTION_IDS.features} copy={featuresSectionCopy}>
      <CardGrid columns={3}>
        {featureCards.map((card) => (
          <LandingCard key={card.id} icon={card.icon} title={card.title} link={card.link} text={card.description}>
            <span className="landing-card__more" aria-hidden="true">
              {featuresSectionCopy.cardLinkLabel}
              <Icon name="arrow-right" className="icon--inline" />
            </span>
          </LandingCard>
        ))}
      </CardGrid>
      <p className="landing-section__footer">
        <Link to="/features" className="landing-text-link">
          {featuresSectionCopy.catalogueLink}
          <Icon name="arrow-right" className="icon--inline" />
        </Link>
      </p>
    </LandingSection>
  );
}
