import type { ReactNode } from 'react';
import { contactSectionCopy as copy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import { SectionHeading } from './section-heading';
import './landing.css';

/** The contact section: how to reach the team, beside the form the route supplies. */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <section id={LANDING_SECTION_IDS.contact} className="landing-section" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeading id="contact-title" title={copy.heading} intro={copy.intro} />
        <div className="contact-layout">
          <ul className="contact-details">
            <li className="contact-details__item">
              <span className="landing-card__icon">
                <Icon name="map-pin" />
              </span>
              <div>
                <h3 className="contact-details__label">{copy.officeLabel}</h3>
                <p>{copy.office}</p>
              </div>
            </li>
            <li className="contact-details__item">
              <span className="landing-card__icon">
                <Icon name="mail" />
              </span>
              <div>
                <h3 className="contact-details__label">{copy.supportLabel}</h3>
                <p>
                  <a href={`mailto:${copy.supportEmail}`}>{copy.supportEmail}</a>
                </p>
              </div>
            </li>
            <li className="contact-details__item">
              <span className="landing-card__icon">
                <Icon name="clock" />
              </span>
              <div>
                <h3 className="contact-details__label">{copy.responseLabel}</h3>
                <p>{copy.response}</p>
              </div>
            </li>
          </ul>
          <div className="landing-form-panel contact-layout__form">{children}</div>
        </div>
      </div>
    </section>
  );
}
