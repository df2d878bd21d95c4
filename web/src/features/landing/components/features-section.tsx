import { Link } from 'react-router';
import { CardGrid } from '../../../components/ui/card-grid';
import { featureCards, featuresSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

export function FeaturesSection() {
  return (
    <LandingSection section={LANDING_SECTION_IDS.features} copy={featuresSectionCopy}>
      <CardGrid columns={3}>
        {featureCards.map((card) => (
          <li key={card.id} className="landing-card landing-card--link">
            <span className="landing-card__icon">
              <Icon name={card.icon} />
            </span>
            <h3 className="landing-card__title">
              <Link to={card.link} className="landing-card__link">
                {card.title}
              </Link>
            </h3>
            <p className="landing-card__text">{card.description}</p>
            <span className="landing-card__more" aria-hidden="true">
              {featuresSectionCopy.cardLinkLabel}
              <Icon name="arrow-right" className="icon--inline" />
            </span>
          </li>
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
