import { classNames } from './class-names';

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  title: string;
  intro?: string;
  /** Centred over the section, as every landing section opens; else at the start of the column. */
  centred?: boolean;
}

/** The h2 a section of a page opens with, and the line introducing it. */
export function SectionHeading({ id, title, intro, centred = false }: SectionHeadingProps) {
  return (
    <header className={classNames('section-heading', centred && 'section-heading--centred')}>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {intro && <p className="lead section-heading__intro">{intro}</p>}
    </header>
  );
}
