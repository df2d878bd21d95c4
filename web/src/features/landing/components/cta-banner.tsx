import { SectionLink } from '../../../components/ui/section-link';
import { bannerCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import './landing.css';

export function CtaBanner() {
  return (
    <section className="landing-banner" aria-labelledby="banner-title">
      <div className="container landing-banner__inner">
        <h2 id="banner-title" className="landing-banner__title">
          {bannerCopy.heading}
        </h2>
        <p className="landing-banner__text">{bannerCopy.text}</p>
        <div className="landing-actions landing-actions--center">
          <SectionLink section={LANDING_SECTION_IDS.pricing} className="button button--primary">
            {bannerCopy.primaryAction}
          </SectionLink>
          <SectionLink section={LANDING_SECTION_IDS.demo} className="button button--secondary">
            {bannerCopy.secondaryAction}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
