import { CardGrid } from '../../../components/ui/card-grid';
import { LANDING_SECTION_IDS, workflowSectionCopy, workflowSteps } from '../../../content/landing';
import { LandingCard } from './landing-card';
import { LandingSection } from './landing-section';

export function WorkflowSection() {
  return (
    <LandingSection section={LANDING_SECTION_IDS.workflow} copy={workflowSectionCopy} muted>
      <CardGrid as="ol" columns={4}>
        {workflowSteps.map((step) => (
          <LandingCard key={step.id} icon={step.icon} title={step.title} text={step.description} step>
            <span className="landing-card__number" aria-hidden="true">
              {step.number}
            </span>
          </LandingCard>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
