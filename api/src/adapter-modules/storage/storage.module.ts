import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ClockPort, FileStoragePort } from '@pointforge/domain';
import {
  createFileStorage,
  readOrCreateSecretFile,
  writeDevelopmentInstallerIfMissing,
  type ConfiguredFileStorage,
  type LocalFileStorage,
} from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import type { TypedToken } from '../../modules/accounts/use-case-provider';
import { fromConfigured } from '../configured-adapter';

/** The route that serves local downloads; the links LocalFileStorage signs point here. */
export const LOCAL_DOWNLOADS_PATH = '/api/downloads/files';

/**
 * The secret that signs local download links: DOWNLOAD_SIGNING_SECRET, or (only outside
 * production, which refuses its absence) a secret generated once for this install and kept
 * in var/, never a constant anyone can read in the source.
 */
function localSigningSecret(config: AppConfig, logger: Logger): string {
  if (config.downloadSigningSecret !== undefined) return config.downloadSigningSecret;
  logger.warn(`DOWNLOAD_SIGNING_SECRET is not set: download links are signed with this install's secret in ${config.downloadSigningSecretFile}`);
  return readOrCreateSecretFile(config.downloadSigningSecretFile);
}

const CONFIGURED_FILE_STORAGE: TypedToken<ConfiguredFileStorage> = Symbol('CONFIGURED_FILE_STORAGE');
/** The LocalFileStorage that serves /api/downloads/files, or null when downloads come from S3. */
export const LOCAL_FILE_STORAGE: TypedToken<LocalFileStorage | null> = Symbol('LOCAL_FILE_STORAGE');

@Injectable()
class FileStorageCloser implements OnApplicationShutdown {
  constructor(@Inject(CONFIGURED_FILE_STORAGE) private readonly configured: ConfiguredFileStorage) {}

  onApplicationShutdown(): void {
    this.configured.close();
  }
}

/**
 * The file storage as configured, named in the log; outside production a missing installer
 * is replaced by the development placeholder.
 */
async function configuredFileStorage(config: AppConfig, clock: ClockPort): Promise<ConfiguredFileStorage> {
  const logger = new Logger('Downloads');
  const configured = createFileStorage({
    s3: config.s3 && {
      bucket: config.s3.bucket,
      region: config.s3.region,
      endpoint: config.s3.endpoint,
      accessKeyId: config.s3.accessKeyId,
      secretAccessKey: config.s3.secretAccessKey,
    },
    local: {
      directory: config.downloadsDir,
      downloadBaseUrl: `${config.siteOrigin}${LOCAL_DOWNLOADS_PATH}`,
      signingSecret: () => localSigningSecret(config, logger),
    },
    clock,
  });
  if (configured.kind === 's3') {
    logger.log(`Installer downloads are presigned links to s3://${config.s3?.bucket}/${config.installerObjectKey}`);
    return configured;
  }
  const installerPath = configured.local.pathOf(config.installerObjectKey);
  if (config.nodeEnv === 'production') {
    if (!(await configured.local.exists(config.installerObjectKey))) {
      logger.error(`No installer at ${installerPath}: installer downloads answer 404 until it is there`);
    }
  } else {
    // A folder that cannot be written is no reason to stop the site; downloads then answer 404.
    await writeDevelopmentInstallerIfMissing(configured.local, config.installerObjectKey).then(
      (wrote) => wrote && logger.log(`No installer at ${installerPath}: wrote the development placeholder there`),
      (error: unknown) => logger.warn(`Could not write the development placeholder to ${installerPath}: ${String(error)}`),
    );
  }
  logger.log(`Installer downloads are served from ${config.downloadsDir} through signed links`);
  return configured;
}

/**
 * The file storage, picked by configuration here and nowhere else: presigned S3 links when
 * S3_BUCKET is set, else files under DOWNLOADS_DIR served by the API through HMAC-signed
 * links. Outside production a missing installer is replaced by a placeholder that says it
 * is the development build, so the embedded default downloads something real.
 */
@Global()
@Module({
  providers: [
    { provide: CONFIGURED_FILE_STORAGE, inject: [AppConfig, ClockPort], useFactory: configuredFileStorage },
    fromConfigured(FileStoragePort, CONFIGURED_FILE_STORAGE, (configured) => configured.storage),
    fromConfigured(LOCAL_FILE_STORAGE, CONFIGURED_FILE_STORAGE, (configured) => configured.local),
    FileStorageCloser,
  ],
  exports: [FileStoragePort, LOCAL_FILE_STORAGE],
})
export class StorageModule {}
