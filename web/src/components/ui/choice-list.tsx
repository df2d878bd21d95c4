import { useId, type ReactNode } from 'react';

/** A group of choices (radio buttons or checkboxes) under a legend that names it. */
export function ChoiceList({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  const legendId = useId();
  return (
    <fieldset className="choice-list" aria-labelledby={legendId}>
      <legend id={legendId} className="choice-list__legend">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** One choice: its input and what it says, the whole box clickable and marked while chosen. */
export function Choice({ children }: { children: ReactNode }) {
  return <label className="choice">{children}</label>;
}
