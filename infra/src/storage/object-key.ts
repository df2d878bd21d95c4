/**
 * An object key as this platform uses them: slash-separated segments of letters, digits,
 * `.`, `_` and `-`, none starting with a dot (so no `..`, no hidden files), no leading or
 * trailing slash. The same rule holds for the local directory and for S3, so a key that
 * works in one works in the other, and a key from a URL can never climb out of the folder.
 */
export const OBJECT_KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const OBJECT_KEY_MAX_LENGTH = 512;

export function isObjectKey(value: string): boolean {
  return value.length <= OBJECT_KEY_MAX_LENGTH && OBJECT_KEY_PATTERN.test(value);
}

export function assertObjectKey(value: string): void {
  if (!isObjectKey(value)) throw new RangeError(`Not a valid object key: ${JSON.stringify(value)}`);
}
