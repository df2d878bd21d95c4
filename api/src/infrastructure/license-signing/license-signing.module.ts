import { Global, Logger, Module } from '@nestjs/common';
import { LicenseSignerPort } from '@pointforge/domain';
import { JoseLicenseSigner, readOrCreateLicenseSigningKeyFile } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/**
 * The licence-file signer, picked here: the keys of LICENSE_SIGNING_KEYS (required in
 * production, where every replica must sign with and publish the same keys), else one key
 * this install generated on first start under var/ and reuses across restarts.
 */
function licenseSigner(config: AppConfig): LicenseSignerPort {
  if (config.licenseSigningKeys !== undefined) return new JoseLicenseSigner(config.licenseSigningKeys);
  new Logger('Licensing').warn(`LICENSE_SIGNING_KEYS is not set: licence files are signed with this install's key in ${config.licenseSigningKeysFile}`);
  return new JoseLicenseSigner(readOrCreateLicenseSigningKeyFile(config.licenseSigningKeysFile));
}

@Global()
@Module({
  providers: [{ provide: LicenseSignerPort, inject: [AppConfig], useFactory: licenseSigner }],
  exports: [LicenseSignerPort],
})
export class LicenseSigningModule {}
