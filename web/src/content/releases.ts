import type { CopyableValueWords } from '../components/ui/copyable-value';

/**
 * Words shared by the two places that show a release (issue 30): the dashboard's download
 * and the console's Releases tab. A release's notes are the server's sanitised HTML.
 */
export const releaseCopy = {
  sizeLabel: 'Size',
  sha256Label: 'SHA-256',
  sha512Label: 'SHA-512',
  /** The disclosure that holds the longer SHA-512. */
  sha512Toggle: 'Show SHA-512',
  notesToggle: (version: string) => `What's new in ${version}`,
  checksum: {
    copy: 'Copy',
    copied: 'Copied!',
    copyFailure: { title: 'Copy Failed', description: 'Could not copy the checksum. Please select it and copy it by hand.' },
  } satisfies CopyableValueWords,
} as const;
