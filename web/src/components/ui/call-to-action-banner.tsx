import type { LandingSectionId } from '../../lib/section-scroll';
import { buttonClass } from './button';
import { ButtonRow } from './button-row';
import { SectionLink } from './section-link';

/** A way on from the banner: a landing section (/#demo), with the button's label. */
interface BannerAction {
  section: LandingSectionId;
  label: string;
}

interface CallToActionBannerProps {
  /** The heading's id, which labels the banner. */
  titleId: string;
  title: string;
  text: string;
  /** The main way on, then the other. */
  actions: readonly [BannerAction, BannerAction];
}

/** The band across the page that closes it: a heading, a line and two ways on, on the brand gradient. */
export function CallToActionBanner({ titleId, title, text, actions: [primary, secondary] }: CallToActionBannerProps) {
  return (
    <section className="cta-banner brand-surface" aria-labelledby={titleId}>
      <div className="container cta-banner__inner">
        <h2 id={titleId} className="cta-banner__title">
          {title}
        </h2>
        <p className="cta-banner__text">{text}</p>
        <ButtonRow centred spacious className="cta-banner__actions">
          <SectionLink section={primary.section} className={buttonClass('primary')}>
            {primary.label}
          </SectionLink>
          <SectionLink section={secondary.section} className={buttonClass('secondary')}>
            {secondary.label}
          </SectionLink>
        </ButtonRow>
      </div>
    </section>
  );
}
