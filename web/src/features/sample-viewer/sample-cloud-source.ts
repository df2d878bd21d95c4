/**
 * Where the sample point cloud is served: the build's sample-site generator writes it there
 * (a PFPC file, see sample-cloud-format.ts). One constant, so moving the file is one change.
 */
export const SAMPLE_CLOUD_URL = '/sample/sample-cloud.bin';

let pending: Promise<ArrayBuffer> | null = null;

/**
 * The file's bytes, asked for once per page: opening the viewer again reuses them. A failed
 * request is forgotten, so the next opening asks again.
 */
export function requestSampleCloud(): Promise<ArrayBuffer> {
  pending ??= fetch(SAMPLE_CLOUD_URL).then((response) => {
    if (!response.ok) throw new Error(`GET ${SAMPLE_CLOUD_URL} answered ${response.status}`);
    return response.arrayBuffer();
  });
  pending.catch(() => (pending = null));
  return pending;
}
