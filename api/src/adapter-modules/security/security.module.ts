import { Global, Logger, Module } from '@nestjs/common';
import { ClockPort, CommonPasswordCheckerPort, PasswordHasherPort, SecurityEventLogPort, TokenGeneratorPort, TotpPort } from '@pointforge/domain';
import {
  Argon2PasswordHasher,
  CommonPasswordListChecker,
  CryptoTokenGenerator,
  LoggedSecurityEventLog,
  OtpauthTotpAdapter,
  SystemClock,
} from '@pointforge/infra';

/** Password hashing, the common-password list, secure tokens, TOTP, the clock and the security event log. */
@Global()
@Module({
  providers: [
    { provide: PasswordHasherPort, useFactory: () => new Argon2PasswordHasher() },
    { provide: CommonPasswordCheckerPort, useFactory: () => new CommonPasswordListChecker() },
    { provide: TokenGeneratorPort, useFactory: () => new CryptoTokenGenerator() },
    { provide: TotpPort, useFactory: () => new OtpauthTotpAdapter() },
    { provide: ClockPort, useFactory: () => new SystemClock() },
    { provide: SecurityEventLogPort, useFactory: () => new LoggedSecurityEventLog(new Logger('SecurityEvents')) },
  ],
  exports: [PasswordHasherPort, CommonPasswordCheckerPort, TokenGeneratorPort, TotpPort, ClockPort, SecurityEventLogPort],
})
export class SecurityModule {}
