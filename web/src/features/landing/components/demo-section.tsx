import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { demoSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { LandingSection } from './landing-section';

/** The demo request section; the route supplies the form. */
export function DemoSection({ children }: { children: ReactNode }) {
  return (
    <LandingSection section={LANDING_SECTION_IDS.demo} copy={demoSectionCopy} muted>
      <Card as="div" size="lg" className="landing-form-panel">
        {children}
      </Card>
    </LandingSection>
  );
}
