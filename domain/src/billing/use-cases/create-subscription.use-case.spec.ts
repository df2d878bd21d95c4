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
        cancelUrl: `${TEST_SITE_ORIGIN}/checkout/professional?billingType=monthly`,
        requestId: `pf-create-${result.subscriptionId}`,
      },
    ]);
    expect(result.approvalUrl).toBe(`https://paypal.test/checkoutnow?ba_token=BA-${stored?.paypalSubscriptionId}`);
  });
});
