export { ARGON2_PARAMETERS, Argon2PasswordHasher } from './argon2-password-hasher';
export { CryptoTokenGenerator } from './crypto-token-generator';
export { HmacTrialLedgerKey } from './hmac-trial-ledger-key';
export { NodeDeactivationKeyAgreement } from './node-deactivation-key-agreement';
export { NodeHmacSha256 } from './node-hmac-sha256';
export { readOrCreateSecretFile } from './install-secret-file';
export { LoggedSecurityEventLog } from './logged-security-event-log';
export { OtpauthTotpAdapter } from './otpauth-totp.adapter';
export { parseTwoFactorEncryptionKeys, TwoFactorSecretCipher, twoFactorSecretCipherFrom, type TwoFactorEncryptionKey } from './two-factor-secret-cipher';
export { SystemClock } from './system-clock';
export { CommonPasswordListChecker } from './common-password/common-password-list-checker';
export { JoseLicenseSigner } from './jose-license-signer';
export {
  generateLicenseSigningJwk,
  parseSigningJwk,
  parseLicenseSigningKeys,
  readOrCreateSigningJwkFile,
  readOrCreateLicenseSigningKeyFile,
  type LicenseSigningKey,
  type PrivateSigningJwk,
} from './license-signing-keys';
