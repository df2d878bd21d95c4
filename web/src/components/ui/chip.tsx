import type { ReactNode } from 'react';

type ChipProps = { children: ReactNode } & ({ as: 'li' } | { as: 'a'; href: string });

/** A short label framed on the brand background: an item of a list, or a link (a pill, tall enough to tap). */
export function Chip(props: ChipProps) {
  if (props.as === 'a') {
    return (
      <a href={props.href} className="chip chip--link">
        {props.children}
      </a>
    );
  }
  return <li className="chip">{props.children}</li>;
}
