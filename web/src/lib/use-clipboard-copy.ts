import { UI_TIMINGS } from '@pointforge/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard; `copied` then reads true for the copy confirmation's two
 * seconds (SITE-SPEC section 9). `copy` answers false when the browser refused, which it
 * does outside a secure context, so the caller can say to copy by hand.
 */
export function useClipboardCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copy(text: string): Promise<boolean> {
    try {
      // Undefined outside a secure context: the call throws and the copy is refused.
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopied(false), UI_TIMINGS.copyConfirmationMs);
    return true;
  }

  return { copied, copy };
}
