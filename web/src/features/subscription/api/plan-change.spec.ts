import { startPlanChange, undoScheduledChange } from './plan-change';

jest.mock('../../../lib/env', () => ({ API_ORIGIN: '' }));

const SCHEDULED = { plan: 'standard', billingType: 'annual', effectiveAt: '2027-03-01T00:00:00.000Z', keepDeviceIds: ['machine-2'] };

/** Answers every call with `body` and records what was asked. */
function answering(body: unknown, status = 200) {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return () => fetchMock.mock.calls.map(([url, init]: unknown[]) => ({ url, method: (init as RequestInit).method, body: (init as RequestInit).body }));
}

describe('the plan change calls', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('schedules a downgrade with the computers that keep the licence, and hands back the scheduled change', async () => {
    const calls = answering({ success: true, scheduledChange: SCHEDULED, subscription: { id: 'sub-1' } });

    const reply = await startPlanChange('sub-1', { plan: 'standard', billingType: 'annual', keepDeviceIds: ['machine-2'] });

    expect(calls()).toEqual([
      {
        url: '/api/subscriptions/sub-1/change',
        method: 'POST',
        body: JSON.stringify({ plan: 'standard', billingType: 'annual', keepDeviceIds: ['machine-2'] }),
      },
    ]);
    expect('scheduledChange' in reply && reply.scheduledChange).toEqual(SCHEDULED);
  });

  it('sends no keepDeviceIds when there is no choice to make', async () => {
    const calls = answering({ success: true, approvalUrl: 'https://www.paypal.com/checkoutnow?token=T' });

    await startPlanChange('sub-1', { plan: 'enterprise', billingType: 'annual', keepDeviceIds: undefined });

    expect(JSON.parse(calls()[0]!.body as string)).toEqual({ plan: 'enterprise', billingType: 'annual' });
  });

  it('undoes a scheduled change with DELETE on the same address', async () => {
    const calls = answering({ success: true, subscription: { id: 'sub-1', scheduledChange: null } });

    await undoScheduledChange('sub-1');

    expect(calls()).toEqual([{ url: '/api/subscriptions/sub-1/change', method: 'DELETE', body: undefined }]);
  });

  it('rejects with the API’s message when there is nothing to undo', async () => {
    answering({ success: false, code: 'BILLING.NO_CHANGE_SCHEDULED', message: 'No plan change is scheduled for this subscription.' }, 409);

    await expect(undoScheduledChange('sub-1')).rejects.toMatchObject({
      status: 409,
      code: 'BILLING.NO_CHANGE_SCHEDULED',
      message: 'No plan change is scheduled for this subscription.',
    });
  });
});
