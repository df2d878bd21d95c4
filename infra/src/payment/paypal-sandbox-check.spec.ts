import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CHECK_STEPS, runPaypalSandboxCheck } from './paypal-sandbox-check';
import { PaypalSimulator, SIMULATOR_CREDENTIALS, simulatorPlanIds } from './paypal-simulator';

/**
 * `make paypal-sandbox-check` needs PayPal's sandbox, which CI cannot reach; here its
 * "PayPal" side is a second simulator (PAYPAL_API_BASE_URL), so the script runs every step
 * end to end and cannot rot: the simulator agreeing with itself must read as all rows
 * matching, and a difference must fail the run.
 */
describe('make paypal-sandbox-check', () => {
  let paypal: PaypalSimulator;
  let output: string;
  const write = (text: string) => {
    output += text;
  };

  beforeEach(async () => {
    paypal = new PaypalSimulator();
    await paypal.listen();
    output = '';
  });

  afterEach(() => paypal.close());

  function sandboxEnv(): NodeJS.ProcessEnv {
    return {
      PAYPAL_CLIENT_ID: SIMULATOR_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: SIMULATOR_CREDENTIALS.clientSecret,
      PAYPAL_PLAN_IDS: JSON.stringify(simulatorPlanIds()),
      PAYPAL_WEBHOOK_ID: SIMULATOR_CREDENTIALS.webhookId,
      PAYPAL_API_BASE_URL: paypal.baseUrl,
    };
  }

  /** The table's rows after its header and rule, as [step, PayPal, simulator, match]. */
  function tableRows(): string[][] {
    const lines = output.split('\n');
    const header = lines.findIndex((line) => line.startsWith('step '));
    return lines.slice(header + 2, header + 2 + CHECK_STEPS.length).map((line) => line.split(' | ').map((cell) => cell.trim()));
  }

  it('runs token, create, get, revise and cancel of the unapproved subscription, an order and a made-up webhook verification against "PayPal": every row matches, exit 0', async () => {
    expect(await runPaypalSandboxCheck(sandboxEnv(), write)).toBe(0);

    const rows = tableRows();
    expect(rows.map(([step]) => step)).toEqual([...CHECK_STEPS]);
    expect(rows.map((row) => row[3])).toEqual(CHECK_STEPS.map(() => 'yes'));
    const answers = Object.fromEntries(rows.map(([step, atPaypal]) => [step, atPaypal]));
    expect(answers).toEqual({
      'OAuth token': '200 token_type=Bearer access_token=present expires_in=positive',
      'create subscription': expect.stringMatching(/^201 id=I-\S+ status=APPROVAL_PENDING plan_id=as sent approve_link=yes$/),
      'get subscription': '200 id=as sent status=APPROVAL_PENDING plan_id=as sent custom_id=as sent',
      'revise unapproved': '422 name=UNPROCESSABLE_ENTITY issue=SUBSCRIPTION_STATUS_INVALID',
      'cancel unapproved': '422 name=UNPROCESSABLE_ENTITY issue=SUBSCRIPTION_STATUS_INVALID',
      'create order': '201 id=(no prefix) status=CREATED approve_link=yes',
      'verify made-up webhook': '200 verification_status=FAILURE',
    });
    expect(output).toContain('Every step matches.');
    // The calls went to "PayPal", and its subscription was left pending, never approved.
    const [created] = [...paypal.subscriptions.values()];
    expect(paypal.subscriptions.size).toBe(1);
    expect(created).toMatchObject({ status: 'APPROVAL_PENDING', plan_id: simulatorPlanIds().standard.monthly });
    expect(paypal.requestsTo(`/v1/billing/subscriptions/${created!.id}/cancel`, 'POST')).toHaveLength(1);
    expect(paypal.requestsTo('/v1/notifications/verify-webhook-signature', 'POST')).toHaveLength(1);
  });

  it('a step PayPal answers otherwise is a NO row and exit 1', async () => {
    paypal.deactivatePlan(simulatorPlanIds().standard.monthly);

    expect(await runPaypalSandboxCheck(sandboxEnv(), write)).toBe(1);

    const rows = tableRows();
    expect(rows[1]).toEqual([
      'create subscription',
      '422 name=UNPROCESSABLE_ENTITY issue=PLAN_STATUS_INVALID',
      expect.stringMatching(/^201 .*status=APPROVAL_PENDING/),
      'NO',
    ]);
    expect(rows[2]?.[1]).toBe('skipped: no subscription was created');
    expect(rows[2]?.[3]).toBe('NO');
    expect(output).toContain('differ.');
  });

  it('refused credentials show as the OAuth error, not a crash', async () => {
    expect(await runPaypalSandboxCheck({ ...sandboxEnv(), PAYPAL_CLIENT_SECRET: 'wrong' }, write)).toBe(1);

    expect(tableRows()[0]).toEqual(['OAuth token', '401 name=invalid_client', '200 token_type=Bearer access_token=present expires_in=positive', 'NO']);
  });

  it('without credentials or a plan it says how to get them and exits 2; the live host is refused', async () => {
    expect(await runPaypalSandboxCheck({}, write)).toBe(2);
    expect(output).toContain('https://developer.paypal.com');
    expect(output).toContain('make paypal-setup');

    output = '';
    const { PAYPAL_PLAN_IDS: _plans, ...withoutPlan } = sandboxEnv();
    expect(await runPaypalSandboxCheck(withoutPlan, write)).toBe(2);
    expect(output).toContain('PAYPAL_PLAN_IDS');

    output = '';
    expect(await runPaypalSandboxCheck({ ...sandboxEnv(), PAYPAL_API_BASE_URL: 'https://api-m.paypal.com/' }, write)).toBe(2);
    expect(output).toContain('sandbox only');
    expect(paypal.requests).toHaveLength(0);
  });
});
