import request from 'supertest';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { NOT_AUTHENTICATED } from './support/accounts-suite';
import { fieldRefusal, refusal, validationFailure } from './support/refusals';
import { stackSuite, type StartStack } from './support/stack-suite';

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB and Redis', startProductionStack],
  ['the embedded default (SQLite, limits in memory)', startEmbeddedStack],
];

const COMPANY = {
  kind: 'company',
  legalName: ' Karoo Survey Services (Pty) Ltd ',
  addressLine1: '12 Main Road',
  addressLine2: '',
  city: 'Kimberley',
  region: 'Northern Cape',
  postalCode: '8301',
  country: 'za',
  vatNumber: '4123 456 789',
};

/** COMPANY as the API stores it: trimmed, the blank line null, the codes compact and in capitals. */
const STORED_COMPANY = { ...COMPANY, legalName: 'Karoo Survey Services (Pty) Ltd', addressLine2: null, country: 'ZA', vatNumber: '4123456789' };

/** GET and PUT /api/billing/profile on both ways to run: whom the caller's invoices are made out to. */
describe.each(STACKS)('billing profile on %s', (_stackName, startStack) => {
  const { stack, users } = stackSuite('billing-profile', { start: startStack, usersLabel: 'billing-profile' });

  it('is for signed-in users only', async () => {
    const anonymous = request(stack.http);

    const read = await anonymous.get('/api/billing/profile');
    const save = await anonymous.put('/api/billing/profile').set('X-Requested-With', 'XMLHttpRequest').send(COMPANY);

    for (const answer of [read, save]) expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });
  });

  it('reads null before the first save, then the profile as stored; a later save replaces it', async () => {
    const user = await users.create('saves');
    expect((await user.browser.get('/api/billing/profile')).body).toEqual({ success: true, profile: null });

    const saved = await user.browser.put('/api/billing/profile', COMPANY);
    expect({ status: saved.status, body: saved.body }).toEqual({
      status: 200,
      body: { success: true, message: 'Billing details saved.', profile: STORED_COMPANY },
    });
    expect((await user.browser.get('/api/billing/profile')).body).toEqual({ success: true, profile: STORED_COMPANY });

    const person = { kind: 'person', legalName: 'Thandi Mokoena', addressLine1: '3 Long Street', city: 'Cape Town', country: 'ZA' };
    expect((await user.browser.put('/api/billing/profile', person)).status).toBe(200);
    expect((await user.browser.get('/api/billing/profile')).body.profile).toEqual({
      ...person,
      addressLine2: null,
      region: null,
      postalCode: null,
      vatNumber: null,
    });
    expect((await (await users.create('other')).browser.get('/api/billing/profile')).body.profile).toBeNull();
  });

  it('refuses a South African VAT number not of SARS form with the field’s error, and keeps the stored profile', async () => {
    const user = await users.create('bad-vat');
    await user.browser.put('/api/billing/profile', COMPANY);

    const refused = await user.browser.put('/api/billing/profile', { ...COMPANY, vatNumber: '5123456789', city: ' ' });

    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: fieldRefusal('BILLING.PROFILE_INVALID', { city: 'City is required.', vatNumber: 'A South African VAT number is 10 digits starting with 4.' }),
    });
    expect((await user.browser.get('/api/billing/profile')).body.profile).toEqual(STORED_COMPANY);
    const abroad = await user.browser.put('/api/billing/profile', { ...COMPANY, country: 'GB', vatNumber: 'GB 123 4567 89' });
    expect(abroad.body.profile.vatNumber).toBe('GB123456789');
  });

  it('refuses a body of the wrong shape field by field', async () => {
    const user = await users.create('shape');

    const refused = await user.browser.put('/api/billing/profile', { ...COMPANY, kind: 'trust', legalName: 42, isVerified: true });

    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: validationFailure({
        isVerified: 'isVerified is not an accepted field.',
        kind: 'Choose a person or a company.',
        legalName: 'Legal name is required.',
      }),
    });
  });

  it('refuses PUT without X-Requested-With', async () => {
    const user = await users.create('csrf');

    const forged = await user.browser.send('put', '/api/billing/profile', COMPANY, { Accept: 'application/json' });

    expect({ status: forged.status, body: forged.body }).toEqual({ status: 403, body: refusal('HTTP.CSRF_REJECTED', 'This request was refused.') });
    expect((await user.browser.get('/api/billing/profile')).body.profile).toBeNull();
  });

  it('goes with the account: deleting the account deletes the profile', async () => {
    const user = await users.create('deleted');
    await user.browser.put('/api/billing/profile', COMPANY);

    expect((await user.browser.delete('/api/auth/delete-account')).status).toBe(200);

    expect(await stack.dataSource.query('SELECT user_id FROM billing_profiles WHERE user_id = ?', [user.userId])).toEqual([]);
  });
});
