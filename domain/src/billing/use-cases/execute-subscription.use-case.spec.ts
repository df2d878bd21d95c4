import { BILLING_ERROR_CODES } from './billing-errors';
import { billingPeriodEnd } from '../../catalog/plans';
import { rejectionOf } from '../../testing/account-test-kit';
import { createBillingTestKit, type BillingTestKit } from '../../testing/billing-test-kit';
import { aUser } from '../../testing/builders';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');

type Checkout = Awaited<ReturnType<BillingTestKit['givenCheckout']>>;

describe('ExecuteSubscriptionUseCase', () => {
  it('answers 404 for another user’s subscription and for an unknown one', async () => {
    const kit = createBillingTestKit();
    const { paypalId } = await kit.givenCheckout();
    kit.payments.approve(paypalId, NEXT_BILLING, kit.clock.now());
    const stranger = await kit.givenUser(aUser().verified());

    const notTheirs = await rejectionOf(kit.execute.execute({ userId: stranger.id, paypalSubscriptionId: paypalId }));
    const unknown = await rejectionOf(kit.execute.execute({ userId: stranger.id, paypalSubscriptionId: 'I-UNKNOWN' }));

    expect([notTheirs.code, unknown.code]).toEqual([BILLING_ERROR_CODES.notFound, BILLING_ERROR_CODES.notFound]);
    expect(await kit.licenses.listForUser(stranger.id)).toEqual([]);
  });

  // ASVS 5.0 2.4.1: each confirmation asks PayPal, so an account gets 10 an hour.
  it('refuses the 11th confirmation of an account within the hour with rate_limited', async () => {
    const kit = createBillingTestKit();
    const { user, paypalId } = await kit.givenCheckout();
    kit.payments.approve(paypalId, NEXT_BILLING, kit.clock.now());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });
    }

    const error = await rejectionOf(kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId }));

    expect(error).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED', details: { retryAfterSeconds: 3600 } });
  });

  it.each([
    { refusal: 'refuses a subscription PayPal has not approved, issuing no licence', code: BILLING_ERROR_CODES.notApproved, atPaypal: () => undefined },
    {
      refusal: 'refuses when PayPal reports another plan than the one stored, issuing no licence',
      code: BILLING_ERROR_CODES.planMismatch,
      atPaypal: (kit: BillingTestKit, { subscription, paypalId }: Checkout) =>
        kit.payments.givenSubscription({ id: paypalId, planId: 'P-ENTERPRISE-ANNUAL', customId: subscription.id, nextBillingTime: NEXT_BILLING }),
    },
  ])('$refusal', async ({ code, atPaypal }) => {
    const kit = createBillingTestKit();
    const checkout = await kit.givenCheckout('standard', 'monthly');
    atPaypal(kit, checkout);

    const error = await rejectionOf(kit.execute.execute({ userId: checkout.user.id, paypalSubscriptionId: checkout.paypalId }));

    expect(error.code).toBe(code);
    expect(await kit.licenses.listForUser(checkout.user.id)).toEqual([]);
  });

  it('activates the subscription and issues a licence running to PayPal’s next billing time', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout('standard', 'monthly');
    kit.payments.approve(paypalId, NEXT_BILLING, kit.clock.now());

    const result = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });

    expect(result.license).toMatchObject({ plan: 'standard', seats: 1, isActive: true, expiryDate: NEXT_BILLING, subscriptionId: subscription.id });
    expect(result.subscription).toMatchObject({ id: subscription.id, status: 'active', endDate: NEXT_BILLING, nextBillingDate: NEXT_BILLING });
    expect(result.licenses).toEqual([result.license]);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
  });

  it('falls back to one billing period when PayPal gives no next billing time', async () => {
    const kit = createBillingTestKit();
    const { user, paypalId } = await kit.givenCheckout('standard', 'annual');
    kit.payments.approve(paypalId, null, kit.clock.now());

    const result = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });

    expect(result.license!.expiryDate).toEqual(billingPeriodEnd(kit.clock.now(), 'annual'));
  });

  it('gives an Enterprise licence five seats', async () => {
    const kit = createBillingTestKit();
    const { user, paypalId } = await kit.givenCheckout('enterprise', 'annual');
    kit.payments.approve(paypalId, NEXT_BILLING, kit.clock.now());

    const result = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });

    expect(result.license).toMatchObject({ plan: 'enterprise', seats: 5 });
  });

  it('is idempotent: a second call, concurrent or later, returns the same licence and emails it once', async () => {
    const kit = createBillingTestKit();
    const { user, paypalId } = await kit.givenCheckout('professional', 'annual');
    kit.payments.approve(paypalId, NEXT_BILLING, kit.clock.now());
    const input = { userId: user.id, paypalSubscriptionId: paypalId };

    const [first, concurrent] = await Promise.all([kit.execute.execute(input), kit.execute.execute(input)]);
    kit.clock.advance(60_000);
    const later = await kit.execute.execute(input);

    expect(concurrent.license).toEqual(first.license);
    expect(later.license).toEqual(first.license);
    expect(await kit.licenses.listForUser(user.id)).toHaveLength(1);
    expect(kit.mailsOf('license-issued')).toEqual([
      {
        to: user.email,
        template: 'license-issued',
        data: {
          firstName: user.firstName,
          licenseKey: first.license!.licenseKey,
          planName: 'Professional',
          expiryDate: 'July 1, 2025',
          dashboardUrl: kit.links.dashboardUrl,
        },
      },
    ]);
  });
});

describe('ExecuteSubscriptionUseCase before the first payment', () => {
  it('approved, the first payment still being collected: no licence, the subscription stays pending and is stamped approved ("Payment pending")', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout();
    kit.payments.approve(paypalId, NEXT_BILLING, null);

    const result = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });

    expect(result.license).toBeNull();
    expect(result.subscription).toMatchObject({ status: 'pending', approvedAt: kit.clock.now() });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'pending', approvedAt: kit.clock.now() });
  });

  it('a first payment PayPal declined answers BILLING.PAYMENT_DECLINED (409), issues nothing and closes the checkout, again on a repeat', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout();
    kit.payments.declineFirstPayment(paypalId);

    const error = await rejectionOf(kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId }));
    const repeated = await rejectionOf(kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId }));

    expect(error).toMatchObject({ kind: 'conflict', code: 'BILLING.PAYMENT_DECLINED' });
    expect(error.message).toMatch(/nothing was charged/);
    expect(repeated.code).toBe(BILLING_ERROR_CODES.paymentDeclined);
    expect(await kit.licenses.listForUser(user.id)).toEqual([]);
    expect(kit.mailsOf('license-issued')).toEqual([]);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'abandoned', approvedAt: null });
  });

  it('a first payment declined after the approval was seen: the re-check answers PAYMENT_DECLINED and the checkout is no longer "Payment pending"', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout();
    kit.payments.approve(paypalId, NEXT_BILLING, null);
    await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });
    kit.payments.declineFirstPayment(paypalId);

    const error = await rejectionOf(kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId }));

    expect(error.code).toBe(BILLING_ERROR_CODES.paymentDeclined);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'abandoned' });
  });
});
