import { formatCents } from '@pointforge/domain';

/**
 * Money and text as the PDFs print them. The standard PDF fonts cover Windows-1252 (every
 * Latin-1 letter, so Afrikaans, French and German names print as written); anything outside
 * it would print as nothing, so it is shown as "?" instead, visibly.
 */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function pdfSafeText(text: string): string {
  return [...text.normalize('NFC')].map((char) => (isCp1252(char) ? char : '?')).join('');
}

function isCp1252(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char) || char === '\n';
}

/** "R7,970.92". */
export function formatRand(cents: number): string {
  return `R${formatCents(cents)}`;
}
