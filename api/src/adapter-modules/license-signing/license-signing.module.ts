import { Global, Logger, Module } from '@nestjs/common';
import { LicenseSignerPort } from '@pointforge/domain';
import { JoseLicenseSigner, readOrCreateSigningJwkFile, readOrCreateLicenseSigningKeyFile, type LicenseSigningKey } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/**
 * The licence-file signer, picked here: the keys of LICENSE_SIGNING_KEYS and LICENSE_ROOT_KEY
 * (required in production, where every replica must sign with and publish the same keys),
 * else keys this install generated on first start under var/ and reuses across restarts.
 */
function licenseSigner(config: AppConfig): LicenseSignerPort {
  return new JoseLicenseSigner(signingKeys(config), rootKey(config));
}

function signingKeys(config: AppConfig): readonly LicenseSigningKey[] {
  if (config.licenseSigningKeys !== undefined) return config.licenseSigningKeys;
  new Logger('Licensing').warn(`LICENSE_SIGNING_KEYS is not set: licence files are signed with this install's key in ${config.licenseSigningKeysFile}`);
  return readOrCreateLicenseSigningKeyFile(config.licenseSigningKeysFile);
}

function rootKey(config: AppConfig): LicenseSigningKey {
  if (config.licenseRootKey !== undefined) return config.licenseRootKey;
  new Logger('Licensing').warn(`LICENSE_ROOT_KEY is not set: the key set is signed with this install's root key in ${config.licenseRootKeyFile}`);
  return readOrCreateSigningJwkFile(config.licenseRootKeyFile);
}

@Global()
@Module({
  providers: [{ provide: LicenseSignerPort, inject: [AppConfig], useFactory: licenseSigner }],
  exports: [LicenseSignerPort],
})
export class LicenseSigningModule {}
