import { Controller, Get, Header } from '@nestjs/common';
import { LicenseSignerPort, type PublicSigningJwk } from '@pointforge/domain';
import { SkipEnvelope } from '../../common/http/success-envelope.interceptor';

/**
 * GET /.well-known/jwks.json, at the root (outside /api) and outside the envelope, where
 * JOSE libraries look: the public keys that verify licence files, the signing key first and
 * retired keys after it. Caches may keep it a few minutes; a new key is listed before it signs.
 */
@Controller('.well-known')
@SkipEnvelope()
export class JwksController {
  constructor(private readonly signer: LicenseSignerPort) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks(): { keys: PublicSigningJwk[] } {
    return { keys: this.signer.publicKeys() };
  }
}
