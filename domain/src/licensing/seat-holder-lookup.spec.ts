import { aLicense, aUser } from '../testing/builders';
import { createInMemoryRepositories } from '../testing/in-memory-repositories';
import { SeatHolderLookup } from './seat-holder-lookup';

describe('SeatHolderLookup', () => {
  async function given() {
    const repositories = createInMemoryRepositories();
    const [owner, member, stranger] = [aUser().verified().build(), aUser().verified().build(), aUser().verified().build()];
    for (const user of [owner, member, stranger]) await repositories.users.create(user);
    const team = await repositories.licenses.issueForSubscriptionOnce(
      aLicense().ownedBy(owner.id).withPlan('enterprise').createdAt(new Date('2026-01-01')).build(),
    );
    const own = await repositories.licenses.issueForSubscriptionOnce(aLicense().ownedBy(member.id).createdAt(new Date('2026-02-01')).build());
    const joinedAt = new Date('2026-03-01');
    await repositories.licenseInvitations.invite(
      {
        id: 'invitation-1',
        licenseId: team.id,
        email: member.email,
        tokenHash: 'hash',
        invitedByUserId: owner.id,
        createdAt: joinedAt,
        expiresAt: new Date('2026-03-08'),
        lastSentAt: joinedAt,
        acceptedAt: null,
        acceptedByUserId: null,
        revokedAt: null,
        registeredUserId: null,
      },
      5,
    );
    await repositories.licenseInvitations.accept(
      'invitation-1',
      { id: 'member-1', licenseId: team.id, userId: member.id, invitationId: 'invitation-1', joinedAt },
      5,
    );
    return { repositories, lookup: new SeatHolderLookup(repositories.licenses, repositories.licenseMembers), owner, member, stranger, team, own };
  }

  it('lists the licences a person owns, then those they are a member of', async () => {
    const { lookup, owner, member, stranger, team, own } = await given();

    expect(await lookup.seatsHeldBy(member.id)).toEqual([
      { license: own, role: 'owner' },
      { license: team, role: 'member' },
    ]);
    expect(await lookup.seatsHeldBy(owner.id)).toEqual([{ license: team, role: 'owner' }]);
    expect(await lookup.seatsHeldBy(stranger.id)).toEqual([]);
  });

  it('tells the seat a person holds on one licence, and none once they are removed', async () => {
    const { repositories, lookup, owner, member, stranger, team } = await given();

    expect(await lookup.seatOn(team.id, owner.id)).toEqual({ license: team, role: 'owner' });
    expect(await lookup.seatOn(team.id, member.id)).toEqual({ license: team, role: 'member' });
    expect(await lookup.seatOn(team.id, stranger.id)).toBeNull();
    expect(await lookup.seatOn('no-such-licence', owner.id)).toBeNull();

    await repositories.licenseMembers.remove(team.id, 'member-1');
    expect(await lookup.seatOn(team.id, member.id)).toBeNull();
  });

  it('seats as many people as the plan has: after a downgrade to a single-user plan the member holds no seat until it grows again', async () => {
    const { repositories, lookup, member, team } = await given();

    await repositories.licenses.update({ ...team, plan: 'standard', seats: 1 });
    expect(await lookup.seatOn(team.id, member.id)).toBeNull();
    expect((await lookup.seatsHeldBy(member.id)).map((seat) => seat.role)).toEqual(['owner']);

    await repositories.licenses.update({ ...team, plan: 'enterprise', seats: 5 });
    expect(await lookup.seatOn(team.id, member.id)).toMatchObject({ role: 'member' });
  });
});
