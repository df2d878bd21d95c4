import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startSiteverifyTestServer, type SiteverifyTestServer } from '../testing/siteverify-test-server';
import { describeCaptchaVerifierContract } from './captcha-verifier.contract';
import { CaptchaProviderError, HCAPTCHA_SITEVERIFY_URL, HCAPTCHA_TIMEOUT_MS, HcaptchaVerifier } from './hcaptcha-verifier';

const SECRET = '0x1111111111111111111111111111111111111111';
const SITE_KEY = 'aaaaaaaa-bbbb-cccc-dddd-000000000001';
const GOOD_TOKEN = 'P1_good-token';
const CLIENT_IP = '203.0.113.7';

describeCaptchaVerifierContract('HcaptchaVerifier against a local siteverify server', async () => {
  const server = await startSiteverifyTestServer({ secret: SECRET, acceptedTokens: [GOOD_TOKEN] });
  return {
    verifier: new HcaptchaVerifier({ secret: SECRET, siteKey: SITE_KEY, verifyUrl: server.url }),
    acceptedToken: GOOD_TOKEN,
    dispose: () => server.close(),
  };
});

describe('HcaptchaVerifier', () => {
  let server: SiteverifyTestServer;
  let logged: string[];

  beforeAll(async () => {
    server = await startSiteverifyTestServer({ secret: SECRET, acceptedTokens: [GOOD_TOKEN] });
  });

  afterAll(() => server.close());

  beforeEach(() => {
    server.answerNormally();
    logged = [];
  });

  function verifier(overrides: Partial<ConstructorParameters<typeof HcaptchaVerifier>[0]> = {}): HcaptchaVerifier {
    return new HcaptchaVerifier({
      secret: SECRET,
      siteKey: SITE_KEY,
      verifyUrl: server.url,
      log: (line) => logged.push(line),
      ...overrides,
    });
  }

  function lastRequest() {
    return server.requests[server.requests.length - 1];
  }

  it('posts secret, response, remoteip and sitekey as a form', async () => {
    expect(await verifier().verify(GOOD_TOKEN, CLIENT_IP)).toBe(true);

    expect(lastRequest()).toEqual({
      method: 'POST',
      path: '/siteverify',
      contentType: 'application/x-www-form-urlencoded',
      fields: { secret: SECRET, response: GOOD_TOKEN, remoteip: CLIENT_IP, sitekey: SITE_KEY },
    });
  });

  it('leaves out remoteip without a client address, and sitekey without a site key', async () => {
    await verifier({ siteKey: undefined }).verify(GOOD_TOKEN, null);

    expect(lastRequest()?.fields).toEqual({ secret: SECRET, response: GOOD_TOKEN });
  });

  it('sends a token with form-special characters intact', async () => {
    const token = 'P1_a+b/c=d&e%f';
    expect(await verifier().verify(token, null)).toBe(false);
    expect(lastRequest()?.fields.response).toBe(token);
  });

  it('maps success: true to true and success: false to false, logging nothing', async () => {
    expect(await verifier().verify(GOOD_TOKEN, CLIENT_IP)).toBe(true);
    expect(await verifier().verify('P1_expired', CLIENT_IP)).toBe(false);
    server.answerWith({ status: 200, body: JSON.stringify({ success: false, 'error-codes': ['already-seen-response'] }) });
    expect(await verifier().verify(GOOD_TOKEN, CLIENT_IP)).toBe(false);
    expect(logged).toEqual([]);
  });

  it('throws a provider error on a 500, and logs it', async () => {
    server.answerWith({ status: 500, body: 'Internal Server Error' });

    await expect(verifier().verify(GOOD_TOKEN, CLIENT_IP)).rejects.toThrow(new CaptchaProviderError('hCaptcha siteverify answered HTTP 500'));
    expect(logged).toEqual(['hCaptcha siteverify answered HTTP 500']);
  });

  it('throws on a 429 and on an answer that is not JSON or has no success flag', async () => {
    server.answerWith({ status: 429, body: '{"success":false}' });
    await expect(verifier().verify(GOOD_TOKEN, null)).rejects.toBeInstanceOf(CaptchaProviderError);

    server.answerWith({ status: 200, body: '<html>gateway</html>' });
    await expect(verifier().verify(GOOD_TOKEN, null)).rejects.toThrow(/other than JSON/);

    server.answerWith({ status: 200, body: '{"ok":true}' });
    await expect(verifier().verify(GOOD_TOKEN, null)).rejects.toThrow(/without a success flag/);
  });

  it('throws when hCaptcha refuses our own secret instead of blaming the visitor', async () => {
    await expect(verifier({ secret: '0xwrong' }).verify(GOOD_TOKEN, CLIENT_IP)).rejects.toThrow(/refused our configuration \(invalid-input-secret\)/);
    server.answerWith({ status: 200, body: JSON.stringify({ success: false, 'error-codes': ['sitekey-secret-mismatch'] }) });
    await expect(verifier().verify(GOOD_TOKEN, CLIENT_IP)).rejects.toBeInstanceOf(CaptchaProviderError);
  });

  it('throws when the provider cannot be reached', async () => {
    const closed = await startSiteverifyTestServer({ secret: SECRET, acceptedTokens: [] });
    await closed.close();

    await expect(verifier({ verifyUrl: closed.url }).verify(GOOD_TOKEN, null)).rejects.toThrow(/could not be reached/);
  });

  it('gives up after the timeout', async () => {
    server.answerWith({ status: 200, body: '{"success":true}', delayMs: 1_000 });
    const started = Date.now();

    await expect(verifier({ timeoutMs: 100 }).verify(GOOD_TOKEN, null)).rejects.toThrow(
      'hCaptcha siteverify could not be reached: no answer within the timeout',
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('defaults to hCaptcha’s endpoint and a 5 second timeout', () => {
    expect(HCAPTCHA_SITEVERIFY_URL).toBe('https://api.hcaptcha.com/siteverify');
    expect(HCAPTCHA_TIMEOUT_MS).toBe(5_000);
  });
});
