import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Repositories } from '../typeorm-repositories';
import { aContactMessage, aDemoRequest, type RepositoriesSetup } from '../../testing/repository-fixtures';

/** 5,000 characters as MySQL counts them (code points), one outside the Basic Multilingual Plane. */
const LONGEST_MESSAGE = `Survey 🛰️ ${'x'.repeat(4_990)}`;

export function describeLeadRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describe(`LeadRepositoryPort: ${name}`, () => {
    let repositories: Repositories;

    beforeEach(async () => {
      repositories = await setup();
    });

    it('reads back demo requests unchanged, with or without a message', async () => {
      const withMessage = aDemoRequest({ message: LONGEST_MESSAGE, industry: 'environmental' });
      const withoutMessage = aDemoRequest({ message: null, status: 'scheduled' });
      await repositories.leads.saveDemoRequest(withMessage);
      await repositories.leads.saveDemoRequest(withoutMessage);

      expect(await repositories.leads.findDemoRequestById(withMessage.id)).toEqual(withMessage);
      expect(await repositories.leads.findDemoRequestById(withoutMessage.id)).toEqual(withoutMessage);
      expect(await repositories.leads.findDemoRequestById('no-such-request')).toBeNull();
    });

    it('reads back contact messages unchanged', async () => {
      const message = aContactMessage({ message: LONGEST_MESSAGE });
      await repositories.leads.saveContactMessage(message);

      expect(await repositories.leads.findContactMessageById(message.id)).toEqual(message);
      expect(await repositories.leads.findContactMessageById('no-such-message')).toBeNull();
    });
  });
}
