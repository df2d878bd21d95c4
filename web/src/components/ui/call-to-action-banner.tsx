import type { ReactNode } from 'react';

interface CallToActionBannerProps {
  /** The heading's id, which labels the banner. */
  titleId: string;
  title: string;
  text: string;
  /** The banner's links, side by side under the text. */
  children: ReactNode;
}

/** The band across the page that closes it: a heading, a line and the ways on, on the brand gradient. */
export function CallToActionBanner({ titleId, title, text, children }: CallToActionBannerProps) {
  return (
    <section className="cta-banner" aria-labelledby={titleId}>
      <div className="container cta-banner__inner">
        <h2 id={titleId} className="cta-banner__title">
          {title}
        </h2>
        <p className="cta-banner__text">{text}</p>
        <div className="cta-banner__actions">{children}</div>
      </div>
    </section>
  );
}
