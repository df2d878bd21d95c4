import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { LicenseSignerPort } from '@pointforge/domain';
import { writeJson } from '../../common/http/write-answer';

/**
 * GET /.well-known/jwks.json, at the root (outside /api) and outside the envelope, where
 * JOSE libraries look: the public keys that verify licence files, the signing key first and
 * retired keys after it. Caches may keep it a few minutes; a new key is listed before it signs.
 * It writes its own answer (`@Res()`), so the success envelope does not wrap it.
 */
@Controller('.well-known')
export class JwksController {
  constructor(private readonly signer: LicenseSignerPort) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks(@Res() response: Response): void {
    writeJson(response, { keys: this.signer.publicKeys() });
  }
}
