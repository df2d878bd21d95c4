import { HOUR_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryInstallerDownloadRepository } from '../../testing/in-memory-installer-download.repository';
import { InMemoryRateLimiter } from '../../testing/in-memory-rate-limiter';
import { InMemoryReleaseRepository } from '../../testing/in-memory-release.repository';
import { InMemoryStore } from '../../testing/in-memory-store';
import { FAKE_CAPTCHA_VALID_TOKEN, RecordingCaptchaVerifier } from '../../testing/recording-captcha-verifier';
import { RecordingFileStorage } from '../../testing/recording-file-storage';
import { SequentialTokenGenerator } from '../../testing/sequential-token-generator';
import { RequestInstallerDownloadUseCase, type RequestInstallerDownloadInput } from './request-installer-download.use-case';

const OBJECT_KEY = 'installers/PointForge-Setup-1.0.7.exe';
const USER_ID = 'user-42';
const IP = '203.0.113.20';

function setUp() {
  const store = new InMemoryStore();
  const captcha = new RecordingCaptchaVerifier();
  const storage = new RecordingFileStorage();
  const downloads = new InMemoryInstallerDownloadRepository(store);
  const clock = new FixedClock();
  const limiter = new InMemoryRateLimiter(clock);
  const releases = new InMemoryReleaseRepository(store);
  const release = {
    channel: 'stable',
    platform: 'windows',
    size: 5,
    sha512: 'b'.repeat(128),
    edSignature: 'c2ln',
    notes: '',
    publishedBy: null,
    createdAt: clock.now(),
  } as const;
  store.releases.insert({
    ...release,
    id: 'r-107',
    version: '1.0.7',
    objectKey: OBJECT_KEY,
    fileName: 'PointForge-Setup-1.0.7.exe',
    sha256: 'a'.repeat(64),
    releasedAt: new Date('2025-05-29T00:00:00Z'),
  });
  const requestDownload = new RequestInstallerDownloadUseCase(captcha, storage, downloads, limiter, new SequentialTokenGenerator(), clock, releases);
  const recorded = () => store.installerDownloads.filter(() => true);
  return { captcha, storage, clock, requestDownload, recorded, store, release };
}

const input = (overrides: Partial<RequestInstallerDownloadInput> = {}): RequestInstallerDownloadInput => ({
  userId: USER_ID,
  captchaToken: FAKE_CAPTCHA_VALID_TOKEN,
  ipAddress: IP,
  platform: 'windows',
  ...overrides,
});

describe('RequestInstallerDownloadUseCase', () => {
  it('answers a 5-minute link to the seeded installer as PointForge-Setup-1.0.7.exe, with version, release date and checksum', async () => {
    const { storage, requestDownload } = setUp();

    const link = await requestDownload.execute(input());

    expect(storage.requests).toEqual([{ objectKey: OBJECT_KEY, fileName: 'PointForge-Setup-1.0.7.exe', expiresInSeconds: 300, url: expect.any(String) }]);
    expect(link).toEqual({
      downloadUrl: storage.requests[0]!.url,
      version: '1.0.7',
      releaseDate: '2025-05-29',
      platform: 'windows',
      sha256: 'a'.repeat(64),
      size: 5,
    });
  });

  it('serves the latest stable release of the platform asked for, and 404 for a platform without one', async () => {
    const { store, release, requestDownload } = setUp();
    const published = {
      ...release,
      objectKey: 'releases/r/PointForge-1.1.0.exe',
      fileName: 'PointForge-1.1.0.exe',
      sha256: 'd'.repeat(64),
      releasedAt: new Date('2025-09-01T00:00:00Z'),
    };
    store.releases.insert({ ...published, id: 'r-110', version: '1.1.0' });
    store.releases.insert({ ...published, id: 'r-120b', version: '1.2.0-beta.1', channel: 'beta' });

    expect(await requestDownload.execute(input())).toMatchObject({ version: '1.1.0', releaseDate: '2025-09-01', sha256: 'd'.repeat(64) });
    expect(await rejectionOf(requestDownload.execute(input({ platform: 'macos' })))).toMatchObject({ kind: 'not_found', code: 'DOWNLOADS.NO_RELEASE' });
  });

  it('has the provider check the token with the caller’s address', async () => {
    const { captcha, requestDownload } = setUp();

    await requestDownload.execute(input({ captchaToken: FAKE_CAPTCHA_VALID_TOKEN, ipAddress: IP }));
    await requestDownload.execute(input({ ipAddress: null }));

    expect(captcha.calls).toEqual([
      { responseToken: FAKE_CAPTCHA_VALID_TOKEN, remoteIp: IP },
      { responseToken: FAKE_CAPTCHA_VALID_TOKEN, remoteIp: null },
    ]);
  });

  it('records each download with the user, version, address and time', async () => {
    const { clock, requestDownload, recorded } = setUp();

    await requestDownload.execute(input());
    clock.advance(1000);
    await requestDownload.execute(input({ ipAddress: null }));

    expect(recorded()).toEqual([
      { id: expect.any(String), userId: USER_ID, version: '1.0.7', ipAddress: IP, createdAt: new Date(clock.now().getTime() - 1000) },
      { id: expect.any(String), userId: USER_ID, version: '1.0.7', ipAddress: null, createdAt: clock.now() },
    ]);
  });

  it('refuses a token the provider rejects with 400 and no link, recording nothing', async () => {
    const { storage, requestDownload, recorded } = setUp();

    const error = await rejectionOf(requestDownload.execute(input({ captchaToken: 'wrong' })));

    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'DOWNLOADS.CAPTCHA_FAILED',
      message: 'Captcha verification failed. Please try again.',
    });
    expect(storage.requests).toEqual([]);
    expect(recorded()).toEqual([]);
  });

  it('answers provider_failed (502) when the provider cannot be asked', async () => {
    const { captcha, storage, requestDownload, recorded } = setUp();
    captcha.failWith(new Error('connect ECONNREFUSED'));

    const error = await rejectionOf(requestDownload.execute(input()));

    expect(error).toMatchObject({ kind: 'provider_failed', code: 'DOWNLOADS.CAPTCHA_UNAVAILABLE' });
    expect(error.message).not.toContain('ECONNREFUSED');
    expect(storage.requests).toEqual([]);
    expect(recorded()).toEqual([]);
  });

  it('allows 10 requests an hour per user, then 429 without asking the provider', async () => {
    const { captcha, clock, requestDownload } = setUp();
    for (let i = 0; i < 10; i += 1) await requestDownload.execute(input());

    const limited = await rejectionOf(requestDownload.execute(input()));

    expect(limited).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED' });
    expect(captcha.calls).toHaveLength(10);
    expect(await requestDownload.execute(input({ userId: 'someone-else' }))).toMatchObject({ version: '1.0.7' });
    clock.advance(HOUR_MS);
    expect(await requestDownload.execute(input())).toMatchObject({ version: '1.0.7' });
  });
});
