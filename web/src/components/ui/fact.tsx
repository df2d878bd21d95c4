import type { ReactNode } from 'react';
import './fact.css';

/** One fact of a description list (`<dl className="fact-list">`): its name and its value, kept together in a `<div>` so a grid lays them out as one. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
