import type { MachinePlatform } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of the call. */
export const REQUEST_INSTALLER_DOWNLOAD_KEY = '/api/downloads/installer';

/**
 * The answer as it arrives: nothing in it is trusted before `checkDownloadUrl` has looked
 * at the link, so every field is `unknown`.
 */
export interface InstallerDownloadReply extends ApiSuccess {
  downloadUrl?: unknown;
  version?: unknown;
  releaseDate?: unknown;
}

export interface InstallerDownloadArg {
  captchaToken: string;
  /** Whose installer: the latest stable release of that platform. */
  platform: MachinePlatform;
}

/** Trades a solved captcha's token for a short-lived link to a platform's installer. */
export function requestInstallerDownload({ captchaToken, platform }: InstallerDownloadArg): Promise<InstallerDownloadReply> {
  return apiRequest<InstallerDownloadReply>('POST', REQUEST_INSTALLER_DOWNLOAD_KEY, { captchaToken, platform });
}

/**
 * `trigger({ captchaToken, platform })` asks for the link and rejects with ApiError on failure. Not
 * retried: a captcha token is single use, so a repeat would be refused.
 */
export function useRequestInstallerDownload() {
  return useApiMutation(REQUEST_INSTALLER_DOWNLOAD_KEY, requestInstallerDownload);
}
