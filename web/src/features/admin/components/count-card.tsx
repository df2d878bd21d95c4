import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Fact } from '../../../components/ui/fact';
import './count-card.css';

interface CountCardProps {
  title: string;
  /** The headline figure; null when it could not be counted. */
  count: number | string | null;
  note: string;
  /** The breakdown under it: label and count. */
  facts?: readonly (readonly [string, number])[];
}

/** One card of the Overview (and the Revenue tab's headline figures): a title, its number, what the number counts, and the breakdown. */
export function CountCard({ title, count, note, facts = [] }: CountCardProps) {
  const titleId = useId();
  return (
    <Card as="li" className="admin-overview__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="minor-heading admin-overview__title">
        {title}
      </h2>
      <p className="admin-overview__count">{count ?? '–'}</p>
      <p className="admin-overview__note">{note}</p>
      {facts.length > 0 && (
        <dl className="admin-overview__facts">
          {facts.map(([term, value]) => (
            <Fact key={term} term={term}>
              {value}
            </Fact>
          ))}
        </dl>
      )}
    </Card>
  );
}
