import { useState } from 'react';
import { useToast } from './toast';

interface ConfirmedActionOptions<Subject> {
  /** The action, on what was asked about; a rejection is its failure. */
  run: (subject: Subject) => Promise<unknown>;
  /** The toast of a success. */
  done: { title: string; description: string };
  /** The title of the failure's toast (its text is the server's message) and what the console log calls it. */
  failure: { title: string; log: string };
}

/**
 * An action a ConfirmDialog asks about first: `ask(subject)` opens the question, `confirm()`
 * runs the action on it, toasts the outcome and closes the question either way.
 */
export function useConfirmedAction<Subject>({ run, done, failure }: ConfirmedActionOptions<Subject>) {
  const [asked, setAsked] = useState<Subject | null>(null);
  const { toast, toastFailure } = useToast();

  async function confirm(): Promise<void> {
    if (asked === null) return;
    try {
      await run(asked);
      toast({ ...done, variant: 'success' });
    } catch (error) {
      toastFailure(error, failure.title, failure.log);
    } finally {
      setAsked(null);
    }
  }

  return { asked, ask: setAsked, close: () => setAsked(null), confirm };
}
