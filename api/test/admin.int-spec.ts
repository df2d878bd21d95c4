import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { Browser, newClientIp } from './support/browser';
import { adminJustEnrolled, consoleAdmin, makeAdmin as runMakeAdmin, signInWithCode } from './support/console-admins';
import { listRoutes } from './support/route-table';
import { stackSuite, type StartStack } from './support/stack-suite';
import { BROWSER_HEADERS } from './support/test-config';
import { NOT_FOUND, refusal } from './support/refusals';

const TWO_FACTOR_REQUIRED = refusal('ADMIN.TWO_FACTOR_REQUIRED', 'Turn on two-factor sign-in in your profile to use the admin console.');
const SECOND_FACTOR_SIGN_IN_REQUIRED = refusal(
  'ADMIN.SECOND_FACTOR_SIGN_IN_REQUIRED',
  'Sign out and sign in again with a code from your authenticator app to use the admin console.',
);

/** A value for each route parameter the admin routes use; any other parameter gets `x`. */
const PARAMETER_VALUES: Record<string, string> = { type: 'demo', id: '00000000-0000-4000-8000-000000000000' };

function concretePath(pattern: string): string {
  return pattern.replace(/[:*](\w+)/g, (_match, name: string) => PARAMETER_VALUES[name] ?? 'x');
}

/** Each way to run, and whether it serves the queue dashboard at /admin/queues (Redis mode only). */
const stacks: Array<[string, StartStack, boolean]> = [
  ['MariaDB, Redis, worker, SMTP', startProductionStack, true],
  ['embedded default: SQLite, in-process jobs, file outbox', startEmbeddedStack, false],
];

describe.each(stacks)('operator console API (%s)', (_name, startStack, servesQueueDashboard) => {
  const { stack, users } = stackSuite('admin_console', { start: startStack, usersLabel: 'admin' });
  const admin = consoleAdmin(stack, users);

  const makeAdmin = (email: string, role?: string) => runMakeAdmin(stack, email, role);

  async function roleOf(email: string): Promise<string> {
    const [row] = await stack.dataSource.query('SELECT role FROM users WHERE email = ?', [email]);
    return row.role;
  }

  async function submitDemoRequest(fields: Record<string, string> = {}): Promise<{ id: string; email: string }> {
    const email = users.newEmail('lead');
    const body = { fullName: 'Grace Hopper', email, company: 'Harbour Surveys', industry: 'surveying', message: 'Call me', ...fields };
    expect((await new Browser(stack.http, newClientIp()).post('/api/demos/request', body)).status).toBe(201);
    const listed = await admin.browser.get(`/api/admin/leads?type=demo&q=${encodeURIComponent(body.email)}`);
    expect(listed.body.leads).toHaveLength(1);
    return { id: listed.body.leads[0].id, email: body.email };
  }

  describe('roles', () => {
    it('make admin grants the role and ROLE=customer revokes it, each change in the audit log', async () => {
      const user = await users.create('promoted');
      expect(await roleOf(user.email)).toBe('customer');

      expect((await user.browser.get('/api/admin/leads')).status).toBe(404);

      const granted = await makeAdmin(user.email.toUpperCase());
      expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining(`${user.email} is now admin, was customer`) });
      expect(await roleOf(user.email)).toBe('admin');
      // Their session, read (and with Redis cached) before, knows it at once: the console asks for two-factor sign-in.
      expect((await user.browser.get('/api/admin/leads')).body.code).toBe('ADMIN.TWO_FACTOR_REQUIRED');
      expect((await makeAdmin(user.email)).stdout).toContain(`${user.email} is already admin`);

      const revoked = await makeAdmin(user.email, 'customer');
      expect(revoked).toMatchObject({ code: 0, stdout: expect.stringContaining(`${user.email} is now customer, was admin`) });
      expect(await roleOf(user.email)).toBe('customer');
      expect((await user.browser.get('/api/admin/leads')).status).toBe(404);

      const audit = await admin.browser.get(`/api/admin/audit?target=${user.userId}`);
      expect(
        audit.body.entries.map((entry: { action: string; actor: { email: string }; after: unknown }) => [entry.action, entry.actor.email, entry.after]),
      ).toEqual([
        ['user.role_changed', 'command line', { email: user.email, role: 'customer' }],
        ['user.role_changed', 'command line', { email: user.email, role: 'admin' }],
      ]);
    });

    it('make admin refuses an unknown address, a missing one and an unknown role, changing nothing', async () => {
      expect(await makeAdmin('nobody@example.com')).toMatchObject({ code: 1, stderr: expect.stringContaining('No account has the email nobody@example.com.') });
      expect(await makeAdmin('')).toMatchObject({ code: 1, stderr: expect.stringContaining('no EMAIL given') });
      const user = await users.create('bad_role');
      expect(await makeAdmin(user.email, 'root')).toMatchObject({ code: 1, stderr: expect.stringContaining('ROLE must be customer or admin, not "root"') });
      expect(await roleOf(user.email)).toBe('customer');
    });

    it('no HTTP call can set a role: role is refused as an unknown field wherever a user is written', async () => {
      const user = await users.create('climber');
      const profile = await user.browser.patch('/api/auth/profile', { firstName: 'Eve', role: 'admin' });
      expect(profile.status).toBe(400);
      expect(profile.body.errors).toEqual([{ field: 'role', message: 'role is not an accepted field.' }]);
      expect((await user.browser.patch('/api/auth/preferences', { emailNewsletter: false, role: 'admin' })).status).toBe(400);
      const registration = await new Browser(stack.http, newClientIp()).post('/api/auth/register', {
        email: users.newEmail('register'),
        password: 'correct horse battery',
        role: 'admin',
      });
      expect(registration.status).toBe(400);
      expect(await roleOf(user.email)).toBe('customer');
      expect((await user.browser.get('/api/auth/me')).body.user.role).toBe('customer');
    });
  });

  describe('the guard, on every /api/admin route of the running app', () => {
    function adminRoutes(): Array<{ method: string; path: string }> {
      const routes = listRoutes(stack.apps[0] as NestExpressApplication).filter((route) => /^\/api\/admin(\/|$)/i.test(route.path));
      // The walk is only as good as the table it reads: the routes known today must be in it.
      expect(routes).toEqual(
        expect.arrayContaining([
          { method: 'get', path: '/api/admin/leads' },
          { method: 'patch', path: '/api/admin/leads/:type/:id' },
          { method: 'get', path: '/api/admin/audit' },
        ]),
      );
      return routes;
    }

    async function answers(browser: Browser, route: { method: string; path: string }): Promise<{ route: string; status: number; body: unknown }> {
      const body = route.method === 'get' || route.method === 'head' ? undefined : {};
      const response = await browser.send(route.method as 'get', concretePath(route.path), body, BROWSER_HEADERS);
      return { route: `${route.method} ${route.path}`, status: response.status, body: response.body };
    }

    it('answers anonymous callers and customers exactly as an unknown route, whatever the case of the path', async () => {
      const routes = adminRoutes();
      const anonymous = new Browser(stack.http, newClientIp());
      const customer = (await users.create('customer')).browser;
      expect((await anonymous.get('/api/admin/no-such-route')).body).toEqual(NOT_FOUND);

      for (const caller of [anonymous, customer]) {
        for (const route of routes) {
          expect(await answers(caller, route)).toEqual({ route: `${route.method} ${route.path}`, status: 404, body: NOT_FOUND });
        }
        expect((await caller.get('/API/Admin/Leads?type=demo')).body).toEqual(NOT_FOUND);
      }
    });

    // ASVS 5.0 16.3.2: every refusal the guard decides is a security event (user, address, route, answer).
    it('writes a security event for each call it refuses: who, from where, which route, what answer', async () => {
      const warnings = jest.spyOn(Logger.prototype, 'warn');
      try {
        const customer = await users.create('prober');
        const anonymous = new Browser(stack.http, newClientIp());
        const unenrolled = await users.create('unenrolled_probe');
        expect((await makeAdmin(unenrolled.email)).code).toBe(0);

        expect((await customer.browser.get('/api/admin/customers?q=someone@example.com')).status).toBe(404);
        expect((await anonymous.get('/api/admin/audit')).status).toBe(404);
        expect((await unenrolled.browser.get('/api/admin/leads')).status).toBe(403);

        const events = warnings.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Security event console-refused'));
        expect(events).toEqual([
          expect.stringContaining(
            `console-refused: GET /api/admin/customers answered 404 HTTP.NOT_FOUND to user ${customer.userId} from ${customer.browser.ip} (`,
          ),
          expect.stringContaining(`console-refused: GET /api/admin/audit answered 404 HTTP.NOT_FOUND to no session from ${anonymous.ip} (`),
          expect.stringContaining(
            `console-refused: GET /api/admin/leads answered 403 ADMIN.TWO_FACTOR_REQUIRED to user ${unenrolled.userId} from ${unenrolled.browser.ip} (`,
          ),
        ]);
        // The query (search terms, an address) stays out of the log.
        expect(events.join('\n')).not.toContain('someone@example.com');
      } finally {
        warnings.mockRestore();
      }
    });

    it('answers an admin without two-factor sign-in 403 with a code and what to do', async () => {
      const routes = adminRoutes();
      const unenrolled = await users.create('unenrolled');
      expect((await makeAdmin(unenrolled.email)).code).toBe(0);

      for (const route of routes) {
        expect(await answers(unenrolled.browser, route)).toEqual({ route: `${route.method} ${route.path}`, status: 403, body: TWO_FACTOR_REQUIRED });
      }
    });

    // Issue #25 M2: the guard asks that the session passed the second factor, not only that the account has one.
    it('answers a password-only admin session 403 on every route and /admin/queues, also after enrolling in it; a sign-in with a code opens them', async () => {
      const routes = adminRoutes();
      const enrolled = await adminJustEnrolled(stack, users, 'password-only');
      const refusedEverywhere = async (browser: Browser) => {
        for (const route of routes) {
          expect(await answers(browser, route)).toEqual({ route: `${route.method} ${route.path}`, status: 403, body: SECOND_FACTOR_SIGN_IN_REQUIRED });
        }
        if (servesQueueDashboard) {
          for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
            const answer = await browser.get(path);
            expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 403, body: SECOND_FACTOR_SIGN_IN_REQUIRED });
          }
        }
      };
      await refusedEverywhere(enrolled.browser);
      await refusedEverywhere(enrolled.browser.on(stack.replicas.at(-1)!));

      await signInWithCode(enrolled, enrolled.authenticator);

      expect((await enrolled.browser.get('/api/admin/customers')).status).toBe(200);
      if (servesQueueDashboard) expect((await enrolled.browser.get('/admin/queues')).status).toBe(200);
      // A session from before sessions recorded their strength counts as password-only.
      await stack.dataSource.query("UPDATE sessions SET authentication = 'password' WHERE user_id = ?", [enrolled.userId]);
      await stack.forgetCachedSessions();
      await refusedEverywhere(enrolled.browser);
    });

    it('lets an admin with two-factor sign-in in, and writes each read to the audit log with the address, IP and request id (listed with views=true)', async () => {
      const response = await admin.browser.send('get', '/api/admin/leads?type=contact&status=unread', undefined, {
        ...BROWSER_HEADERS,
        'X-Request-Id': 'audit-view-request-1',
      });
      expect(response.status).toBe(200);

      const audit = await admin.browser.get(`/api/admin/audit?actor=${encodeURIComponent(admin.email.toUpperCase())}&views=true`);
      const view = audit.body.entries.find((entry: { actor: { requestId: string } }) => entry.actor.requestId === 'audit-view-request-1');
      expect(view).toEqual({
        id: expect.any(String),
        at: expect.any(String),
        actor: { userId: admin.userId, email: admin.email, ip: admin.browser.ip, requestId: 'audit-view-request-1' },
        action: 'admin.view',
        target: { type: 'admin_route', id: 'GET /api/admin/leads?type=contact&status=unread' },
        before: null,
        after: null,
      });
      // The audit view lists changes unless reads are asked for.
      const changes = await admin.browser.get(`/api/admin/audit?actor=${encodeURIComponent(admin.email)}`);
      expect(changes.body.entries.filter((entry: { action: string }) => entry.action === 'admin.view')).toEqual([]);
      expect((await admin.browser.get('/api/admin/audit?views=yes')).status).toBe(400);
    });
  });

  describe('leads', () => {
    it('lists demo requests newest first, searched and filtered, 25 a page, each page after the cursor of the one before', async () => {
      const first = await submitDemoRequest({ company: 'Zebra Quarries' });
      const second = await submitDemoRequest();

      const page = await admin.browser.get('/api/admin/leads?type=demo');
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ success: true, pageSize: 25, totalCapped: false });
      const ids = page.body.leads.map((lead: { id: string }) => lead.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(page.body.leads.find((lead: { id: string }) => lead.id === first.id)).toMatchObject({
        type: 'demo',
        fullName: 'Grace Hopper',
        email: first.email,
        company: 'Zebra Quarries',
        status: 'pending',
      });

      const searched = await admin.browser.get('/api/admin/leads?type=demo&q=zebra%20QUARRIES');
      expect(searched.body.leads.map((lead: { id: string }) => lead.id)).toEqual([first.id]);
      expect((await admin.browser.get('/api/admin/leads?type=demo&status=qualified&q=zebra')).body.total).toBe(0);
      const firstOfOne = await admin.browser.get(`/api/admin/leads?type=demo&q=${encodeURIComponent(first.email)}`);
      expect(firstOfOne.body).toMatchObject({ leads: [{ id: first.id }], nextCursor: null, total: 1 });
      const afterSecond = await admin.browser.get(`/api/admin/leads?type=demo&cursor=${page.body.nextCursor ?? ''}`);
      expect(afterSecond.status).toBe(200);
    });

    it('refuses a missing type, a status of the other type and a cursor no page gave', async () => {
      expect((await admin.browser.get('/api/admin/leads')).body.errors).toEqual([{ field: 'type', message: 'type must be demo or contact.' }]);
      expect((await admin.browser.get('/api/admin/leads?type=demo&status=read')).body).toMatchObject({ code: 'LEADS.STATUS_INVALID' });
      for (const cursor of ['0', 'x', 'not%20base64', 'MjAyNi0xMy0wMVQwMDowMDowMC4wMDBafGRlbW8', 'A'.repeat(401)]) {
        const refused = await admin.browser.get(`/api/admin/leads?type=demo&cursor=${cursor}`);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION.FAILED', errors: [{ field: 'cursor' }] });
      }
    });

    it('moves a demo request along its pipeline, each move audited with before, after and the note; illegal moves 409', async () => {
      const lead = await submitDemoRequest();
      const path = `/api/admin/leads/demo/${lead.id}`;

      const moved = await admin.browser.send(
        'patch',
        path,
        { status: 'contacted', note: 'Called, demo on Friday' },
        { ...BROWSER_HEADERS, 'X-Request-Id': 'move-request-0001' },
      );
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ success: true, message: 'The demo request is now contacted.', lead: { id: lead.id, status: 'contacted' } });

      const backwards = await admin.browser.patch(path, { status: 'pending' });
      expect({ status: backwards.status, body: backwards.body }).toEqual({
        status: 409,
        body: refusal('LEADS.ILLEGAL_STATUS_MOVE', 'A demo request that is contacted cannot move to pending. It can move to qualified or closed.'),
      });
      expect((await admin.browser.patch(path, { status: 'qualified' })).status).toBe(200);
      expect((await admin.browser.patch(path, { status: 'closed' })).body).toMatchObject({ code: 'LEADS.ILLEGAL_STATUS_MOVE' });
      expect((await admin.browser.patch(path, { status: 'read' })).status).toBe(400);
      expect((await admin.browser.patch(path, { status: 'qualified', note: 'n'.repeat(1001) })).status).toBe(400);
      expect((await admin.browser.patch(`/api/admin/leads/demo/${PARAMETER_VALUES.id}`, { status: 'contacted' })).body).toMatchObject({
        code: 'LEADS.NOT_FOUND',
      });

      const [row] = await stack.dataSource.query('SELECT status FROM demo_requests WHERE id = ?', [lead.id]);
      expect(row.status).toBe('qualified');
      const audit = await admin.browser.get(`/api/admin/audit?target=${lead.id}`);
      expect(audit.body.total).toBe(2);
      expect(audit.body.entries).toEqual([
        expect.objectContaining({ action: 'demo_request.status_changed', before: { status: 'contacted' }, after: { status: 'qualified' } }),
        {
          id: expect.any(String),
          at: expect.any(String),
          actor: { userId: admin.userId, email: admin.email, ip: admin.browser.ip, requestId: 'move-request-0001' },
          action: 'demo_request.status_changed',
          target: { type: 'demo_request', id: lead.id },
          before: { status: 'pending' },
          after: { status: 'contacted', note: 'Called, demo on Friday' },
        },
      ]);
    });

    it('moves a contact message unread → read → archived, and no further', async () => {
      const email = users.newEmail('contact');
      const body = { name: 'Pieter', email, subject: 'support', message: 'The installer asks for a key.' };
      expect((await new Browser(stack.http, newClientIp()).post('/api/contact', body)).status).toBe(201);
      const [lead] = (await admin.browser.get(`/api/admin/leads?type=contact&q=${encodeURIComponent(email)}&status=unread`)).body.leads;
      const path = `/api/admin/leads/contact/${lead.id}`;

      expect((await admin.browser.patch(path, { status: 'archived' })).status).toBe(409);
      expect((await admin.browser.patch(path, { status: 'read' })).status).toBe(200);
      expect((await admin.browser.patch(path, { status: 'archived' })).status).toBe(200);
      expect((await admin.browser.patch(path, { status: 'replied' })).body).toMatchObject({
        code: 'LEADS.ILLEGAL_STATUS_MOVE',
        message: 'A contact message that is archived cannot move to replied. That status is final.',
      });
      expect((await admin.browser.get(`/api/admin/audit?target=${lead.id}`)).body.entries.map((entry: { after: unknown }) => entry.after)).toEqual([
        { status: 'archived' },
        { status: 'read' },
      ]);
    });
  });
});
