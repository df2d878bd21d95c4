import { Global, Module } from '@nestjs/common';
import { ClockPort, CommonPasswordCheckerPort, PasswordHasherPort, TokenGeneratorPort, TotpPort } from '@pointforge/domain';
import {
  Argon2PasswordHasher,
  CommonPasswordListChecker,
  CryptoTokenGenerator,
  OtpauthTotpAdapter,
  SystemClock,
} from '@pointforge/infra';

/** Password hashing, the common-password list, secure tokens, TOTP and the clock. */
@Global()
@Module({
  providers: [
    { provide: PasswordHasherPort, useFactory: () => new Argon2PasswordHasher() },
    { provide: CommonPasswordCheckerPort, useFactory: () => new CommonPasswordListChecker() },
    { provide: TokenGeneratorPort, useFactory: () => new CryptoTokenGenerator() },
    { provide: TotpPort, useFactory: () => new OtpauthTotpAdapter() },
    { provide: ClockPort, useFactory: () => new SystemClock() },
  ],
  exports: [PasswordHasherPort, CommonPasswordCheckerPort, TokenGeneratorPort, TotpPort, ClockPort],
})
export class SecurityModule {}
