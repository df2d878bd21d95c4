const UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A file's size as people read it: bytes under a kilobyte, else one decimal in the largest
 * binary unit that keeps the figure at 1 or more ("84.2 MB"), as a file manager shows it.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
