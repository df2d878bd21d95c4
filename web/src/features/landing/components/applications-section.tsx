import { Link } from 'react-router';
import { CardGrid } from '../../../components/ui/card-grid';
import { applicationCards, applicationsSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

export function ApplicationsSection() {
  return (
    <LandingSection section={LANDING_SECTION_IDS.applications} copy={applicationsSectionCopy}>
      <CardGrid columns={4}>
        {applicationCards.map((card) => (
          <li key={card.id} className="landing-card">
            <span className="landing-card__icon">
              <Icon name={card.icon} />
            </span>
            <h3 className="landing-card__title">{card.title}</h3>
            <p className="landing-card__text">{card.description}</p>
            <Link to={card.link} className="landing-text-link landing-card__foot">
              {card.linkLabel}
              <Icon name="arrow-right" className="icon--inline" />
            </Link>
          </li>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
