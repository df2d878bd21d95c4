import { Link } from 'react-router';
import { applicationCards, applicationsSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import { SectionHeading } from './section-heading';
import './landing.css';

export function ApplicationsSection() {
  return (
    <section id={LANDING_SECTION_IDS.applications} className="landing-section" aria-labelledby="applications-title">
      <div className="container">
        <SectionHeading id="applications-title" title={applicationsSectionCopy.heading} intro={applicationsSectionCopy.intro} />
        <ul className="landing-grid landing-grid--four">
          {applicationCards.map((card) => (
            <li key={card.id} className="landing-card application-card">
              <span className="landing-card__icon">
                <Icon name={card.icon} />
              </span>
              <h3 className="landing-card__title">{card.title}</h3>
              <p className="landing-card__text">{card.description}</p>
              <Link to={card.link} className="landing-text-link application-card__link">
                {card.linkLabel}
                <Icon name="arrow-right" className="icon--inline" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
