import { Global, Logger, Module } from '@nestjs/common';
import {
  ClockPort,
  CommonPasswordCheckerPort,
  DeactivationKeyAgreementPort,
  HmacSha256Port,
  PasswordHasherPort,
  SecurityEventLogPort,
  TokenGeneratorPort,
  TotpPort,
} from '@pointforge/domain';
import {
  Argon2PasswordHasher,
  CommonPasswordListChecker,
  CryptoTokenGenerator,
  LoggedSecurityEventLog,
  NodeDeactivationKeyAgreement,
  NodeHmacSha256,
  OtpauthTotpAdapter,
  SystemClock,
} from '@pointforge/infra';

/** Password hashing, the common-password list, secure tokens, HMAC, X25519 key agreement, TOTP, the clock and the security event log. */
@Global()
@Module({
  providers: [
    { provide: PasswordHasherPort, useFactory: () => new Argon2PasswordHasher() },
    { provide: CommonPasswordCheckerPort, useFactory: () => new CommonPasswordListChecker() },
    { provide: TokenGeneratorPort, useFactory: () => new CryptoTokenGenerator() },
    { provide: HmacSha256Port, useFactory: () => new NodeHmacSha256() },
    { provide: DeactivationKeyAgreementPort, useFactory: () => new NodeDeactivationKeyAgreement() },
    { provide: TotpPort, useFactory: () => new OtpauthTotpAdapter() },
    { provide: ClockPort, useFactory: () => new SystemClock() },
    { provide: SecurityEventLogPort, useFactory: () => new LoggedSecurityEventLog(new Logger('SecurityEvents')) },
  ],
  exports: [
    PasswordHasherPort,
    CommonPasswordCheckerPort,
    TokenGeneratorPort,
    HmacSha256Port,
    DeactivationKeyAgreementPort,
    TotpPort,
    ClockPort,
    SecurityEventLogPort,
  ],
})
export class SecurityModule {}
