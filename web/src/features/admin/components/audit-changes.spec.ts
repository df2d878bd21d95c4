import { auditChanges, auditValueText, fieldWords, isMove } from './audit-changes';

const WORDS = { noValue: 'none', yes: 'yes', no: 'no' };
const text = (value: Parameters<typeof auditValueText>[0]) => auditValueText(value, WORDS, (iso) => `<${iso}>`);

describe('an audit entry’s change, as the console lists it', () => {
  it('lists each field of either side once, in order, with what it was and what it became', () => {
    const changes = auditChanges({ status: 'pending' }, { status: 'contacted', note: 'Called; demo on Friday' });
    expect(changes).toEqual([
      { field: 'status', before: 'pending', after: 'contacted' },
      { field: 'note', before: undefined, after: 'Called; demo on Friday' },
    ]);
    expect(changes.map(isMove)).toEqual([true, false]);
  });

  it('shows an unchanged field as one value, and a value that is not an object as one field', () => {
    const [email, role] = auditChanges({ email: 'a@example.com', role: 'customer' }, { email: 'a@example.com', role: 'admin' });
    expect(isMove(email!)).toBe(false);
    expect(isMove(role!)).toBe(true);
    expect(auditChanges('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('writes values in words: none, yes and no, instants in the reader’s time, objects as field: value pairs', () => {
    expect(text(null)).toBe('none');
    expect(text(undefined)).toBe('none');
    expect(text(false)).toBe('no');
    expect(text(3)).toBe('3');
    expect(text('2026-11-28T09:30:00.000Z')).toBe('<2026-11-28T09:30:00.000Z>');
    expect(text({ name: 'SURVEY-LAPTOP', activatedAt: '2026-11-28T09:30:00.000Z' })).toBe('name: SURVEY-LAPTOP, activated at: <2026-11-28T09:30:00.000Z>');
    expect(fieldWords('twoFactorEnabledAt')).toBe('two factor enabled at');
  });
});
