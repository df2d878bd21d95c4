import { BRAND, INSTALLER_RELEASE_DATE, INSTALLER_VERSION } from '@pointforge/domain';
import type { LocalFileStorage } from './local-file-storage';

/**
 * What the embedded default serves as the installer when the folder has none: a small
 * text file that says plainly what it is, so `make start` works end to end without the
 * real installer being in the repository.
 */
export const DEVELOPMENT_INSTALLER_CONTENT = `${BRAND.productName} ${INSTALLER_VERSION} - development build
(release date ${INSTALLER_RELEASE_DATE})

This is not the ${BRAND.productName} installer. It is a placeholder written by the
development server so that the dashboard's Download button can be tried end to end.
It installs nothing.

In production the real installer is served from the S3 bucket (S3_BUCKET) or from the
downloads folder (DOWNLOADS_DIR), under INSTALLER_OBJECT_KEY.
`;

/** Writes the placeholder under `objectKey` unless a file is there already; says whether it wrote. */
export async function writeDevelopmentInstallerIfMissing(storage: LocalFileStorage, objectKey: string): Promise<boolean> {
  if (await storage.exists(objectKey)) return false;
  await storage.write(objectKey, DEVELOPMENT_INSTALLER_CONTENT);
  return true;
}
