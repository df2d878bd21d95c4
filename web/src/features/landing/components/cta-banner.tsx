import { CallToActionBanner } from '../../../components/ui/call-to-action-banner';
import { SectionLink } from '../../../components/ui/section-link';
import { bannerCopy, LANDING_SECTION_IDS } from '../../../content/landing';

/** The landing page's closing banner: on to the plans, or to a demo. */
export function CtaBanner() {
  return (
    <CallToActionBanner titleId="banner-title" title={bannerCopy.heading} text={bannerCopy.text}>
      <SectionLink section={LANDING_SECTION_IDS.pricing} className="button button--primary">
        {bannerCopy.primaryAction}
      </SectionLink>
      <SectionLink section={LANDING_SECTION_IDS.demo} className="button button--secondary">
        {bannerCopy.secondaryAction}
      </SectionLink>
    </CallToActionBanner>
  );
}
