/**
 * Saves `content` as a plain-text file named `fileName` through a temporary download link,
 * without a round trip to the server.
 */
export function saveTextFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started from the click; the URL is released once it has been read.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
