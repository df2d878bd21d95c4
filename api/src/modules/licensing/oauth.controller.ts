import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  DESKTOP_SCOPE,
  ExchangeDeviceCodeUseCase,
  RefreshDeviceTokensUseCase,
  RequestDeviceAuthorizationUseCase,
  tokenError,
  type DeviceTokens,
  type TokenError,
  type TokensIssued,
} from '@pointforge/domain';
import { AppConfig } from '../../common/config/app-config';
import { PostAction } from '../../common/http/post-action.decorator';
import { writeJson } from '../../common/http/write-answer';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { deviceParameters, oauthForm } from './oauth-form';

/** RFC 8628 §3.4's grant type. */
const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
/** Where the person types the user code: the web app's page. */
const VERIFICATION_PATH = '/activate';
const DEVICE_AUTHORIZATION_PATH = '/api/v1/oauth/device_authorization';
const TOKEN_PATH = '/api/v1/oauth/token';

/**
 * GET /.well-known/oauth-authorization-server: RFC 8414 metadata, from which a standard client
 * (openid-client) finds the two endpoints. The issuer is the site origin, as in licence files.
 */
@ApiExcludeController()
@Controller('.well-known')
export class OAuthMetadataController {
  constructor(private readonly config: AppConfig) {}

  @Get('oauth-authorization-server')
  @Header('Cache-Control', 'public, max-age=300')
  metadata(@Res() response: Response): void {
    const origin = this.config.siteOrigin;
    writeJson(response, {
      issuer: origin,
      device_authorization_endpoint: `${origin}${DEVICE_AUTHORIZATION_PATH}`,
      token_endpoint: `${origin}${TOKEN_PATH}`,
      grant_types_supported: [DEVICE_CODE_GRANT_TYPE, 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none'],
      // No authorization endpoint: the device grant needs none (RFC 8414 §2 allows an empty list).
      response_types_supported: [],
      scopes_supported: [DESKTOP_SCOPE],
      service_documentation: `${origin}/api/docs`,
    });
  }
}

/**
 * The desktop app's sign-in by device code (RFC 8628), public like the licence API: no
 * session, no CSRF headers (the guard exempts both routes), form-encoded bodies, and answers
 * in the protocol's own JSON (not the envelope): errors as RFC 6749 §5.2 and RFC 8628 §3.5
 * spell them, 400 (401 for invalid_client), never cached. Bodies are never logged.
 */
@ApiExcludeController()
@Controller('v1/oauth')
export class OAuthController {
  constructor(
    private readonly config: AppConfig,
    private readonly requestDeviceAuthorizationUseCase: RequestDeviceAuthorizationUseCase,
    private readonly exchangeDeviceCodeUseCase: ExchangeDeviceCodeUseCase,
    private readonly refreshDeviceTokensUseCase: RefreshDeviceTokensUseCase,
  ) {}

  @PostAction('device_authorization')
  async deviceAuthorization(@Req() request: Request, @Res() response: Response): Promise<void> {
    const form = oauthForm(request);
    const device = form && deviceParameters(form);
    if (!form || form.client_id === undefined || !device) {
      writeTokenError(
        response,
        tokenError('invalid_request', 'Send client_id and fingerprint (16 to 256 of A-Z a-z 0-9 . _ : + / = -), form-encoded, each once.'),
      );
      return;
    }
    const started = await this.requestDeviceAuthorizationUseCase.execute({ clientId: form.client_id, ...device, ipAddress: clientIp(request) });
    if (!started.ok) {
      writeTokenError(response, started);
      return;
    }
    const verificationUri = `${this.config.siteOrigin}${VERIFICATION_PATH}`;
    writeJson(response, {
      device_code: started.deviceCode,
      user_code: started.userCode,
      verification_uri: verificationUri,
      verification_uri_complete: `${verificationUri}?user_code=${started.userCode}`,
      expires_in: started.expiresIn,
      interval: started.interval,
    });
  }

  @PostAction('token')
  async token(@Req() request: Request, @Res() response: Response): Promise<void> {
    response.setHeader('Pragma', 'no-cache');
    const answer = await this.exchange(request);
    if (answer.ok) writeJson(response, tokenResponse(answer.tokens));
    else writeTokenError(response, answer);
  }

  private async exchange(request: Request): Promise<TokensIssued | TokenError> {
    const form = oauthForm(request);
    if (!form || form.grant_type === undefined || form.client_id === undefined) {
      return tokenError('invalid_request', 'Send grant_type and client_id, form-encoded, each once.');
    }
    const ipAddress = clientIp(request);
    switch (form.grant_type) {
      case DEVICE_CODE_GRANT_TYPE:
        if (form.device_code === undefined) return tokenError('invalid_request', 'Send the device_code.');
        return this.exchangeDeviceCodeUseCase.execute({ clientId: form.client_id, deviceCode: form.device_code, ipAddress });
      case 'refresh_token':
        if (form.refresh_token === undefined) return tokenError('invalid_request', 'Send the refresh_token.');
        return this.refreshDeviceTokensUseCase.execute({ clientId: form.client_id, refreshToken: form.refresh_token, ipAddress });
      default:
        return tokenError('unsupported_grant_type', `Use ${DEVICE_CODE_GRANT_TYPE} or refresh_token.`);
    }
  }
}

/** RFC 6749 §5.1. */
function tokenResponse(tokens: DeviceTokens): object {
  return {
    access_token: tokens.accessToken,
    token_type: tokens.tokenType,
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    scope: tokens.scope,
  };
}

/** RFC 6749 §5.2: 400, but 401 for a client that failed to authenticate. */
function writeTokenError(response: Response, { error, description }: TokenError): void {
  writeJson(response, { error, error_description: description }, error === 'invalid_client' ? 401 : 400);
}
