import { useClipboardCopy } from '../../lib/use-clipboard-copy';
import { Button } from './button';
import { useToast } from './toast';
import './copyable-value.css';

/** The words of a copyable value: its button, the button's two seconds after a copy, and the toast of a refused copy. */
export interface CopyableValueWords {
  copy: string;
  copied: string;
  copyFailure: { title: string; description: string };
}

interface CopyableValueProps {
  value: string;
  /** What the value is ("SHA-256"), which names its Copy button for assistive tech. */
  label: string;
  words: CopyableValueWords;
}

/**
 * A long machine value (a checksum) in full, wrapping where it must, with a Copy button that
 * says Copied! for two seconds. A refused copy (outside a secure context) says to select it by
 * hand; the value is selectable as a whole for that.
 */
export function CopyableValue({ value, label, words }: CopyableValueProps) {
  const { toast } = useToast();
  const { copied, copy } = useClipboardCopy();

  async function copyValue() {
    if (!(await copy(value))) toast({ ...words.copyFailure, variant: 'destructive' });
  }

  return (
    <span className="copyable-value">
      <code className="copyable-value__text">{value}</code>
      <Button variant="secondary" size="sm" onClick={() => void copyValue()}>
        {copied ? words.copied : words.copy}
        <span className="visually-hidden"> {label}</span>
      </Button>
    </span>
  );
}
