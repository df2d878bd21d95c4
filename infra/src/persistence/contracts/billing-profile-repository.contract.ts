import { expect, it } from '@jest/globals';
import type { BillingProfile } from '@pointforge/domain';
import { aBillingProfile } from '@pointforge/domain/testing';
import { givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

const COMPANY = aBillingProfile();

/** Every optional field null, so a round trip that stores '' for null fails. */
const PERSON: BillingProfile = aBillingProfile({
  kind: 'person',
  legalName: 'Anna Müller',
  addressLine1: 'Hauptstraße 5',
  addressLine2: null,
  city: 'Berlin',
  region: null,
  postalCode: null,
  country: 'DE',
  vatNumber: null,
});

export function describeBillingProfileRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`BillingProfileRepositoryPort: ${name}`, setup, (given) => {
    it('stores a profile and finds it with its instant, every field unchanged; nothing for a user without one', async () => {
      await given.repositories.billingProfiles.save(given.user.id, COMPANY, T0);

      expect(await given.repositories.billingProfiles.findForUser(given.user.id)).toEqual({ profile: COMPANY, updatedAt: T0 });
      expect(await given.repositories.billingProfiles.findForUser('no-such-user')).toBeNull();
    });

    it('a later save replaces the profile, optional fields back to null; another user keeps their own', async () => {
      const other = await givenUser(given.repositories);
      await given.repositories.billingProfiles.save(given.user.id, COMPANY, T0);
      await given.repositories.billingProfiles.save(other.id, COMPANY, T0);

      await given.repositories.billingProfiles.save(given.user.id, PERSON, later(T0, 1_000));

      expect(await given.repositories.billingProfiles.findForUser(given.user.id)).toEqual({ profile: PERSON, updatedAt: later(T0, 1_000) });
      expect(await given.repositories.billingProfiles.findForUser(other.id)).toEqual({ profile: COMPANY, updatedAt: T0 });
    });

    it('of concurrent first saves, one profile is stored whole', async () => {
      const profiles = [COMPANY, PERSON, { ...COMPANY, legalName: 'Third (Pty) Ltd' }];

      await Promise.all(profiles.map((profile, index) => given.repositories.billingProfiles.save(given.user.id, profile, later(T0, index))));

      const stored = await given.repositories.billingProfiles.findForUser(given.user.id);
      expect(profiles.map((profile, index) => ({ profile, updatedAt: later(T0, index) }))).toContainEqual(stored);
    });

    it('deleting the user deletes the profile', async () => {
      await given.repositories.billingProfiles.save(given.user.id, COMPANY, T0);

      await given.repositories.users.delete(given.user.id);

      expect(await given.repositories.billingProfiles.findForUser(given.user.id)).toBeNull();
    });
  });
}
