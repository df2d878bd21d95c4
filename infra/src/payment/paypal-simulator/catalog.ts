import { BILLING_TYPES, PAID_PLAN_IDS, getPlan, priceFor, type ProviderPlanIds } from '@pointforge/domain';
import { PAYPAL_DEFAULT_PAYMENT_PREFERENCES, PLAN_PAYMENT_PREFERENCES, PLAN_PREFERENCE_PATHS, type PaymentPreferences } from '../paypal-plan-preferences';
import { invalidRequest, missingParameter, notFound, NO_SUCH_RESOURCE, UNKNOWN_REFERENCE } from './errors';
import { paypalId } from './values';

/** The credentials the embedded default uses against its own simulator. */
export const SIMULATOR_CREDENTIALS = { clientId: 'simulator-client', clientSecret: 'simulator-secret', webhookId: 'WH-SIMULATOR' };
/** The plan ids the simulator accepts in the embedded default: `P-SIM-STANDARD-MONTHLY`… */
export function simulatorPlanIds(): ProviderPlanIds {
  return Object.fromEntries(
    PAID_PLAN_IDS.map((plan) => [
      plan,
      Object.fromEntries(BILLING_TYPES.map((billingType) => [billingType, `P-SIM-${plan.toUpperCase()}-${billingType.toUpperCase()}`])),
    ]),
  ) as ProviderPlanIds;
}

/** What each simulator plan charges per period: the catalogue price, as the site shows it. */
const SIMULATOR_PLAN_PRICES: ReadonlyMap<string, string> = new Map(
  PAID_PLAN_IDS.flatMap((plan) =>
    BILLING_TYPES.map((billingType) => [simulatorPlanIds()[plan][billingType], priceFor(getPlan(plan), billingType).toFixed(2)] as const),
  ),
);

/**
 * The catalog at PayPal: products and billing plans made through the API, besides the
 * simulator's own plans (`simulatorPlanIds`), with each plan's payment preferences.
 */
export class SimulatorCatalog {
  readonly products = new Map<string, Record<string, unknown>>();
  readonly plans = new Map<string, Record<string, unknown> & { intervalMonths: number }>();
  /** Each plan's payment preferences; the simulator's own plans have PLAN_PAYMENT_PREFERENCES until patched. */
  private readonly planPreferences = new Map<string, PaymentPreferences>();
  /** Plans made inactive at PayPal: a subscription to them is refused (422 PLAN_STATUS_INVALID). */
  readonly inactivePlans = new Set<string>();

  /** POST /v1/catalogs/products; returns the product as PayPal answers it. */
  createProduct(json: Record<string, unknown>): Record<string, unknown> {
    const product = {
      id: paypalId('PROD-', 17),
      name: json.name,
      type: json.type,
      category: json.category,
      description: json.description,
      create_time: new Date().toISOString(),
    };
    this.products.set(product.id, product);
    return product;
  }

  /** POST /v1/billing/plans; returns the plan as PayPal answers it. */
  createPlan(json: Record<string, unknown>): Record<string, unknown> {
    const cycles = Array.isArray(json.billing_cycles)
      ? (json.billing_cycles as Array<{ frequency?: { interval_unit?: string; interval_count?: number } }>)
      : [];
    const frequency = cycles[0]?.frequency;
    if (typeof json.product_id !== 'string' || !frequency) {
      throw invalidRequest(missingParameter(typeof json.product_id === 'string' ? '/billing_cycles' : '/product_id'));
    }
    if (!this.products.has(json.product_id)) throw notFound(UNKNOWN_REFERENCE);
    const months = (frequency.interval_unit === 'YEAR' ? 12 : 1) * (frequency.interval_count ?? 1);
    const preferences = { ...PAYPAL_DEFAULT_PAYMENT_PREFERENCES, ...(json.payment_preferences as Partial<PaymentPreferences> | undefined) };
    const plan = {
      id: paypalId('P-', 24),
      product_id: json.product_id,
      name: json.name,
      status: 'ACTIVE',
      billing_cycles: cycles,
      create_time: new Date().toISOString(),
      intervalMonths: months,
    };
    this.plans.set(plan.id, plan);
    this.planPreferences.set(plan.id, preferences);
    const { intervalMonths: _months, ...view } = plan;
    return view;
  }

  /** PATCH /v1/billing/plans/{id}: its payment preferences, for the subscriptions made from now on. */
  patchPlan(planId: string, body: unknown): void {
    if (!this.has(planId)) throw notFound(NO_SUCH_RESOURCE);
    this.planPreferences.set(planId, patchedPreferences(this.planPreferences.get(planId) ?? { ...PLAN_PAYMENT_PREFERENCES }, body, PLAN_PREFERENCE_PATHS));
  }

  /** A plan made through the API or one of the simulator's own. */
  has(planId: string): boolean {
    return this.plans.has(planId) || SIMULATOR_PLAN_PRICES.has(planId);
  }

  /** The plan's payment preferences (PointForge's for the simulator's own plans until patched). */
  preferencesOf(planId: string): PaymentPreferences {
    return this.planPreferences.get(planId) ?? { ...PLAN_PAYMENT_PREFERENCES };
  }

  /** A plan made through the catalog API charges its fixed price; a simulator plan its catalogue price. */
  planPrice(planId: string): string {
    const cycles = this.plans.get(planId)?.billing_cycles as Array<{ pricing_scheme?: { fixed_price?: { value?: string } } }> | undefined;
    return cycles?.[0]?.pricing_scheme?.fixed_price?.value ?? SIMULATOR_PLAN_PRICES.get(planId) ?? '0.00';
  }

  intervalMonths(planId: string): number {
    return this.plans.get(planId)?.intervalMonths ?? (/annual|year/i.test(planId) ? 12 : 1);
  }
}

/**
 * Payment preferences after a JSON Patch of `replace` operations on `paths` (PayPal's
 * paths for them in a plan or a subscription); PayPal's 400 issues for anything else.
 */
export function patchedPreferences(current: PaymentPreferences, body: unknown, paths: Record<keyof PaymentPreferences, string>): PaymentPreferences {
  if (!Array.isArray(body) || body.length === 0) {
    throw invalidRequest({ issue: 'INVALID_PARAMETER_SYNTAX', description: 'The value of a field does not conform to the expected format.' });
  }
  const preferences = { ...current };
  for (const operation of body as Array<{ op?: unknown; path?: unknown; value?: unknown }>) {
    const field = (Object.keys(paths) as Array<keyof PaymentPreferences>).find((name) => paths[name] === operation.path);
    const at = { field: String(operation.path), location: 'body' as const };
    if (!field) throw invalidRequest({ ...at, issue: 'INVALID_PATCH_PATH', description: 'The specified field cannot be patched.' });
    if (operation.op !== 'replace')
      throw invalidRequest({ ...at, issue: 'UNSUPPORTED_PATCH_OPERATION', description: 'The specified patch operation not supported for this field.' });
    const valid =
      field === 'auto_bill_outstanding' ? typeof operation.value === 'boolean' : Number.isInteger(operation.value) && (operation.value as number) >= 0;
    if (!valid) throw invalidRequest({ ...at, issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' });
    Object.assign(preferences, { [field]: operation.value });
  }
  return preferences;
}
