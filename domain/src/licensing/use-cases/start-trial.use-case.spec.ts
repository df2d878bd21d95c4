import { RATE_LIMIT_KEYS } from '../../shared/rate-limit-rules';
import { DAY_MS, HOUR_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf, TEST_SITE_ORIGIN } from '../../testing/account-test-kit';
import { aLicense, aUser } from '../../testing/builders';
import { InMemoryLicenseRepository } from '../../testing/in-memory-license.repository';
import { UniqueConstraintViolation } from '../../testing/in-memory-table';
import { SequentialTokenGenerator } from '../../testing/sequential-token-generator';
import type { License } from '../license.entity';
import { isLicenseKey } from '../license-key';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { StartTrialUseCase } from './start-trial.use-case';

const isDuplicate = (error: unknown) => error instanceof UniqueConstraintViolation;

/** Tokens whose first `randomBytes` calls return the given bytes, then carry on as usual. */
class ScriptedBytes extends SequentialTokenGenerator {
  constructor(private readonly scripted: Uint8Array[]) {
    super();
  }
  override randomBytes(count: number): Uint8Array {
    return this.scripted.shift() ?? super.randomBytes(count);
  }
}

const ZERO_BYTES = () => new Uint8Array(25);
const ZERO_KEY = 'PF-00000-00000-00000-00000-00000';

function setUp(options: { licenses?: LicenseRepositoryPort; tokens?: SequentialTokenGenerator } = {}) {
  const kit = createAccountTestKit();
  const startTrial = new StartTrialUseCase(
    kit.users,
    options.licenses ?? kit.licenses,
    kit.trialLedgerKeys,
    options.tokens ?? kit.tokens,
    kit.clock,
    kit.jobs,
    kit.links,
    kit.limiter,
    isDuplicate,
    kit.transaction,
  );
  return { kit, startTrial };
}

describe('StartTrialUseCase', () => {
  it('issues a verified user a 7-day trial: plan trial, one seat, no subscription, active', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().verified());

    const license = await startTrial.execute({ userId: user.id });

    const now = kit.clock.now();
    expect(license).toEqual({
      id: expect.any(String),
      licenseKey: expect.any(String),
      plan: 'trial',
      isActive: true,
      expiryDate: new Date(now.getTime() + 7 * DAY_MS),
      paidThrough: null,
      subscriptionId: null,
      createdAt: now,
      seats: 1,
    });
    expect(license).not.toHaveProperty('userId');
    expect(isLicenseKey(license.licenseKey)).toBe(true);
    expect(await kit.licenses.listForUser(user.id)).toEqual([{ ...license, userId: user.id, suspendedAt: null, billingType: null }]);
    expect((await kit.users.findById(user.id))?.hasHeldLicense).toBe(true);
  });

  it('emails the key, the expiry as a long US date and the dashboard link, once per licence', async () => {
    const { kit, startTrial } = setUp();
    kit.clock.set(new Date('2025-06-10T09:30:00.000Z'));
    const user = await kit.givenUser(aUser().verified().withEmail('ada@example.com').withName('Ada', 'Lovelace'));

    const license = await startTrial.execute({ userId: user.id });

    expect(kit.jobs.jobs).toEqual([
      {
        name: 'send-mail',
        jobId: `trial-license:${license.id}`,
        payload: {
          idempotencyKey: `trial-license:${license.id}`,
          message: {
            to: 'ada@example.com',
            template: 'trial-license',
            data: {
              firstName: 'Ada',
              licenseKey: license.licenseKey,
              expiryDate: 'June 17, 2025',
              dashboardUrl: `${TEST_SITE_ORIGIN}/dashboard`,
            },
          },
        },
      },
    ]);
  });

  it('issues no trial when its email cannot be queued, so asking again still gets one', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().verified());
    const enqueue = kit.jobs.enqueue.bind(kit.jobs);
    kit.jobs.enqueue = async () => {
      throw new Error('connection lost');
    };

    await expect(startTrial.execute({ userId: user.id })).rejects.toThrow('connection lost');

    expect(await kit.licenses.listForUser(user.id)).toEqual([]);
    expect((await kit.users.findById(user.id))?.hasHeldLicense).toBe(false);
    kit.jobs.enqueue = enqueue;
    const license = await startTrial.execute({ userId: user.id });
    expect(kit.mailsOf('trial-license').map((mail) => mail.data.licenseKey)).toEqual([license.licenseKey]);
  });

  it('refuses a second trial with 409 and the spec message, storing and sending nothing more', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().verified());
    const first = await startTrial.execute({ userId: user.id });

    const error = await rejectionOf(startTrial.execute({ userId: user.id }));

    expect(error).toMatchObject({
      kind: 'conflict',
      code: 'LICENSING.TRIAL_NOT_AVAILABLE',
      message: 'You already have a license. Trial licenses are only available for new users.',
    });
    expect((await kit.licenses.listForUser(user.id)).map((license) => license.id)).toEqual([first.id]);
    expect(kit.mailsOf('trial-license')).toHaveLength(1);
  });

  it('refuses a user who holds a paid licence', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().verified());
    await kit.licenses.issueForSubscriptionOnce(aLicense().ownedBy(user.id).withPlan('enterprise').build());

    const error = await rejectionOf(startTrial.execute({ userId: user.id }));

    expect(error).toMatchObject({ kind: 'conflict', code: 'LICENSING.TRIAL_NOT_AVAILABLE' });
    expect(await kit.licenses.listForUser(user.id)).toHaveLength(1);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('refuses a user who once held a licence, even with none left', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().verified().thatHasHeldALicense());

    const error = await rejectionOf(startTrial.execute({ userId: user.id }));

    expect(error.code).toBe('LICENSING.TRIAL_NOT_AVAILABLE');
    expect(await kit.licenses.listForUser(user.id)).toEqual([]);
  });

  it('issues one trial out of many concurrent requests; the others get 409', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().verified());

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => startTrial.execute({ userId: user.id })));

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals.map((reason: { code: string }) => reason.code)).toEqual(Array(4).fill('LICENSING.TRIAL_NOT_AVAILABLE'));
    expect(await kit.licenses.listForUser(user.id)).toHaveLength(1);
    expect(kit.mailsOf('trial-license')).toHaveLength(1);
  });

  it('refuses an unverified user with 403 before counting or storing anything', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().unverified());

    const error = await rejectionOf(startTrial.execute({ userId: user.id }));

    expect(error).toMatchObject({
      kind: 'forbidden',
      code: 'ACCOUNTS.EMAIL_NOT_VERIFIED',
      message: 'Please verify your email before starting a trial.',
    });
    expect(await kit.licenses.listForUser(user.id)).toEqual([]);
    expect((await kit.limiter.peek(RATE_LIMIT_KEYS.trialPerUser(user.id), { limit: 1, windowMs: HOUR_MS })).allowed).toBe(true);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('answers not_found for a user that is gone', async () => {
    const { startTrial } = setUp();

    const error = await rejectionOf(startTrial.execute({ userId: 'no-such-user' }));

    expect(error).toMatchObject({ kind: 'not_found', code: 'ACCOUNTS.USER_NOT_FOUND' });
  });

  it('allows 5 attempts an hour per user, then 429 with Retry-After until the window ends', async () => {
    const { kit, startTrial } = setUp();
    const user = await kit.givenUser(aUser().verified());
    await startTrial.execute({ userId: user.id });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await rejectionOf(startTrial.execute({ userId: user.id }))).code).toBe('LICENSING.TRIAL_NOT_AVAILABLE');
    }

    const limited = await rejectionOf(startTrial.execute({ userId: user.id }));
    expect(limited).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED' });
    expect(limited.details.retryAfterSeconds).toBe(3600);

    kit.clock.advance(HOUR_MS);
    expect((await rejectionOf(startTrial.execute({ userId: user.id }))).code).toBe('LICENSING.TRIAL_NOT_AVAILABLE');
  });

  describe('the trial ledger', () => {
    const TAKEN = {
      kind: 'conflict',
      code: 'LICENSING.TRIAL_NOT_AVAILABLE',
      message: 'You already have a license. Trial licenses are only available for new users.',
    };

    it('refuses a second trial to an address whose account was deleted and registered again', async () => {
      const { kit, startTrial } = setUp();
      const first = await kit.givenUser(aUser().verified().withEmail('ann@example.com'));
      await startTrial.execute({ userId: first.id });
      await kit.users.delete(first.id);
      const again = await kit.givenUser(aUser().verified().withEmail('ann@example.com'));

      expect(await rejectionOf(startTrial.execute({ userId: again.id }))).toMatchObject(TAKEN);
      expect(await kit.licenses.listForUser(again.id)).toEqual([]);
      expect(kit.mailsOf('trial-license')).toHaveLength(1);
    });

    it.each(['Ann+second@Example.com', 'a.n.n@googlemail.com'])('refuses a trial to %s, another spelling of an address that had one', async (variant) => {
      const { kit, startTrial } = setUp();
      const original = variant.endsWith('googlemail.com') ? 'ann@gmail.com' : 'ann@example.com';
      await startTrial.execute({ userId: (await kit.givenUser(aUser().verified().withEmail(original))).id });
      const other = await kit.givenUser(aUser().verified().withEmail(variant.toLowerCase()));

      expect(await rejectionOf(startTrial.execute({ userId: other.id }))).toMatchObject(TAKEN);
    });

    it('still issues a trial to a different address', async () => {
      const { kit, startTrial } = setUp();
      await startTrial.execute({ userId: (await kit.givenUser(aUser().verified().withEmail('ann@example.com'))).id });
      const bob = await kit.givenUser(aUser().verified().withEmail('bob@example.com'));

      await expect(startTrial.execute({ userId: bob.id })).resolves.toMatchObject({ plan: 'trial' });
    });

    it('issues one trial when two spellings of one address ask at the same time', async () => {
      const { kit, startTrial } = setUp();
      const ann = await kit.givenUser(aUser().verified().withEmail('ann@gmail.com'));
      const annDotted = await kit.givenUser(aUser().verified().withEmail('a.nn+2@gmail.com'));

      const outcomes = await Promise.allSettled([startTrial.execute({ userId: ann.id }), startTrial.execute({ userId: annDotted.id })]);

      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(kit.mailsOf('trial-license')).toHaveLength(1);
    });
  });

  describe('when the new key is already taken', () => {
    it('draws a new key and issues the trial', async () => {
      const tokens = new ScriptedBytes([ZERO_BYTES()]);
      const { kit, startTrial } = setUp({ tokens });
      const holder = await kit.givenUser(aUser().verified());
      await kit.licenses.issueTrialOnce(aLicense().trial().ownedBy(holder.id).withKey(ZERO_KEY).build(), 'holder');
      const user = await kit.givenUser(aUser().verified());

      const license = await startTrial.execute({ userId: user.id });

      expect(license.licenseKey).not.toBe(ZERO_KEY);
      expect(isLicenseKey(license.licenseKey)).toBe(true);
      expect(await kit.licenses.listForUser(user.id)).toHaveLength(1);
      expect(kit.mailsOf('trial-license')[0]?.data.licenseKey).toBe(license.licenseKey);
    });

    it('gives up after three duplicates with the store’s error, issuing nothing', async () => {
      const tokens = new ScriptedBytes([ZERO_BYTES(), ZERO_BYTES(), ZERO_BYTES()]);
      const { kit, startTrial } = setUp({ tokens });
      const holder = await kit.givenUser(aUser().verified());
      await kit.licenses.issueTrialOnce(aLicense().trial().ownedBy(holder.id).withKey(ZERO_KEY).build(), 'holder');
      const user = await kit.givenUser(aUser().verified());

      await expect(startTrial.execute({ userId: user.id })).rejects.toBeInstanceOf(UniqueConstraintViolation);

      expect(await kit.licenses.listForUser(user.id)).toEqual([]);
      expect((await kit.users.findById(user.id))?.hasHeldLicense).toBe(false);
      expect(kit.jobs.jobs).toEqual([]);
    });
  });

  it('does not retry an error other than a duplicate', async () => {
    class BrokenLicenses extends InMemoryLicenseRepository {
      calls = 0;
      override async issueTrialOnce(_license: License, _ledgerKey: string): Promise<boolean> {
        this.calls += 1;
        throw new Error('connection lost');
      }
    }
    const licenses = new BrokenLicenses();
    const { kit, startTrial } = setUp({ licenses });
    const user = await kit.givenUser(aUser().verified());

    await expect(startTrial.execute({ userId: user.id })).rejects.toThrow('connection lost');
    expect(licenses.calls).toBe(1);
    expect(kit.jobs.jobs).toEqual([]);
  });
});
