import type { ReactNode } from 'react';

/** One component of the catalogue: its name as a heading (the section's name), then its states. */
export function CatalogueSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="catalogue__section" aria-labelledby={`catalogue-${id}`} data-catalogue={id}>
      <h2 id={`catalogue-${id}`} className="catalogue__title">
        {title}
      </h2>
      <div className="catalogue__states">{children}</div>
    </section>
  );
}
