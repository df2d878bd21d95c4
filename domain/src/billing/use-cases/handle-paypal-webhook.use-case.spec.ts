import { BILLING_ERROR_CODES } from './billing-errors';
import { rejectionOf } from '../../testing/account-test-kit';
import { createBillingTestKit } from '../../testing/billing-test-kit';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');
const RENEWED_UNTIL = new Date('2025-08-01T00:00:00.000Z');

describe('HandlePaypalWebhookUseCase', () => {
  it('refuses a delivery PayPal does not verify, recording and changing nothing', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.setStatus(paypalId, 'CANCELLED');
    const event = { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: paypalId } };

    const error = await rejectionOf(kit.webhook.execute(kit.webhookDelivery(event, false)));

    expect(error.code).toBe(BILLING_ERROR_CODES.webhookInvalid);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
    // Not recorded: the genuine delivery of the same event is still processed.
    expect(await kit.webhook.execute(kit.webhookDelivery(event))).toBe('processed');
  });

  it('processes an event once; a replay is acknowledged without work', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    const event = { id: 'WH-2', event_type: 'BILLING.SUBSCRIPTION.SUSPENDED', resource: { id: paypalId } };
    kit.payments.setStatus(paypalId, 'SUSPENDED');

    expect(await kit.webhook.execute(kit.webhookDelivery(event))).toBe('processed');
    kit.payments.setStatus(paypalId, 'CANCELLED');
    expect(await kit.webhook.execute(kit.webhookDelivery(event))).toBe('duplicate');

    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'suspended' });
  });

  it('processes the retry of a delivery whose handling failed (PayPal could not be read)', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.setStatus(paypalId, 'SUSPENDED');
    const event = { id: 'WH-RETRY', event_type: 'BILLING.SUBSCRIPTION.SUSPENDED', resource: { id: paypalId } };
    kit.payments.failGetFor(paypalId);

    await expect(kit.webhook.execute(kit.webhookDelivery(event))).rejects.toThrow('PayPal could not be reached');
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });

    kit.payments.recoverGetFor(paypalId);
    expect(await kit.webhook.execute(kit.webhookDelivery(event))).toBe('processed');
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'suspended' });
  });

  it('extends the licence to the new period when a renewal payment completes', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.clock.set(NEXT_BILLING);
    kit.payments.renew(paypalId, RENEWED_UNTIL, NEXT_BILLING);

    const outcome = await kit.webhook.execute(
      kit.webhookDelivery({ id: 'WH-3', event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: 'SALE-1', billing_agreement_id: paypalId } }),
    );

    expect(outcome).toBe('processed');
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: RENEWED_UNTIL });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active', endDate: RENEWED_UNTIL, nextBillingDate: RENEWED_UNTIL });
  });

  it.each([
    ['BILLING.SUBSCRIPTION.CANCELLED', 'CANCELLED', 'cancelled'],
    ['BILLING.SUBSCRIPTION.SUSPENDED', 'SUSPENDED', 'suspended'],
    ['BILLING.SUBSCRIPTION.EXPIRED', 'EXPIRED', 'expired'],
  ] as const)('stores the status PayPal reports after %s, keeping the licence to its expiry', async (eventType, providerStatus, status) => {
    const kit = createBillingTestKit();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.setStatus(paypalId, providerStatus);

    await kit.webhook.execute(kit.webhookDelivery({ id: `WH-${eventType}`, event_type: eventType, resource: { id: paypalId } }));

    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status, nextBillingDate: null, endDate: NEXT_BILLING });
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true, expiryDate: NEXT_BILLING });
  });

  it('acknowledges an event it does not act on without reading PayPal', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenActiveSubscription();
    kit.payments.setStatus(paypalId, 'CANCELLED');

    const outcome = await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-5', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { id: paypalId } }));

    expect(outcome).toBe('ignored');
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
  });
});
