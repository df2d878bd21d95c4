import { Link } from 'react-router';
import { CardGrid } from '../../../components/ui/card-grid';
import { applicationCards, applicationsSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import { LandingCard } from './landing-card';
import { LandingSection } from './landing-section';

export function ApplicationsSection() {
  return (
    <LandingSection section={LANDING_SECTION_IDS.applications} copy={applicationsSectionCopy}>
      <CardGrid columns={4}>
        {applicationCards.map((card) => (
          <LandingCard key={card.id} icon={card.icon} title={card.title} text={card.description}>
            <Link to={card.link} className="landing-text-link landing-card__foot">
              {card.linkLabel}
              <Icon name="arrow-right" className="icon--inline" />
            </Link>
          </LandingCard>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
