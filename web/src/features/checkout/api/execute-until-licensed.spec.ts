import { BILLING_ERROR_CODES, BILLING_MESSAGES } from '@pointforge/domain';
import type { ExecuteSubscriptionReply } from './execute-subscription';
import { executeUntilLicensed, PAYMENT_RECHECK_DELAY_MS, PAYMENT_RECHECKS } from './execute-until-licensed';

const PAID = { id: 'paid', licenseKey: 'PF-PAID-KEY' };

function reply(license: ExecuteSubscriptionReply['license']): ExecuteSubscriptionReply {
  return { success: true, subscription: { id: 'sub-1' }, license, licenses: [] } as ExecuteSubscriptionReply;
}

/** An execute that answers from the script in order, and the waits it was given. */
function scripted(...answers: Array<ExecuteSubscriptionReply | Error>) {
  const waits: number[] = [];
  let calls = 0;
  const execute = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] as ExecuteSubscriptionReply | Error;
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return { execute, wait, waits, calls: () => calls };
}

describe('executeUntilLicensed (/success while PayPal has not reported the payment)', () => {
  it('asks once when the licence is there at once', async () => {
    const script = scripted(reply(PAID));

    expect((await executeUntilLicensed(script.execute, script.wait)).license).toEqual(PAID);
    expect(script.calls()).toBe(1);
    expect(script.waits).toEqual([]);
  });

  it('asks again after a pause while the payment is on its way, and shows the key once it arrives', async () => {
    const script = scripted(reply(null), reply(PAID));

    expect((await executeUntilLicensed(script.execute, script.wait)).license).toEqual(PAID);
    expect(script.waits).toEqual([PAYMENT_RECHECK_DELAY_MS]);
  });

  it('gives up after a few re-checks and lets the page say the key is being generated', async () => {
    const script = scripted(reply(null));

    expect((await executeUntilLicensed(script.execute, script.wait)).license).toBeNull();
    expect(script.calls()).toBe(1 + PAYMENT_RECHECKS);
  });

  it('keeps the first answer when a re-check fails, instead of reporting a failed payment', async () => {
    const script = scripted(reply(null), new Error('Too many attempts'));

    expect((await executeUntilLicensed(script.execute, script.wait)).license).toBeNull();
  });

  it('still fails when the first confirmation fails', async () => {
    const script = scripted(new Error('PayPal could not be reached'));

    await expect(executeUntilLicensed(script.execute, script.wait)).rejects.toThrow('PayPal could not be reached');
  });

  it('reports a payment PayPal declined on a re-check, instead of saying the key is being generated', async () => {
    // What the API client rejects with: an ApiError carrying the answer's code.
    const declined = Object.assign(new Error(BILLING_MESSAGES.paymentDeclined), { status: 409, code: BILLING_ERROR_CODES.paymentDeclined });
    const script = scripted(reply(null), declined);

    await expect(executeUntilLicensed(script.execute, script.wait)).rejects.toBe(declined);
    expect(script.calls()).toBe(2);
  });
});
