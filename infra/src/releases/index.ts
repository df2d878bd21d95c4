export { Ed25519ReleaseSigner } from './ed25519-release-signer';
export { MarkdownReleaseNotesRenderer } from './markdown-release-notes-renderer';
