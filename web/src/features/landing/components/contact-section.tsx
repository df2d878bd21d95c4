import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Columns } from '../../../components/ui/columns';
import { IconBadge } from '../../../components/ui/icon-badge';
import { contactSectionCopy as copy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon, type IconName } from './icons';
import { LandingSection } from './landing-section';

const CONTACT_DETAILS: readonly { icon: IconName; label: string; content: ReactNode }[] = [
  { icon: 'map-pin', label: copy.officeLabel, content: copy.office },
  { icon: 'mail', label: copy.supportLabel, content: <a href={`mailto:${copy.supportEmail}`}>{copy.supportEmail}</a> },
  { icon: 'clock', label: copy.responseLabel, content: copy.response },
];

/** The contact section: how to reach the team, beside the form the route supplies. */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <LandingSection section={LANDING_SECTION_IDS.contact} copy={copy}>
      <Columns widths="1:2" from="56rem">
        <ul className="contact-details">
          {CONTACT_DETAILS.map(({ icon, label, content }) => (
            <li key={label} className="contact-details__item">
              <IconBadge shape="square" tone="quiet">
                <Icon name={icon} />
              </IconBadge>
              <div>
                <h3 className="contact-details__label">{label}</h3>
                <p>{content}</p>
              </div>
            </li>
          ))}
        </ul>
        <Card as="div" size="lg" className="landing-form-panel contact-form-panel">
          {children}
        </Card>
      </Columns>
    </LandingSection>
  );
}
