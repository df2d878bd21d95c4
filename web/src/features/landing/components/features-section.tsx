import { Link } from 'react-router';
import { featureCards, featuresSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import { SectionHeading } from './section-heading';
import './landing.css';

export function FeaturesSection() {
  return (
    <section id={LANDING_SECTION_IDS.features} className="landing-section" aria-labelledby="features-title">
      <div className="container">
        <SectionHeading id="features-title" title={featuresSectionCopy.heading} intro={featuresSectionCopy.intro} />
        <ul className="landing-grid landing-grid--three">
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
        </ul>
        <p className="landing-section__footer">
          <Link to="/features" className="landing-text-link">
            {featuresSectionCopy.catalogueLink}
            <Icon name="arrow-right" className="icon--inline" />
          </Link>
        </p>
      </div>
    </section>
  );
}
