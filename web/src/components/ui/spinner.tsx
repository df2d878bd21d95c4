import { uiCopy } from '../../content/layout';

interface SpinnerProps {
  /** What is loading, for screen readers; "Loading" by default. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A spinning ring announced as a status; the ring itself is hidden from assistive tech. */
export function Spinner({ label = uiCopy.loading, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
