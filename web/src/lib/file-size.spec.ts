import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('counts bytes under a kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('uses the largest binary unit that keeps the figure at 1 or more, with one decimal', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(8 * 1024 + 512)).toBe('8.5 KB');
    expect(formatFileSize(88_290_000)).toBe('84.2 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('stays in gigabytes above them', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048.0 GB');
  });
});
