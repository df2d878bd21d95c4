import { BRAND } from '../catalog/brand';
import { INSTALLER_VERSION } from '../catalog/constants';

/** The name the installer is saved under: `PointForge-Setup-1.0.7.exe`. */
export const INSTALLER_FILE_NAME = `${BRAND.productName}-Setup-${INSTALLER_VERSION}.exe`;

/** Where the installer lives in the file storage unless INSTALLER_OBJECT_KEY says otherwise. */
export const DEFAULT_INSTALLER_OBJECT_KEY = `installers/${INSTALLER_FILE_NAME}`;

/** A download link works for this long; the browser follows it at once. */
export const DOWNLOAD_LINK_LIFETIME_SECONDS = 300;
