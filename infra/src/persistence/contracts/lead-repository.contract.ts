import { expect, it } from '@jest/globals';
import { pageRequest } from '@pointforge/domain';
import { aContactMessage, aDemoRequest, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

/** 5,000 characters as MySQL counts them (code points), one outside the Basic Multilingual Plane. */
const LONGEST_MESSAGE = `Survey 🛰️ ${'x'.repeat(4_990)}`;

export function describeLeadRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`LeadRepositoryPort: ${name}`, setup, (given) => {
    it('reads back demo requests unchanged, with or without a message', async () => {
      const withMessage = aDemoRequest({ message: LONGEST_MESSAGE, industry: 'environmental' });
      const withoutMessage = aDemoRequest({ message: null, status: 'contacted' });
      await given.repositories.leads.saveDemoRequest(withMessage);
      await given.repositories.leads.saveDemoRequest(withoutMessage);

      expect(await given.repositories.leads.findDemoRequestById(withMessage.id)).toEqual(withMessage);
      expect(await given.repositories.leads.findDemoRequestById(withoutMessage.id)).toEqual(withoutMessage);
      expect(await given.repositories.leads.findDemoRequestById('no-such-request')).toBeNull();
    });

    it('reads back contact messages unchanged', async () => {
      const message = aContactMessage({ message: LONGEST_MESSAGE });
      await given.repositories.leads.saveContactMessage(message);

      expect(await given.repositories.leads.findContactMessageById(message.id)).toEqual(message);
      expect(await given.repositories.leads.findContactMessageById('no-such-message')).toBeNull();
    });

    it('lists one type newest first, by status, and by the start of a word of name, email or company in any case', async () => {
      const oldest = aDemoRequest({ fullName: 'Lindiwe Dube', email: 'lindiwe@quarry.example', company: 'Granite 100% Ltd', createdAt: T0 });
      const middle = aDemoRequest({ company: 'Acme Mining', status: 'contacted', createdAt: later(T0, 1) });
      const newest = aDemoRequest({ email: 'ops@ACME.example', createdAt: later(T0, 2) });
      for (const request of [middle, oldest, newest]) await given.repositories.leads.saveDemoRequest(request);
      const message = aContactMessage({ name: 'Acme Support Desk' });
      await given.repositories.leads.saveContactMessage(message);

      const all = await given.repositories.leads.listLeads('demo', {}, pageRequest());
      expect(all).toEqual({
        items: [newest, middle, oldest].map((lead) => ({ ...lead, type: 'demo' })),
        pageSize: 25,
        nextCursor: null,
        total: 3,
        totalCapped: false,
      });
      const ids = async (filter: Parameters<typeof given.repositories.leads.listLeads<'demo'>>[1]) =>
        (await given.repositories.leads.listLeads('demo', filter, pageRequest())).items.map((lead) => lead.id);
      expect(await ids({ status: 'contacted' })).toEqual([middle.id]);
      expect(await ids({ search: 'acme' })).toEqual([newest.id, middle.id]);
      expect(await ids({ search: 'LINDIWE' })).toEqual([oldest.id]);
      expect(await ids({ search: '100%' })).toEqual([oldest.id]);
      // Searches match the start of words, so a lone % is the start of no email (it once matched "Granite 100% Ltd" anywhere).
      expect(await ids({ search: '%' })).toEqual([]);
      expect(await ids({ search: 'lev' })).toEqual([newest.id]);
      expect(await ids({ search: 'cme' })).toEqual([]);
      expect(await ids({ search: 'ops@acme' })).toEqual([newest.id]);
      expect(await ids({ search: 'acme', status: 'pending' })).toEqual([newest.id]);
      expect((await given.repositories.leads.listLeads('contact', { search: 'acme' }, pageRequest())).items).toEqual([{ ...message, type: 'contact' }]);
      const firstTwo = await given.repositories.leads.listLeads('demo', {}, pageRequest(undefined, 2));
      expect(await given.repositories.leads.listLeads('demo', {}, pageRequest(firstTwo.nextCursor ?? undefined, 2))).toMatchObject({
        items: [{ id: oldest.id }],
        nextCursor: null,
        total: 3,
      });
    });

    it('moves a status only from the one it still has', async () => {
      const request = aDemoRequest();
      await given.repositories.leads.saveDemoRequest(request);
      const message = aContactMessage();
      await given.repositories.leads.saveContactMessage(message);

      expect(await given.repositories.leads.moveStatus('demo', request.id, 'pending', 'contacted')).toBe(true);
      expect(await given.repositories.leads.moveStatus('demo', request.id, 'pending', 'contacted')).toBe(false);
      expect(await given.repositories.leads.moveStatus('demo', 'no-such-request', 'pending', 'contacted')).toBe(false);
      expect(await given.repositories.leads.moveStatus('demo', message.id, 'pending', 'contacted')).toBe(false);
      expect(await given.repositories.leads.findDemoRequestById(request.id)).toEqual({ ...request, status: 'contacted' });
      expect(await given.repositories.leads.moveStatus('contact', message.id, 'unread', 'read')).toBe(true);
      expect(await given.repositories.leads.findContactMessageById(message.id)).toEqual({ ...message, status: 'read' });
    });
  });
}
