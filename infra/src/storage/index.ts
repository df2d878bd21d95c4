export { attachmentContentDisposition } from './content-disposition';
export { createFileStorage, type ConfiguredFileStorage, type FileStorageSettings } from './create-file-storage';
export { DEVELOPMENT_INSTALLER_CONTENT, writeDevelopmentInstallerIfMissing } from './development-installer';
export { LocalFileStorage, type DownloadLinkCheck, type LocalFileStorageSettings, type OpenedFile } from './local-file-storage';
export { isObjectKey, OBJECT_KEY_MAX_LENGTH, OBJECT_KEY_PATTERN } from './object-key';
export { S3FileStorage, type S3StorageSettings } from './s3-file-storage';
