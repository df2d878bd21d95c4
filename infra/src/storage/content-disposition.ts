/**
 * `Content-Disposition: attachment` naming the file, as RFC 6266 asks: a quoted ASCII
 * `filename`, plus `filename*` in UTF-8 when the name has anything else. Used for the local
 * download route and for S3's `response-content-disposition` alike.
 */
export function attachmentContentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const header = `attachment; filename="${ascii}"`;
  if (ascii === fileName) return header;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${header}; filename*=UTF-8''${encoded}`;
}
