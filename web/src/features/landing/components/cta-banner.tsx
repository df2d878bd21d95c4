import { CallToActionBanner } from '../../../components/ui/call-to-action-banner';
import { bannerCopy, LANDING_SECTION_IDS } from '../../../content/landing';

/** The landing page's closing banner: on to the plans, or to a demo. */
export function CtaBanner() {
  return (
    <CallToActionBanner
      titleId="banner-title"
      title={bannerCopy.heading}
      text={bannerCopy.text}
      actions={[
        { section: LANDING_SECTION_IDS.pricing, label: bannerCopy.primaryAction },
        { section: LANDING_SECTION_IDS.demo, label: bannerCopy.secondaryAction },
      ]}
    />
  );
}
