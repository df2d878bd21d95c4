/** The class attribute of an element from its parts; a part that is false, null or undefined is left out. */
export function classNames(...parts: readonly (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
