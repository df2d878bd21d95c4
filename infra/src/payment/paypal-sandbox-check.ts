import { randomBytes, randomUUID } from 'node:crypto';
import { BRAND, parseProviderPlanIds } from '@pointforge/domain';
import { PAYPAL_LIVE_API_BASE_URL, PAYPAL_SANDBOX_API_BASE_URL, type PaypalAnswer } from './paypal-http-client';
import {
  SUBSCRIPTIONS_PATH,
  WEBHOOK_VERIFICATION_PATH,
  cancelRequest,
  createSubscriptionRequest,
  subscriptionPath,
  webhookVerificationRequest,
} from './paypal-mapping';
import { PaypalPaymentAdapter } from './paypal-payment.adapter';
import { PaypalSimulator, SIMULATOR_CREDENTIALS, simulatorPlanIds } from './paypal-simulator';

/**
 * `make paypal-sandbox-check`: the calls the billing code relies on, made against PayPal's
 * sandbox and against the simulator, side by side: OAuth token, create a subscription, read
 * it (APPROVAL_PENDING), cancel it unapproved (PayPal: 422 SUBSCRIPTION_STATUS_INVALID) and
 * verify the signature of a made-up webhook (FAILURE). Each answer is reduced to its HTTP
 * status and the fields the code reads (ids, times and tokens differ by nature and are
 * compared by shape only); a row matches when both reductions are equal.
 */

/** Where one side of the check sends its calls. */
export interface CheckTarget {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** An ACTIVE plan of that side, subscribed to by the create step. */
  planId: string;
  /** Sent in the verification request: a webhook registered for this REST app. */
  webhookId: string;
}

export interface CheckRow {
  step: string;
  paypal: string;
  simulator: string;
  match: boolean;
}

export const CHECK_STEPS = [
  'OAuth token',
  'create subscription',
  'get subscription',
  'revise unapproved',
  'cancel unapproved',
  'create order',
  'verify made-up webhook',
] as const;

/** Where the approval page would send the buyer: nobody approves these subscriptions. */
const RETURN_URL = 'https://example.com/paypal-sandbox-check/return';
const CANCEL_URL = 'https://example.com/paypal-sandbox-check/cancel';
/** A made-up delivery names a certificate URL of PayPal's sandbox host, as a real one does. */
const MADE_UP_CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-00000000';
/** Sent as the webhook id when PAYPAL_WEBHOOK_ID is not set. */
const MADE_UP_WEBHOOK_ID = 'WH-PAYPAL-SANDBOX-CHECK';

export const CREDENTIALS_HELP = `make paypal-sandbox-check needs a PayPal sandbox REST app and one of its billing plans:
  1. Log in at https://developer.paypal.com with a PayPal account, open "Apps & Credentials",
     switch to Sandbox and create an app (type Merchant); copy its Client ID and Secret.
  2. PAYPAL_CLIENT_ID=… PAYPAL_CLIENT_SECRET=… make paypal-setup   (creates the product and plans,
     prints PAYPAL_PLAN_IDS)
  3. Optionally register a webhook for the app (any https URL) and copy its id.
Then run:
  PAYPAL_CLIENT_ID=… PAYPAL_CLIENT_SECRET=… PAYPAL_PLAN_IDS='{…}' [PAYPAL_WEBHOOK_ID=WH-…] make paypal-sandbox-check
(PAYPAL_PLAN_ID=P-… names one plan instead of PAYPAL_PLAN_IDS; PAYPAL_API_BASE_URL overrides
${PAYPAL_SANDBOX_API_BASE_URL}; the live host is refused.) No money moves: the subscription
it creates is never approved and lapses at PayPal.
`;

/**
 * Reads the sandbox credentials from `env`, runs every step against PayPal and against a
 * simulator started here, writes the table; resolves with the exit code: 0 when every row
 * matches, 1 when one does not, 2 when the credentials are missing or name the live host.
 */
export async function runPaypalSandboxCheck(env: NodeJS.ProcessEnv, write: (text: string) => void, log?: (line: string) => void): Promise<number> {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = env;
  const planId = env.PAYPAL_PLAN_ID || (env.PAYPAL_PLAN_IDS ? parseProviderPlanIds(env.PAYPAL_PLAN_IDS)?.standard.monthly : undefined);
  if (!clientId || !clientSecret || !planId) {
    write(CREDENTIALS_HELP);
    return 2;
  }
  const baseUrl = (env.PAYPAL_API_BASE_URL || PAYPAL_SANDBOX_API_BASE_URL).replace(/\/+$/, '');
  if (baseUrl === PAYPAL_LIVE_API_BASE_URL) {
    write(`The check runs against the sandbox only, not ${baseUrl}.\n`);
    return 2;
  }
  const paypal: CheckTarget = { baseUrl, clientId, clientSecret, planId, webhookId: env.PAYPAL_WEBHOOK_ID || MADE_UP_WEBHOOK_ID };
  const simulator = new PaypalSimulator();
  try {
    const simulatorTarget: CheckTarget = { ...SIMULATOR_CREDENTIALS, baseUrl: await simulator.listen(), planId: simulatorPlanIds().standard.monthly };
    write(`PayPal: ${baseUrl} (plan ${planId})\nsimulator: ${simulatorTarget.baseUrl}\n\n`);
    const rows = await compareWithSimulator(paypal, simulatorTarget, log);
    write(formatTable(rows));
    const mismatches = rows.filter((row) => !row.match).length;
    write(mismatches === 0 ? '\nEvery step matches.\n' : `\n${mismatches} of ${rows.length} steps differ.\n`);
    return mismatches === 0 ? 0 : 1;
  } finally {
    await simulator.close();
  }
}

/** Runs the steps against both sides; one row per step. */
export async function compareWithSimulator(paypal: CheckTarget, simulator: CheckTarget, log?: (line: string) => void): Promise<CheckRow[]> {
  const [atPaypal, atSimulator] = [await runSteps(paypal, log), await runSteps(simulator, log)];
  return CHECK_STEPS.map((step, index) => {
    const [fromPaypal = '', fromSimulator = ''] = [atPaypal[index], atSimulator[index]];
    return { step, paypal: fromPaypal, simulator: fromSimulator, match: fromPaypal === fromSimulator };
  });
}

/** Each step's answer, reduced; a step that got no answer says why, and those that needed its result are skipped. */
async function runSteps(target: CheckTarget, log?: (line: string) => void): Promise<string[]> {
  const paypal = new PaypalPaymentAdapter({ ...target, brandName: BRAND.productName, log });
  const customId = `pf-sandbox-check-${randomUUID()}`;
  let subscriptionId: string | undefined;
  const steps: Array<() => Promise<string>> = [
    async () =>
      reduce(await paypal.requestToken(), (body) => ({
        token_type: body.token_type,
        access_token: present(body.access_token),
        expires_in: typeof body.expires_in === 'number' && body.expires_in > 0 ? 'positive' : body.expires_in,
      })),
    async () => {
      const answer = await paypal.answerTo('POST', SUBSCRIPTIONS_PATH, {
        requestId: customId,
        body: createSubscriptionRequest({ planId: target.planId, customId, returnUrl: RETURN_URL, cancelUrl: CANCEL_URL }, BRAND.productName),
      });
      return reduce(answer, (body) => {
        subscriptionId = typeof body.id === 'string' ? body.id : undefined;
        return {
          id: shapeOf(body.id),
          status: body.status,
          plan_id: sameAs(body.plan_id, target.planId),
          approve_link: hasLink(body, 'approve'),
        };
      });
    },
    async () => {
      if (!subscriptionId) return 'skipped: no subscription was created';
      return reduce(await paypal.answerTo('GET', subscriptionPath(subscriptionId)), (body) => ({
        id: sameAs(body.id, subscriptionId),
        status: body.status,
        plan_id: sameAs(body.plan_id, target.planId),
        custom_id: sameAs(body.custom_id, customId),
      }));
    },
    async () => {
      if (!subscriptionId) return 'skipped: no subscription was created';
      const answer = await paypal.answerTo('POST', `${subscriptionPath(subscriptionId)}/revise`, {
        requestId: `${customId}-revise`,
        body: { plan_id: target.planId, application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL } },
      });
      return reduce(answer, (body) => ({ plan_id: sameAs(body.plan_id, target.planId), approve_link: hasLink(body, 'approve') }));
    },
    async () => {
      if (!subscriptionId) return 'skipped: no subscription was created';
      return reduce(
        await paypal.answerTo('POST', `${subscriptionPath(subscriptionId)}/cancel`, {
          requestId: `${customId}-cancel`,
          body: cancelRequest('PayPal sandbox check'),
        }),
        () => ({}),
      );
    },
    async () => {
      const answer = await paypal.answerTo('POST', '/v2/checkout/orders', {
        requestId: `${customId}-order`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' }, custom_id: customId }],
          application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' },
        },
      });
      return reduce(answer, (body) => ({ id: shapeOf(body.id), status: body.status, approve_link: hasLink(body, 'approve') }));
    },
    async () => {
      const delivery = madeUpDelivery();
      const rawJson = webhookVerificationRequest(delivery.headers, delivery.body, target.webhookId)!;
      return reduce(await paypal.answerTo('POST', WEBHOOK_VERIFICATION_PATH, { rawJson }), (body) => ({
        verification_status: body.verification_status,
      }));
    },
  ];
  return answersOf(steps);
}

/** Runs the steps in order: each one's answer, or why it got none. */
async function answersOf(steps: ReadonlyArray<() => Promise<string>>): Promise<string[]> {
  const results: string[] = [];
  for (const step of steps) {
    try {
      results.push(await step());
    } catch (error) {
      results.push(`no answer: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return results;
}

/** Whether an answer's HATEOAS links include `rel`. */
function hasLink(body: Record<string, unknown>, rel: string): 'yes' | 'no' {
  const links = Array.isArray(body.links) ? (body.links as Array<{ rel?: unknown }>) : [];
  return links.some((link) => link.rel === rel) ? 'yes' : 'no';
}

/**
 * An answer as the table shows it: the status, then `pick` of a success's JSON body or, for
 * a refusal, PayPal's error `name` and first `details[].issue` (OAuth's own `error`).
 */
function reduce(answer: PaypalAnswer, pick: (body: Record<string, unknown>) => Record<string, unknown>): string {
  const body = parseObject(answer.text);
  const fields =
    answer.status >= 400
      ? { name: body.name ?? body.error, issue: (Array.isArray(body.details) ? (body.details[0] as { issue?: unknown } | undefined) : undefined)?.issue }
      : pick(body);
  const shown = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [String(answer.status), ...shown].join(' ');
}

/** A delivery PayPal never sent: its signature is random bytes, so PayPal answers FAILURE. */
function madeUpDelivery(): { headers: Record<string, string>; body: string } {
  const now = new Date().toISOString();
  return {
    headers: {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': MADE_UP_CERT_URL,
      'paypal-transmission-id': randomUUID(),
      'paypal-transmission-sig': randomBytes(256).toString('base64'),
      'paypal-transmission-time': now,
    },
    body: JSON.stringify({
      id: 'WH-0PFSANDBOXCHECK-00000000000000000',
      event_version: '1.0',
      create_time: now,
      resource_type: 'subscription',
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      summary: 'Subscription activated',
      resource: { id: 'I-0000000000PF', status: 'ACTIVE' },
    }),
  };
}

/** Step, PayPal, simulator, match: columns padded to their widest cell. */
export function formatTable(rows: readonly CheckRow[]): string {
  const cells = [
    ['step', "PayPal's answer", "simulator's answer", 'match'],
    ...rows.map((row) => [row.step, row.paypal, row.simulator, row.match ? 'yes' : 'NO']),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('-+-'), ...cells.slice(1).map(line)].join('\n') + '\n';
}

/** An id by its shape: PayPal's `I-BW452GLLEP1G` reads `I-` and 12 characters of [A-Z0-9]. */
function shapeOf(id: unknown): string | undefined {
  if (typeof id !== 'string') return undefined;
  const match = /^([A-Z]+-)(.*)$/.exec(id);
  return match ? `${match[1]}${/^[A-Z0-9]+$/.test(match[2]!) ? '[A-Z0-9]' : '[other]'}{${match[2]!.length}}` : '(no prefix)';
}

function sameAs(value: unknown, expected: unknown): string {
  return value === expected ? 'as sent' : `${JSON.stringify(value)} (sent ${JSON.stringify(expected)})`;
}

function present(value: unknown): string {
  return typeof value === 'string' && value.length > 0 ? 'present' : 'missing';
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

if (require.main === module) {
  runPaypalSandboxCheck(
    process.env,
    (text) => process.stdout.write(text),
    (line) => process.stderr.write(`${line}\n`),
  ).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`paypal-sandbox-check failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
