import { currentSubscription } from './current-subscription';

describe('currentSubscription', () => {
  it('picks the newest subscription past approval', () => {
    const rows = [
      { id: 'in-progress', status: 'pending' as const },
      { id: 'given-up', status: 'abandoned' as const },
      { id: 'running', status: 'active' as const },
      { id: 'old', status: 'cancelled' as const },
    ];
    expect(currentSubscription(rows)?.id).toBe('running');
  });

  it('shows a cancelled subscription when it is the newest', () => {
    expect(currentSubscription([{ id: 'c', status: 'cancelled' as const }])?.id).toBe('c');
  });

  it('finds none in an empty list or among abandoned checkouts only', () => {
    expect(currentSubscription([])).toBeNull();
    expect(currentSubscription([{ status: 'pending' as const }, { status: 'abandoned' as const }])).toBeNull();
  });
});
