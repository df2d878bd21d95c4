interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  title: string;
  intro?: string;
  /** Light text for sections on the dark brand background. */
  inverse?: boolean;
}

/** The centred h2 and introduction every landing section opens with. */
export function SectionHeading({ id, title, intro, inverse = false }: SectionHeadingProps) {
  return (
    <header className={inverse ? 'landing-heading landing-heading--inverse' : 'landing-heading'}>
      <h2 id={id} className="landing-heading__title">
        {title}
      </h2>
      {intro && <p className="landing-heading__intro">{intro}</p>}
    </header>
  );
}
