import type { ReactNode } from 'react';
import { demoSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { LandingSection } from './landing-section';

/** The demo request section; the route supplies the form. */
export function DemoSection({ children }: { children: ReactNode }) {
  return (
    <LandingSection section={LANDING_SECTION_IDS.demo} copy={demoSectionCopy} muted>
      <div className="landing-form-panel">{children}</div>
    </LandingSection>
  );
}
