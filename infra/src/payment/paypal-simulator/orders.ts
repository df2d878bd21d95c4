import { SimulatorError, invalidRequest, unprocessable } from './errors';
import type { Money, SimulatedOrder } from './types';
import { paypalId, toCents } from './values';

/** One-time payments (checkout_orders_v2, intent CAPTURE): created, approved by the buyer, captured. */
export class SimulatorOrders {
  /** One-time payments (POST /v2/checkout/orders), by id. */
  readonly orders = new Map<string, SimulatedOrder>();
  /** PayPal-Request-Id of each order created or captured, and the order: a retry gets the same answer. */
  private readonly ordersByRequestId = new Map<string, string>();

  /** `baseUrl` tells where the simulator listens, for the links an order carries. */
  constructor(private readonly baseUrl: () => string) {}

  /**
   * POST /v2/checkout/orders, intent CAPTURE: a one-time payment of the first purchase unit's
   * amount, CREATED with an `approve` link to the simulator's approval page (`token` the
   * order id, as PayPal's). A repeated PayPal-Request-Id answers the same order.
   */
  create(json: Record<string, unknown>, requestId: string | undefined): Record<string, unknown> {
    const earlier = requestId === undefined ? undefined : this.orders.get(this.ordersByRequestId.get(`create:${requestId}`) ?? '');
    if (earlier) return this.view(earlier);
    const units = Array.isArray(json.purchase_units)
      ? (json.purchase_units as Array<{ amount?: Partial<Money> & { breakdown?: unknown }; custom_id?: unknown; description?: unknown }>)
      : [];
    const context = (json.application_context ?? {}) as Record<string, unknown>;
    // The orders API words its 400 issues its own way (checkout_orders_v2's `400`).
    const missing = (field: string) =>
      invalidRequest({ field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required parameter is missing.' });
    if (json.intent !== 'CAPTURE') throw missing('/intent');
    if (units.length === 0) {
      throw invalidRequest({
        field: '/purchase_units',
        location: 'body',
        issue: 'INVALID_ARRAY_MIN_ITEMS',
        description: 'The number of items in an array parameter is too small.',
      });
    }
    const amount = units[0]?.amount;
    if (typeof amount?.value !== 'string' || typeof amount.currency_code !== 'string') throw missing('/purchase_units/0/amount');
    if (typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') throw missing('/application_context/return_url');
    const breakdown = orderBreakdown(amount as Money & { breakdown?: unknown });
    const now = new Date().toISOString();
    const order: SimulatedOrder = {
      id: paypalId('', 17),
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: amount.currency_code, value: amount.value, ...(breakdown && { breakdown }) },
          ...(typeof units[0]?.custom_id === 'string' ? { custom_id: units[0].custom_id } : {}),
          ...(typeof units[0]?.description === 'string' ? { description: units[0].description } : {}),
        },
      ],
      create_time: now,
      update_time: now,
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      declines: false,
    };
    this.orders.set(order.id, order);
    if (requestId !== undefined) this.ordersByRequestId.set(`create:${requestId}`, order.id);
    return this.view(order);
  }

  /** The buyer approves the order on PayPal's page; returns where the browser goes (`token` the order id, and `PayerID`). */
  approve(id: string, { paymentDeclines = false }: { paymentDeclines?: boolean } = {}): string {
    const order = this.orders.get(id);
    if (!order || order.status !== 'CREATED') throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No order waits for approval');
    order.status = 'APPROVED';
    order.declines = paymentDeclines;
    order.update_time = new Date().toISOString();
    const url = new URL(order.returnUrl);
    url.searchParams.set('token', order.id);
    url.searchParams.set('PayerID', paypalId('', 13));
    return url.toString();
  }

  cancelRedirect(id: string): string {
    const order = this.orders.get(id);
    if (!order) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No such order');
    const url = new URL(order.cancelUrl);
    url.searchParams.set('token', order.id);
    return url.toString();
  }

  /**
   * POST /v2/checkout/orders/{id}/capture: the approved order's amount is taken (COMPLETED,
   * one capture); refused before approval, twice, or when the buyer's payment declines. A
   * repeated PayPal-Request-Id answers the completed order again.
   */
  capture(order: SimulatedOrder, requestId: string | undefined): Record<string, unknown> {
    if (requestId !== undefined && this.ordersByRequestId.get(`capture:${requestId}`) === order.id) return this.view(order);
    if (order.status === 'COMPLETED')
      throw unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.");
    if (order.status !== 'APPROVED') {
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
      );
    }
    if (order.declines)
      throw unprocessable(
        'INSTRUMENT_DECLINED',
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      );
    const now = new Date().toISOString();
    const unit = order.purchase_units[0]!;
    unit.payments = {
      captures: [
        {
          id: paypalId('', 17),
          status: 'COMPLETED',
          amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
          final_capture: true,
          create_time: now,
          update_time: now,
        },
      ],
    };
    order.status = 'COMPLETED';
    order.update_time = now;
    if (requestId !== undefined) this.ordersByRequestId.set(`capture:${requestId}`, order.id);
    return this.view(order);
  }

  /** The order as PayPal answers it, with its links. */
  view(order: SimulatedOrder): Record<string, unknown> {
    const { returnUrl: _return, cancelUrl: _cancel, declines: _declines, ...view } = order;
    return {
      ...view,
      links: [
        { href: `${this.baseUrl()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl()}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
        { href: `${this.baseUrl()}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
      ],
    };
  }
}

/**
 * The amount's `breakdown` as given (`item_total` and `tax_total`, the two a plan change's
 * order sends); undefined without one. Parts that do not add up to the total are refused as
 * PayPal refuses them (422 AMOUNT_MISMATCH).
 */
function orderBreakdown(amount: Money & { breakdown?: unknown }): { item_total: Money; tax_total: Money } | undefined {
  const breakdown = amount.breakdown as { item_total?: Partial<Money>; tax_total?: Partial<Money> } | undefined;
  if (breakdown === undefined) return undefined;
  const parts = [breakdown.item_total, breakdown.tax_total];
  const cents = parts.map((part) => (typeof part?.value === 'string' && part.currency_code === amount.currency_code ? toCents(part.value) : Number.NaN));
  if (cents.some(Number.isNaN) || cents[0]! + cents[1]! !== toCents(amount.value)) {
    throw unprocessable('AMOUNT_MISMATCH', 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.');
  }
  return { item_total: breakdown.item_total as Money, tax_total: breakdown.tax_total as Money };
}
