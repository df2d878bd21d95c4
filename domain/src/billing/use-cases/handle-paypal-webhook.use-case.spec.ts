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
    expect(await kit.storedNow({ license, subscription })).toMatchObject({
      license: { isActive: true, expiryDate: RENEWED_UNTIL },
      subscription: { status: 'active', endDate: RENEWED_UNTIL, nextBillingDate: RENEWED_UNTIL },
    });
  });

  it.each([
    ['BILLING.SUBSCRIPTION.CANCELLED', 'CANCELLED', 'cancelled', true],
    ['BILLING.SUBSCRIPTION.SUSPENDED', 'SUSPENDED', 'suspended', false],
    ['BILLING.SUBSCRIPTION.EXPIRED', 'EXPIRED', 'expired', true],
  ] as const)(
    'stores the status PayPal reports after %s; the licence keeps its expiry, working unless suspended',
    async (eventType, providerStatus, status, isActive) => {
      const kit = createBillingTestKit();
      const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
      kit.payments.setStatus(paypalId, providerStatus);

      await kit.webhook.execute(kit.webhookDelivery({ id: `WH-${eventType}`, event_type: eventType, resource: { id: paypalId } }));

      expect(await kit.storedNow({ license, subscription })).toMatchObject({
        subscription: { status, nextBillingDate: null, endDate: NEXT_BILLING },
        license: { isActive, expiryDate: NEXT_BILLING },
      });
    },
  );

  it('acknowledges an event it does not act on without reading PayPal', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenActiveSubscription();
    kit.payments.setStatus(paypalId, 'CANCELLED');

    const outcome = await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-5', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { id: paypalId } }));

    expect(outcome).toBe('ignored');
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
  });

  describe('refunds and reversals, traced to the subscription through the sale', () => {
    async function givenPaidSubscription() {
      const kit = createBillingTestKit();
      const active = await kit.givenActiveSubscription('standard', 'annual', NEXT_BILLING);
      const sale = kit.payments.givenSale({
        id: 'SALE-PAID',
        subscriptionId: active.paypalId,
        amount: { value: '720.00', currency: 'USD' },
        time: kit.clock.now(),
      });
      return { kit, ...active, sale };
    }

    function refundEvent(id: string, total: string, saleId = 'SALE-PAID') {
      return {
        id,
        event_type: 'PAYMENT.SALE.REFUNDED',
        resource: { id: `REFUND-${id}`, sale_id: saleId, parent_payment: 'PAYID-1', state: 'completed', amount: { total, currency: 'USD' } },
      };
    }

    it('ends billing on a full refund of the latest payment: cancelled at PayPal, stored cancelled, licence off from now, the owner emailed once', async () => {
      const { kit, user, subscription, license, paypalId } = await givenPaidSubscription();
      kit.payments.setSaleState('SALE-PAID', 'refunded');

      expect(await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R1', '720.00')))).toBe('processed');
      expect(await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R1', '720.00')))).toBe('duplicate');

      expect(kit.payments.cancelled).toEqual([{ id: paypalId, reason: 'Payment refunded', requestId: `pf-cancel-${subscription.id}` }]);
      expect(await kit.storedNow({ license, subscription })).toMatchObject({
        license: { isActive: false, paidThrough: kit.clock.now(), expiryDate: license.expiryDate },
        subscription: { status: 'cancelled', nextBillingDate: null, endDate: kit.clock.now() },
      });
      expect(kit.mailsOf('payment-refunded')).toEqual([
        {
          to: user.email,
          template: 'payment-refunded',
          data: {
            firstName: user.firstName,
            planName: 'Standard',
            amount: '$720.00',
            paymentAmount: '$720.00',
            paymentDate: 'June 1, 2025',
            subscriptionEnded: true,
            dashboardUrl: kit.links.dashboardUrl,
          },
        },
      ]);
      expect(kit.mailsOf('license-suspended')).toEqual([]);

      // PayPal's BILLING.SUBSCRIPTION.CANCELLED for that cancellation keeps the licence suspended, not expired (the desktop app says SUSPENDED).
      expect(
        await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-CANCELLED', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: paypalId } })),
      ).not.toBe('ignored');
      expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false, expiryDate: license.expiryDate });
    });

    it('changes nothing on a partial refund', async () => {
      const { kit, subscription, license } = await givenPaidSubscription();
      kit.payments.setSaleState('SALE-PAID', 'partially_refunded');

      expect(await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R2', '100.00')))).toBe('partial-refund');

      expect(await kit.storedNow({ license, subscription })).toMatchObject({ license: { isActive: true }, subscription: { status: 'active' } });
      expect(kit.payments.cancelled).toEqual([]);
      expect(kit.mailJobs()).toHaveLength(1);
    });

    it('ends billing when a last partial refund makes the latest sale refunded at PayPal', async () => {
      const { kit, license, subscription } = await givenPaidSubscription();
      kit.payments.setSaleState('SALE-PAID', 'refunded');

      expect(await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R3', '20.00')))).toBe('processed');

      expect(await kit.storedNow({ license, subscription })).toMatchObject({ license: { isActive: false }, subscription: { status: 'cancelled' } });
      expect(kit.mailsOf('payment-refunded').map((mail) => mail.data.amount)).toEqual(['$20.00']);
    });

    it('changes nothing on a full refund of an older payment: the current period is paid by the latest one', async () => {
      const { kit, paypalId, license, subscription } = await givenPaidSubscription();
      kit.clock.set(NEXT_BILLING);
      kit.payments.renew(paypalId, RENEWED_UNTIL, NEXT_BILLING);
      kit.payments.givenSale({ id: 'SALE-RENEWAL', subscriptionId: paypalId, time: NEXT_BILLING });
      await kit.webhook.execute(
        kit.webhookDelivery({ id: 'WH-C1', event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: 'SALE-RENEWAL', billing_agreement_id: paypalId } }),
      );
      kit.payments.setSaleState('SALE-PAID', 'refunded');

      expect(await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R6', '720.00')))).toBe('older-payment-refunded');

      expect(await kit.storedNow({ license, subscription })).toMatchObject({
        license: { isActive: true, expiryDate: RENEWED_UNTIL },
        subscription: { status: 'active' },
      });
      expect(kit.payments.cancelled).toEqual([]);
    });

    it('answers 5xx (PayPal retries) when PayPal cannot cancel; the retry ends billing', async () => {
      const { kit, paypalId, license } = await givenPaidSubscription();
      kit.payments.setSaleState('SALE-PAID', 'refunded');
      kit.payments.failCancelFor(paypalId);

      await expect(kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R7', '720.00')))).rejects.toThrow(/could not be reached/);
      expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });

      kit.payments.recoverCancelFor(paypalId);
      expect(await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R7', '720.00')))).toBe('processed');
      expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false });
    });

    describe.each([
      [
        'the reversed sale, without billing_agreement_id',
        () => ({ id: 'SALE-PAID', state: 'reversed', parent_payment: 'PAYID-1', amount: { total: '720.00', currency: 'USD' } }),
      ],
      [
        'the reversed sale, with billing_agreement_id',
        (paypalId: string) => ({ id: 'SALE-PAID', state: 'reversed', billing_agreement_id: paypalId, amount: { total: '720.00', currency: 'USD' } }),
      ],
      [
        'refund-shaped, naming the sale in sale_id',
        () => ({ id: 'REVERSAL-1', sale_id: 'SALE-PAID', state: 'completed', parent_payment: 'PAYID-1', amount: { total: '720.00', currency: 'USD' } }),
      ],
    ])('a reversal whose resource is %s', (_shape, resourceOf) => {
      it('is traced to its subscription and suspends the licence, emailing the owner', async () => {
        const { kit, subscription, license, paypalId } = await givenPaidSubscription();
        kit.payments.setSaleState('SALE-PAID', 'reversed');
        const event = { id: 'WH-V1', event_type: 'PAYMENT.SALE.REVERSED', resource: resourceOf(paypalId) };

        expect(await kit.webhook.execute(kit.webhookDelivery(event))).toBe('processed');

        expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false });
        expect(kit.mailsOf('license-suspended').map((mail) => mail.data.paymentOutcome)).toEqual(['reversed']);
        expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active' });
      });
    });

    it('ignores a reversal PayPal no longer reports, and a refund of a payment outside our subscriptions', async () => {
      const { kit, license } = await givenPaidSubscription();
      kit.payments.givenSale({ id: 'SALE-OTHER', subscriptionId: null });
      const reversal = { id: 'WH-V2', event_type: 'PAYMENT.SALE.REVERSED', resource: { id: 'SALE-PAID', state: 'reversed' } };

      expect(await kit.webhook.execute(kit.webhookDelivery(reversal))).toBe('ignored');
      expect(await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R4', '720.00', 'SALE-OTHER')))).toBe('ignored');

      expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });
    });

    it('no later event revives a subscription ended by a refund: a late completion or activation finds it cancelled at PayPal', async () => {
      const { kit, paypalId, license, subscription } = await givenPaidSubscription();
      kit.payments.setSaleState('SALE-PAID', 'refunded');
      await kit.webhook.execute(kit.webhookDelivery(refundEvent('WH-R5', '720.00')));

      for (const [id, type, resource] of [
        ['WH-C5', 'PAYMENT.SALE.COMPLETED', { id: 'SALE-PAID', billing_agreement_id: paypalId }],
        ['WH-A5', 'BILLING.SUBSCRIPTION.ACTIVATED', { id: paypalId }],
        ['WH-RA5', 'BILLING.SUBSCRIPTION.RE-ACTIVATED', { id: paypalId }],
      ] as const) {
        await kit.webhook.execute(kit.webhookDelivery({ id, event_type: type, resource }));
      }
      await kit.reconcile.execute();

      expect(await kit.storedNow({ license, subscription })).toMatchObject({ license: { isActive: false }, subscription: { status: 'cancelled' } });
    });
  });

  it('activates an abandoned checkout when PayPal announces its activation', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenCheckout();
    await kit.subscriptions.update({ ...subscription, status: 'abandoned' });
    kit.payments.renew(paypalId, NEXT_BILLING, kit.clock.now());

    await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-A1', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: paypalId } }));

    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'active', nextBillingDate: NEXT_BILLING });
    expect(await kit.licenses.findBySubscriptionId(subscription.id)).toMatchObject({ isActive: true, expiryDate: NEXT_BILLING });
  });

  it('cancels at PayPal, issuing no licence, a checkout PayPal activates after its account was deleted', async () => {
    const kit = createBillingTestKit();
    const { user, subscription, paypalId } = await kit.givenCheckout();
    await kit.deletionHook.beforeAccountDeletion(user.id);
    await kit.subscriptions.detachFromUser(user.id);
    kit.payments.setStatus(paypalId, 'ACTIVE', NEXT_BILLING);

    const outcome = await kit.webhook.execute(
      kit.webhookDelivery({ id: 'WH-ORPHAN', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: paypalId } }),
    );

    expect(outcome).toBe('cancelled-closed');
    expect(kit.payments.cancelled).toEqual([{ id: paypalId, reason: expect.any(String), requestId: `pf-cancel-${subscription.id}` }]);
    expect(await kit.licenses.findBySubscriptionId(subscription.id)).toBeNull();
  });

  it('cancels at PayPal a subscription cancelled here that PayPal still reports ACTIVE', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    await kit.sync.markCancelled(subscription);

    const outcome = await kit.webhook.execute(
      kit.webhookDelivery({ id: 'WH-CLOSED', event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: 'SALE-9', billing_agreement_id: paypalId } }),
    );

    expect(outcome).toBe('cancelled-closed');
    expect(kit.payments.cancelled.map((call) => call.id)).toEqual([paypalId]);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'cancelled' });
  });

  it('records a buyer’s dispute against the subscription its payment belongs to, then its resolution', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.givenSale({ id: 'SALE-D', subscriptionId: paypalId });
    const dispute = {
      dispute_id: 'PP-D-7',
      disputed_transactions: [{ seller_transaction_id: 'SALE-D' }],
      reason: 'UNAUTHORISED',
      status: 'OPEN',
      dispute_amount: { value: '720.00', currency_code: 'USD' },
    };

    expect(await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-D1', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: dispute }))).toBe('dispute-recorded');
    const resolved = { ...dispute, status: 'RESOLVED', dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' } };
    expect(await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-D2', event_type: 'CUSTOMER.DISPUTE.RESOLVED', resource: resolved }))).toBe(
      'dispute-recorded',
    );

    expect(await kit.disputes.listForSubscription(subscription.id)).toEqual([
      expect.objectContaining({
        disputeId: 'PP-D-7',
        saleId: 'SALE-D',
        status: 'RESOLVED',
        reason: 'UNAUTHORISED',
        outcome: 'RESOLVED_BUYER_FAVOUR',
        amount: { value: '720.00', currency: 'USD' },
      }),
    ]);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });
  });
});
