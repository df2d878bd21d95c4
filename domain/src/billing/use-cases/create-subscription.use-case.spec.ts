import { BILLING_ERROR_CODES } from './billing-errors';
import { rejectionOf, TEST_SITE_ORIGIN } from '../../testing/account-test-kit';
import { createBillingTestKit } from '../../testing/billing-test-kit';
import { aUser } from '../../testing/builders';

describe('CreateSubscriptionUseCase', () => {
  it.each([
    ['an unknown plan', 'gold', 'annual'],
    ['the trial, which is not sold', 'trial', 'annual'],
    ['an unknown billing type', 'standard', 'weekly'],
  ])('refuses %s, storing nothing and calling no PayPal', async (_, plan, billingType) => {
    const kit = createBillingTestKit();
    const user = await kit.givenUser(aUser().verified());

    const error = await rejectionOf(kit.create.execute({ userId: user.id, plan, billingType }));

    expect(error.code).toBe(BILLING_ERROR_CODES.invalidPlan);
    expect(await kit.subscriptions.listForUser(user.id)).toEqual([]);
    expect(kit.payments.created).toEqual([]);
  });

  // ASVS 5.0 2.4.1: each checkout creates a subscription at PayPal, so an account gets 10 an hour.
  it('refuses the 11th checkout of an account within the hour with rate_limited, calling PayPal no more', async () => {
    const kit = createBillingTestKit();
    const user = await kit.givenUser(aUser().verified());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await kit.create.execute({ userId: user.id, plan: 'standard', billingType: 'monthly' });
    }

    const error = await rejectionOf(kit.create.execute({ userId: user.id, plan: 'standard', billingType: 'monthly' }));

    expect(error).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED', details: { retryAfterSeconds: 3600 } });
    expect(kit.payments.created).toHaveLength(10);
    const other = await kit.givenUser(aUser().verified());
    await expect(kit.create.execute({ userId: other.id, plan: 'standard', billingType: 'monthly' })).resolves.toBeDefined();
  });

  it('refuses a user whose email is not verified', async () => {
    const kit = createBillingTestKit();
    const user = await kit.givenUser(aUser().unverified());

    const error = await rejectionOf(kit.create.execute({ userId: user.id, plan: 'standard', billingType: 'monthly' }));

    expect(error.code).toBe(BILLING_ERROR_CODES.emailNotVerified);
    expect(kit.payments.created).toEqual([]);
  });

  it('stores a pending subscription with the configured plan id and creates it at PayPal with our id and return URLs', async () => {
    const kit = createBillingTestKit();
    const user = await kit.givenUser(aUser().verified());

    const result = await kit.create.execute({ userId: user.id, plan: 'professional', billingType: 'monthly' });

    const stored = await kit.subscriptions.findById(result.subscriptionId);
    expect(stored).toMatchObject({
      userId: user.id,
      plan: 'professional',
      billingType: 'monthly',
      status: 'pending',
      paypalPlanId: 'P-PROFESSIONAL-MONTHLY',
      paypalSubscriptionId: expect.stringMatching(/^I-FAKE/),
    });
    expect(kit.payments.created).toEqual([
      {
        planId: 'P-PROFESSIONAL-MONTHLY',
        customId: result.subscriptionId,
        returnUrl: `${TEST_SITE_ORIGIN}/success?plan=professional&billingType=monthly`,
        cancelUrl: `${TEST_SITE_ORIGIN}/checkout/professional?billingType=monthly&checkout=cancelled`,
        requestId: `pf-create-${result.subscriptionId}`,
      },
    ]);
    expect(result.approvalUrl).toBe(`https://paypal.test/checkoutnow?ba_token=BA-${stored?.paypalSubscriptionId}`);
  });
});
