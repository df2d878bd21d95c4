import type { AdminRelease, PublishReleaseInput } from '@pointforge/domain';
import { apiUpload, type ApiSuccess } from '../../../lib/api-client';
import { useAdminChange } from './admin-query';
import { RELEASES_PATH } from './list-releases';

/** The release's fields as the server's use case takes them, the file, and a callback for the share of the upload sent (0 to 1). */
export type PublishReleaseUpload = Pick<PublishReleaseInput, 'version' | 'channel' | 'platform' | 'releasedAt' | 'notes'> & {
  artifact: File;
  onProgress: (sent: number) => void;
};

/**
 * Uploads the artifact with the release's fields as one multipart form (field names as the
 * API reads them); rejects with ApiError: 409 RELEASES.VERSION_EXISTS, 400/422 with field errors.
 */
function publishRelease({ artifact, onProgress, ...fields }: PublishReleaseUpload): Promise<ApiSuccess & { release: AdminRelease }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The file last, so a server that streams the upload has read every field before it.
  form.append('artifact', artifact, artifact.name);
  return apiUpload(RELEASES_PATH, form, onProgress);
}

/** Publishes, then refreshes the console's listings (the releases and the audit log among them). */
export function usePublishRelease() {
  return useAdminChange(publishRelease);
}
