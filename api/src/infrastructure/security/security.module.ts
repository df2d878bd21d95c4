import { Global, Module } from '@nestjs/common';
import { ClockPort, PasswordHasherPort, TokenGeneratorPort } from '@pointforge/domain';
import { Argon2PasswordHasher, CryptoTokenGenerator, SystemClock } from '@pointforge/infra';

/** Password hashing, secure tokens and the clock. */
@Global()
@Module({
  providers: [
    { provide: PasswordHasherPort, useFactory: () => new Argon2PasswordHasher() },
    { provide: TokenGeneratorPort, useFactory: () => new CryptoTokenGenerator() },
    { provide: ClockPort, useFactory: () => new SystemClock() },
  ],
  exports: [PasswordHasherPort, TokenGeneratorPort, ClockPort],
})
export class SecurityModule {}
