import { billingSuite } from './support/billing-suite';
import { Browser, newClientIp } from './support/browser';
import { consoleAdmin } from './support/console-admins';
import { validationFailure } from './support/refusals';
import { TEST_PASSWORD } from './support/signed-in-users';

/**
 * The console's people, on MariaDB: customers filtered by plan, subscription status, trial
 * or paying, verification and two-factor sign-in, in the database's query; and notes on a
 * lead without moving it, in its history. (The same queries on SQLite are the customer
 * directory's contract, infra/src/persistence/contracts/customer-directory.contract.ts.)
 */
describe('operator console: customer filters and lead notes (MariaDB, Redis, worker, SMTP)', () => {
  const { stack, users, subscriber } = billingSuite('admin_people', { usersLabel: 'people' });
  const admin = consoleAdmin(stack, users);

  async function emailsListed(query: string): Promise<string[]> {
    const response = await admin.browser.get(`/api/admin/customers?${query}`);
    expect(response.status).toBe(200);
    return response.body.customers.map((customer: { email: string }) => customer.email).sort();
  }

  it('filters customers by plan, subscription status, trial or paying, verification and 2FA, alone and together', async () => {
    const trialist = await users.create('trialist');
    expect((await trialist.browser.post('/api/licenses/trial')).status).toBe(201);
    const payer = await subscriber('payer', { plan: 'enterprise', billingType: 'monthly' });
    const unverified = users.newEmail('unverified');
    expect((await new Browser(stack.http, newClientIp()).post('/api/auth/register', { email: unverified, password: TEST_PASSWORD })).status).toBe(201);
    const everyone = [admin.email, payer.user.email, trialist.email, unverified].sort();

    expect(await emailsListed('')).toEqual(everyone);
    expect(await emailsListed('plan=enterprise')).toEqual([payer.user.email]);
    expect(await emailsListed('plan=trial')).toEqual([trialist.email]);
    expect(await emailsListed('plan=standard')).toEqual([]);
    expect(await emailsListed('status=active')).toEqual([payer.user.email]);
    expect(await emailsListed('status=cancelled')).toEqual([]);
    expect(await emailsListed('stage=paying')).toEqual([payer.user.email]);
    expect(await emailsListed('stage=trial')).toEqual([trialist.email]);
    expect(await emailsListed('verified=false')).toEqual([unverified]);
    expect(await emailsListed('verified=true')).toEqual([admin.email, payer.user.email, trialist.email].sort());
    expect(await emailsListed('twoFactor=true')).toEqual([admin.email]);
    expect(await emailsListed('twoFactor=false')).toEqual([payer.user.email, trialist.email, unverified].sort());
    expect(await emailsListed('verified=true&twoFactor=false&stage=trial')).toEqual([trialist.email]);
    expect(await emailsListed(`plan=enterprise&q=${encodeURIComponent(trialist.email)}`)).toEqual([]);
    const paged = await admin.browser.get('/api/admin/customers?verified=true');
    expect(paged.body).toMatchObject({ pageSize: 25, nextCursor: null, total: 3, totalCapped: false });
  });

  it('refuses a filter value it does not know, naming the field', async () => {
    const refused = async (query: string) => {
      const response = await admin.browser.get(`/api/admin/customers?${query}`);
      return { status: response.status, body: response.body };
    };
    expect(await refused('plan=gold')).toEqual({
      status: 400,
      body: validationFailure({ plan: 'plan must be one of trial, standard, professional, enterprise.' }),
    });
    expect(await refused('status=paid')).toEqual({
      status: 400,
      body: validationFailure({ status: 'status must be one of pending, abandoned, active, suspended, cancelled, expired.' }),
    });
    expect(await refused('stage=free')).toEqual({ status: 400, body: validationFailure({ stage: 'stage must be trial or paying.' }) });
    expect(await refused('verified=yes')).toEqual({ status: 400, body: validationFailure({ verified: 'verified must be true or false.' }) });
    expect(await refused('twoFactor=1')).toEqual({ status: 400, body: validationFailure({ twoFactor: 'twoFactor must be true or false.' }) });
  });

  it('adds a note to a lead without moving it: audited in its history with who, when and the status it was in', async () => {
    const email = users.newEmail('lead');
    const body = { fullName: 'Grace Hopper', email, company: 'Harbour Surveys', industry: 'surveying', message: 'Call me' };
    expect((await new Browser(stack.http, newClientIp()).post('/api/demos/request', body)).status).toBe(201);
    const [lead] = (await admin.browser.get(`/api/admin/leads?type=demo&q=${encodeURIComponent(email)}`)).body.leads;
    const notes = `/api/admin/leads/demo/${lead.id}/notes`;

    const added = await admin.browser.post(notes, { note: '  Left a voicemail, will call Tuesday  ' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: 'Note added to the history.' });
    expect((await admin.browser.patch(`/api/admin/leads/demo/${lead.id}`, { status: 'contacted', note: 'Reached her' })).status).toBe(200);

    const history = await admin.browser.get(`/api/admin/audit?target=${lead.id}`);
    expect(history.body.entries).toEqual([
      expect.objectContaining({ action: 'demo_request.status_changed', before: { status: 'pending' }, after: { status: 'contacted', note: 'Reached her' } }),
      expect.objectContaining({
        action: 'demo_request.note_added',
        actor: expect.objectContaining({ userId: admin.userId, email: admin.email }),
        target: { type: 'demo_request', id: lead.id },
        before: null,
        after: { status: 'pending', note: 'Left a voicemail, will call Tuesday' },
      }),
    ]);
    const [row] = await stack.dataSource.query('SELECT status FROM demo_requests WHERE id = ?', [lead.id]);
    expect(row.status).toBe('contacted');

    const message = 'note is required, at most 1000 characters.';
    expect((await admin.browser.post(notes, { note: '   ' })).body).toEqual(validationFailure({ note: message }));
    expect((await admin.browser.post(notes, { note: 'n'.repeat(1001) })).body).toEqual(validationFailure({ note: message }));
    expect((await admin.browser.post('/api/admin/leads/contact/00000000-0000-4000-8000-000000000000/notes', { note: 'x' })).body).toMatchObject({
      code: 'LEADS.NOT_FOUND',
    });
    const customer = await users.create('nosy');
    expect((await customer.browser.post(notes, { note: 'x' })).status).toBe(404);
  });
});
