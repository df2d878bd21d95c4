import { BRAND } from '@pointforge/domain';

/** Copy of the console's Releases tab (issue 30): the desktop app's published builds, and the form that publishes one. */
export const adminReleasesCopy = {
  caption: 'Releases, newest first',
  columns: {
    version: 'Version',
    channel: 'Channel',
    platform: 'Platform',
    released: 'Released',
    file: 'File',
    size: 'Size',
    sha256: 'SHA-256',
    publishedBy: 'Published by',
    notes: 'Notes',
  },
  empty: 'No release is published yet.',
  /** The seeded first release has no publisher. */
  seeded: 'Seeded',
  noNotes: 'No notes.',
  publish: {
    summary: 'Publish a release',
    intro: `The server stores the file, computes its size and checksums and signs it; customers see a stable release in their dashboard, and ${BRAND.productName} offers it as an update.`,
    formLabel: 'Publish a release',
    version: { label: 'Version', hint: 'A semantic version, such as 1.1.0 or 1.2.0-beta.1.' },
    versionMessage: 'Enter a semantic version, such as 1.1.0.',
    channel: { label: 'Channel', placeholder: 'Choose a channel' },
    channelMessage: 'Choose the channel.',
    platform: { label: 'Platform', placeholder: 'Choose a platform' },
    platformMessage: 'Choose the platform.',
    releasedAt: { label: 'Release date' },
    releasedAtMessage: 'Enter the release date.',
    notes: { label: 'Release notes (Markdown)' },
    notesMessage: (maxLength: number) => `Write the notes in at most ${maxLength} characters.`,
    artifact: { label: 'Installer file', hint: 'The file customers download, as built and signed for the platform.' },
    artifactMessage: 'Choose the installer file.',
    submit: { label: 'Publish Release', busyLabel: 'Publishing...' },
    /** While the file is on its way: the share sent. */
    uploading: (percent: number) => `Uploading the file: ${percent}%`,
    progressLabel: 'Upload progress',
    done: 'Release Published',
    doneText: (version: string, platform: string, channel: string) => `${version} for ${platform} is published on the ${channel} channel.`,
  },
} as const;
