import { ApplicationsSection } from '../../features/landing/components/applications-section';
import { ContactSection } from '../../features/landing/components/contact-section';
import { CtaBanner } from '../../features/landing/components/cta-banner';
import { DemoSection } from '../../features/landing/components/demo-section';
import { FeaturesSection } from '../../features/landing/components/features-section';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { PricingSection } from '../../features/landing/components/pricing-section';
import { WorkflowSection } from '../../features/landing/components/workflow-section';
import { SampleViewerButton } from '../../features/sample-viewer/components/sample-viewer-button';
import { Suspense } from 'react';
import { homeMeta } from '../../content/landing';
import { deferredComponent } from '../../lib/deferred-component';
import { PageMeta, softwareApplicationJsonLd } from '../../lib/seo';
import { useHashScroll } from '../../lib/section-scroll';
// The lead forms are in the prerendered HTML from the start: their styles (the honeypot out
// of sight among them) must be linked with the page, not arrive with the forms' code.
import '../../components/ui/field.css';
import '../../components/ui/form/form.css';

// The lead forms bring Formik and yup: they arrive once the page is idle or the visitor scrolls.
const DemoRequestForm = deferredComponent(() => import('../../features/leads/components/demo-request-form').then((m) => m.DemoRequestForm));
const ContactForm = deferredComponent(() => import('../../features/leads/components/contact-form').then((m) => m.ContactForm));

/** The landing page: its sections in SITE-SPEC order, with the lead forms from the leads feature. */
export function HomeRoute() {
  useHashScroll();
  return (
    <>
      <PageMeta {...homeMeta} path="/" jsonLd={softwareApplicationJsonLd()} />
      <LandingHero sampleViewer={<SampleViewerButton />} />
      <FeaturesSection />
      <WorkflowSection />
      <ApplicationsSection />
      <DemoSection>
        <Suspense>
          <DemoRequestForm />
        </Suspense>
      </DemoSection>
      <PricingSection />
      <CtaBanner />
      <ContactSection>
        <Suspense>
          <ContactForm />
        </Suspense>
      </ContactSection>
    </>
  );
}
