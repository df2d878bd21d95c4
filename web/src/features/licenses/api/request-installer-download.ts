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

/** Trades a solved captcha's token for a short-lived link to the installer. */
export function requestInstallerDownload(captchaToken: string): Promise<InstallerDownloadReply> {
  return apiRequest<InstallerDownloadReply>('POST', REQUEST_INSTALLER_DOWNLOAD_KEY, { captchaToken });
}

/**
 * `trigger(captchaToken)` asks for the link and rejects with ApiError on failure. Not
 * retried: a captcha token is single use, so a repeat would be refused.
 */
export function useRequestInstallerDownload() {
  return useApiMutation(REQUEST_INSTALLER_DOWNLOAD_KEY, requestInstallerDownload);
}
