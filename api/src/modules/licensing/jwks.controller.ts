import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ClockPort, LicenseSignerPort, signedKeySetClaims } from '@pointforge/domain';
import { AppConfig } from '../../common/config/app-config';
import { writeJson, writeText } from '../../common/http/write-answer';

/**
 * The public keys that verify licence files, the signing key first and retired keys after
 * it, at the root (outside /api) and outside the envelope, where JOSE libraries look:
 *
 * - GET /.well-known/jwks.json: the JWK Set, for any JOSE library;
 * - GET /.well-known/jwks.jws: the same keys signed by the root key apps ship, so an app
 *   accepts a key only when the root vouches for it (docs/licence-protocol.md, "Trust").
 *
 * Caches may keep them a few minutes; a new key is listed before it signs. Each writes its
 * own answer (`@Res()`), so the success envelope does not wrap it.
 */
@Controller('.well-known')
export class JwksController {
  constructor(
    private readonly signer: LicenseSignerPort,
    private readonly clock: ClockPort,
    private readonly config: AppConfig,
  ) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks(@Res() response: Response): void {
    writeJson(response, { keys: this.signer.publicKeys() });
  }

  /** Signed at each request: its `iat` is now, so a set an app fetches with a file outlives that file. */
  @Get('jwks.jws')
  @Header('Cache-Control', 'public, max-age=300')
  async signedJwks(@Res() response: Response): Promise<void> {
    const signed = await this.signer.signKeySet(signedKeySetClaims(this.config.siteOrigin, this.clock.now()));
    writeText(response, signed, 'application/jose');
  }
}
