import { RELEASE_FILE_NAME_MAX_LENGTH } from './release.entity';

/**
 * The name an uploaded artifact is stored and downloaded under: the operator's file name
 * with anything but letters, digits, `.`, `_` and `-` turned into `_` and no leading dot,
 * so it is a valid object-key segment on disk and in S3 and a plain download name.
 */
export function releaseFileName(uploadedName: string): string {
  const safe = uploadedName
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '')
    .slice(-RELEASE_FILE_NAME_MAX_LENGTH);
  return safe === '' ? 'artifact' : safe;
}

/** Where a release's artifact is stored: under its own id, so no upload ever overwrites another's bytes. */
export function releaseObjectKey(releaseId: string, fileName: string): string {
  return `releases/${releaseId}/${fileName}`;
}
