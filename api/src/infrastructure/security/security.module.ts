import { Global, Module } from '@nestjs/common';
import { ClockPort, CommonPasswordCheckerPort, PasswordHasherPort, TokenGeneratorPort } from '@pointforge/domain';
import { Argon2PasswordHasher, CommonPasswordListChecker, CryptoTokenGenerator, SystemClock } from '@pointforge/infra';

/** Password hashing, the common-password list, secure tokens and the clock. */
@Global()
@Module({
  providers: [
    { provide: PasswordHasherPort, useFactory: () => new Argon2PasswordHasher() },
    { provide: CommonPasswordCheckerPort, useFactory: () => new CommonPasswordListChecker() },
    { provide: TokenGeneratorPort, useFactory: () => new CryptoTokenGenerator() },
    { provide: ClockPort, useFactory: () => new SystemClock() },
  ],
  exports: [PasswordHasherPort, CommonPasswordCheckerPort, TokenGeneratorPort, ClockPort],
})
export class SecurityModule {}
