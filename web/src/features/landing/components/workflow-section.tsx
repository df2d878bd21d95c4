import { LANDING_SECTION_IDS, workflowSectionCopy, workflowSteps } from '../../../content/landing';
import { Icon } from './icons';
import { SectionHeading } from './section-heading';
import './landing.css';

export function WorkflowSection() {
  return (
    <section id={LANDING_SECTION_IDS.workflow} className="landing-section landing-section--muted" aria-labelledby="workflow-title">
      <div className="container">
        <SectionHeading id="workflow-title" title={workflowSectionCopy.heading} intro={workflowSectionCopy.intro} />
        <ol className="landing-grid landing-grid--four">
          {workflowSteps.map((step) => (
            <li key={step.id} className="workflow-step">
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
        </ol>
      </div>
    </section>
  );
}
