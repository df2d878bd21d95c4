import { useEffect, useState } from 'react';

/** An object URL of `content` as a plain-text file; revoke it once it is not needed. */
function textFileUrl(content: string): string {
  return URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
}

/**
 * Saves `content` as a plain-text file named `fileName` through a temporary download link,
 * without a round trip to the server.
 */
export function saveTextFile(fileName: string, content: string): void {
  const url = textFileUrl(content);
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

/**
 * An address of `content` as a plain-text file for a download link on the page (undefined
 * until made), released when the text changes or the link goes.
 */
export function useTextFileUrl(content: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = textFileUrl(content);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [content]);
  return url;
}
