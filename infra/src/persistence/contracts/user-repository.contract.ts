import { expect, it } from '@jest/globals';
import { DomainError, type User } from '@pointforge/domain';
import { aUser } from '@pointforge/domain/testing';
import { givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

const emailTaken = {
  kind: 'conflict',
  code: 'ACCOUNTS.EMAIL_TAKEN',
  message: 'An account with this email already exists.',
};

export function describeUserRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`UserRepositoryPort: ${name}`, setup, (given) => {
    it('reads back every field of a stored user unchanged', async () => {
      const user: User = {
        ...aUser().verified().withCompany('Rock & Rover 🚀 (Pty) Ltd').build(),
        emailNewsletter: false,
        emailProductUpdates: true,
        emailPromotions: true,
        createdAt: T0,
        updatedAt: later(T0, 1),
      };
      await given.repositories.users.create(user);
      expect(await given.repositories.users.findById(user.id)).toEqual(user);
    });

    it('reads back null names and the opposite flags unchanged', async () => {
      const user: User = {
        ...aUser().withoutName().withCompany(null).unverified().thatHasHeldALicense().build(),
        emailNewsletter: true,
        emailProductUpdates: false,
        emailPromotions: false,
        createdAt: later(T0, 999),
        updatedAt: later(T0, 1_001),
      };
      await given.repositories.users.create(user);
      expect(await given.repositories.users.findById(user.id)).toEqual(user);
    });

    it('stores the email lower-cased and finds it in any case', async () => {
      const user = { ...aUser().build(), email: 'Ann.Surveyor@Example.COM' };
      await given.repositories.users.create(user);

      const expected = { ...user, email: 'ann.surveyor@example.com' };
      expect(await given.repositories.users.findByEmail('ann.surveyor@example.com')).toEqual(expected);
      expect(await given.repositories.users.findByEmail('ANN.SURVEYOR@EXAMPLE.COM')).toEqual(expected);
      expect(await given.repositories.users.findById(user.id)).toEqual(expected);
    });

    it('answers null for an unknown id or email', async () => {
      await givenUser(given.repositories);
      expect(await given.repositories.users.findById('no-such-user')).toBeNull();
      expect(await given.repositories.users.findByEmail('nobody@example.com')).toBeNull();
    });

    it("finds a sign-in's account by email in any case, with its two-factor credential as it stands, or none", async () => {
      const plain = await givenUser(given.repositories, aUser().withEmail('plain@example.com').build());
      const enrolled = await givenUser(given.repositories, aUser().withEmail('enrolled@example.com').build());
      await given.repositories.twoFactor.savePending({ userId: enrolled.id, secret: 'JBSWY3DPEHPK3PXP', enabledAt: null, lastUsedStep: null, createdAt: T0 });

      expect(await given.repositories.users.findSignInAccount('PLAIN@example.com')).toEqual({ user: plain, twoFactor: null });
      const pending = await given.repositories.users.findSignInAccount('enrolled@example.com');
      expect(pending).toEqual({ user: enrolled, twoFactor: await given.repositories.twoFactor.findByUserId(enrolled.id) });
      expect(pending?.twoFactor).toMatchObject({ userId: enrolled.id, enabledAt: null });

      await given.repositories.twoFactor.enable({ userId: enrolled.id, secret: 'JBSWY3DPEHPK3PXP' }, later(T0, 60_000), 7, ['a'.repeat(64)]);
      const enabled = await given.repositories.users.findSignInAccount('enrolled@example.com');
      expect(enabled?.twoFactor).toEqual(await given.repositories.twoFactor.findByUserId(enrolled.id));
      expect(enabled?.twoFactor).toMatchObject({ enabledAt: later(T0, 60_000), lastUsedStep: 7 });
      expect(await given.repositories.users.findSignInAccount('nobody@example.com')).toBeNull();
    });

    it('refuses a second account with the same email in another case', async () => {
      const first = await givenUser(given.repositories, aUser().withEmail('ann@example.com').build());
      const second = { ...aUser().build(), email: 'ANN@Example.com' };

      const attempt = given.repositories.users.create(second);
      await expect(attempt).rejects.toBeInstanceOf(DomainError);
      await expect(attempt).rejects.toMatchObject(emailTaken);
      expect(await given.repositories.users.findById(second.id)).toBeNull();
      expect(await given.repositories.users.findByEmail('ann@example.com')).toEqual(first);
    });

    it('updates the profile, password and preferences', async () => {
      const user = await givenUser(given.repositories);
      const changed: User = {
        ...user,
        passwordHash: 'hashed:a new password',
        firstName: 'Annabel',
        lastName: null,
        company: 'Survey Co',
        isVerified: true,
        emailNewsletter: false,
        emailProductUpdates: false,
        emailPromotions: true,
        updatedAt: later(T0, 5_000),
      };
      await given.repositories.users.update(changed);
      expect(await given.repositories.users.findById(user.id)).toEqual(changed);
    });

    it('refuses to change an email to one another account holds', async () => {
      await givenUser(given.repositories, aUser().withEmail('taken@example.com').build());
      const user = await givenUser(given.repositories);

      await expect(given.repositories.users.update({ ...user, email: 'Taken@Example.com' })).rejects.toMatchObject(emailTaken);
      expect(await given.repositories.users.findById(user.id)).toEqual(user);
    });

    it('never clears hasHeldLicense through update', async () => {
      const user = await givenUser(given.repositories, aUser().thatHasHeldALicense().build());
      await given.repositories.users.update({ ...user, hasHeldLicense: false, firstName: 'Changed' });

      expect(await given.repositories.users.findById(user.id)).toEqual({ ...user, firstName: 'Changed' });
    });

    it('writes the role only through setRole, never through update', async () => {
      const user = await givenUser(given.repositories);
      expect(user.role).toBe('customer');
      await given.repositories.users.update({ ...user, role: 'admin', firstName: 'Changed' });
      expect(await given.repositories.users.findById(user.id)).toEqual({ ...user, firstName: 'Changed' });

      expect(await given.repositories.users.setRole(user.id, 'admin')).toBe(true);
      expect(await given.repositories.users.findById(user.id)).toEqual({ ...user, firstName: 'Changed', role: 'admin' });
      expect(await given.repositories.users.setRole(user.id, 'customer')).toBe(true);
      expect((await given.repositories.users.findById(user.id))?.role).toBe('customer');
      expect(await given.repositories.users.setRole('no-such-user', 'admin')).toBe(false);
    });

    it('deletes a user, freeing the email', async () => {
      const user = await givenUser(given.repositories);
      const other = await givenUser(given.repositories);
      await given.repositories.users.delete(user.id);

      expect(await given.repositories.users.findById(user.id)).toBeNull();
      expect(await given.repositories.users.findByEmail(user.email)).toBeNull();
      expect(await given.repositories.users.findById(other.id)).toEqual(other);
      await given.repositories.users.create({ ...aUser().build(), email: user.email });
      expect(await given.repositories.users.findByEmail(user.email)).not.toBeNull();
    });
  });
}
