/** Only a web address may take the browser away: never a `javascript:` or other scheme. */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
