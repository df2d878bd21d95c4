/**
 * Signing in this computer by device code (RFC 8628) against the licence server, found from
 * its RFC 8414 metadata: the app shows a short code, the person approves it in a browser on
 * /activate, and the app gets tokens bound to the person, the licence they chose and this
 * computer. The refresh token renews the hour-long access token (RFC 6749 §6).
 */
import { LicenceApiError, type DeviceCredentials, type DeviceDetails, type LicenceApiClient } from './licence-api.client';
import { licenceApiMessage, type LicenceApiErrorCode } from './licence-api.messages';

export const DESKTOP_CLIENT_ID = 'pointforge-desktop';
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const METADATA_PATH = '/.well-known/oauth-authorization-server';
/** RFC 8628 §3.5: each slow_down adds five seconds. */
const SLOW_DOWN_STEP_SECONDS = 5;

/** What the app shows while it waits. */
export interface DeviceSignInPrompt {
  userCode: string;
  verificationUri: string;
  verificationUriComplete: string;
  expiresIn: number;
}

export interface DeviceSignInOptions {
  /** Waits between polls; tests pass a quicker one. */
  sleep?: (ms: number) => Promise<void>;
}

type Json = Record<string, unknown>;

export class DeviceSignIn {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly api: LicenceApiClient,
    options: DeviceSignInOptions = {},
  ) {
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Asks for a code, hands it to `prompt`, and polls until the person decides; the tokens, or SIGN_IN_DENIED / SIGN_IN_EXPIRED. */
  async signIn(device: DeviceDetails & { fingerprint: string }, prompt: (shown: DeviceSignInPrompt) => void): Promise<DeviceCredentials> {
    const endpoints = await this.endpoints();
    const started = await this.api.postForm(endpoints.deviceAuthorization, {
      client_id: DESKTOP_CLIENT_ID,
      fingerprint: device.fingerprint,
      ...(device.name && { device_name: device.name }),
      ...(device.platform && { platform: device.platform }),
      ...(device.appVersion && { app_version: device.appVersion }),
    });
    const {
      device_code: deviceCode,
      user_code: userCode,
      verification_uri: verificationUri,
      verification_uri_complete: complete,
      expires_in: expiresIn,
      interval,
    } = started.json;
    if (started.status !== 200 || typeof deviceCode !== 'string' || typeof userCode !== 'string' || typeof verificationUri !== 'string')
      throw failed(started.json);
    prompt({ userCode, verificationUri, verificationUriComplete: typeof complete === 'string' ? complete : verificationUri, expiresIn: Number(expiresIn) });
    return this.poll(endpoints.token, deviceCode, typeof interval === 'number' ? interval : SLOW_DOWN_STEP_SECONDS);
  }

  /** New tokens for the refresh token (both replaced); SIGNED_OUT once the server no longer honours it. */
  async refresh(refreshToken: string): Promise<DeviceCredentials> {
    const { token } = await this.endpoints();
    const answer = await this.api.postForm(token, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: DESKTOP_CLIENT_ID });
    if (answer.status === 200) return credentialsOf(answer.json);
    throw answer.json.error === 'invalid_grant' ? signInError('SIGNED_OUT') : failed(answer.json);
  }

  private async poll(tokenPath: string, deviceCode: string, initialInterval: number): Promise<DeviceCredentials> {
    let interval = initialInterval;
    for (;;) {
      await this.sleep(interval * 1000);
      const answer = await this.api.postForm(tokenPath, { grant_type: DEVICE_CODE_GRANT, device_code: deviceCode, client_id: DESKTOP_CLIENT_ID });
      if (answer.status === 200) return credentialsOf(answer.json);
      switch (answer.json.error) {
        case 'authorization_pending':
          continue;
        case 'slow_down':
          interval += SLOW_DOWN_STEP_SECONDS;
          continue;
        case 'access_denied':
          throw signInError('SIGN_IN_DENIED');
        case 'expired_token':
          throw signInError('SIGN_IN_EXPIRED');
        default:
          throw failed(answer.json);
      }
    }
  }

  /** The endpoints as the metadata names them, as paths on the licence server. */
  private async endpoints(): Promise<{ deviceAuthorization: string; token: string }> {
    const metadata = await this.api.getJson(METADATA_PATH);
    const deviceAuthorization = metadata.device_authorization_endpoint;
    const token = metadata.token_endpoint;
    if (typeof deviceAuthorization !== 'string' || typeof token !== 'string') throw signInError('UNEXPECTED_RESPONSE');
    return { deviceAuthorization: new URL(deviceAuthorization).pathname, token: new URL(token).pathname };
  }
}

function credentialsOf(json: Json): DeviceCredentials {
  const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } = json;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || typeof expiresIn !== 'number') throw signInError('UNEXPECTED_RESPONSE');
  return { accessToken, refreshToken, expiresIn };
}

function signInError(code: LicenceApiErrorCode): LicenceApiError {
  return new LicenceApiError(code, licenceApiMessage(code));
}

/** A refusal the flow does not expect (a malformed request, an unknown client): the server's words when it gave some. */
function failed(json: Json): LicenceApiError {
  const description = typeof json.error_description === 'string' ? json.error_description : undefined;
  return new LicenceApiError('INVALID_REQUEST', description ?? licenceApiMessage('INVALID_REQUEST'));
}
