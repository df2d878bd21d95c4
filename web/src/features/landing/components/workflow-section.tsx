import { CardGrid } from '../../../components/ui/card-grid';
import { LANDING_SECTION_IDS, workflowSectionCopy, workflowSteps } from '../../../content/landing';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

export function WorkflowSection() {
  return (
    <LandingSection section={LANDING_SECTION_IDS.workflow} copy={workflowSectionCopy} muted>
      <CardGrid as="ol" columns={4}>
        {workflowSteps.map((step) => (
          <li key={step.id} className="landing-card workflow-step">
            <span className="workflow-step__number" aria-hidden="true">
              {step.number}
            </span>
            <span className="workflow-step__icon">
              <Icon name={step.icon} />
            </span>
            <h3 className="landing-card__title">{step.title}</h3>
            <p className="landing-card__text">{step.description}</p>
          </li>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
