export { BackupError, type BackupFileEntry, type BackupManifest } from './backup-manifest';
export { backupSettingsFromEnv, type BackupSettings, type S3Connection, type StorageLocation } from './backup-settings';
export { createBackup, type CreateBackupOptions, type CreatedBackup } from './create-backup';
export { restoreBackup, type RestoredBackup } from './restore-backup';
export { buildSchema, type SchemaVersion } from './schema-version';
