import { Global, Logger, Module } from '@nestjs/common';
import { ReleaseSignerPort } from '@pointforge/domain';
import { Ed25519ReleaseSigner, readOrCreateSigningJwkFile } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/**
 * The release signer, picked here: the key of RELEASE_SIGNING_KEY (required in production,
 * where every replica must sign alike and apps pin its public half), else a key this
 * install generated on first start under var/ and reuses across restarts. Its own key,
 * never a licence key.
 */
function releaseSigner(config: AppConfig): ReleaseSignerPort {
  if (config.releaseSigningKey !== undefined) return new Ed25519ReleaseSigner(config.releaseSigningKey.privateKey);
  new Logger('Releases').warn(`RELEASE_SIGNING_KEY is not set: releases are signed with this install's key in ${config.releaseSigningKeyFile}`);
  return new Ed25519ReleaseSigner(readOrCreateSigningJwkFile(config.releaseSigningKeyFile).privateKey);
}

@Global()
@Module({
  providers: [{ provide: ReleaseSignerPort, inject: [AppConfig], useFactory: releaseSigner }],
  exports: [ReleaseSignerPort],
})
export class ReleaseSigningModule {}
