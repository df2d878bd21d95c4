import { dollars, monthAxisLabel, monthName, percentage, weekAxisLabel, weekName } from './revenue-labels';

describe('the Revenue tab’s labels', () => {
  it('names months and weeks in UTC, short on an axis and whole in a table', () => {
    expect(monthAxisLabel('2027-01')).toBe('Jan 27');
    expect(monthName('2026-12')).toBe('December 2026');
    expect(weekAxisLabel('2027-01-04')).toBe('4 Jan');
    expect(weekName('2026-12-28')).toBe('28 Dec 2026');
  });

  it('writes cents as dollars, a fall with its minus sign', () => {
    expect(dollars(47_400)).toBe('$474');
    expect(dollars(-6_000)).toBe('-$60');
    expect(dollars(1_548)).toBe('$15.48');
  });

  it('writes a rate as a whole percentage, and a dash when nothing was counted', () => {
    expect(percentage(1, 3, '–')).toBe('33 %');
    expect(percentage(0, 0, '–')).toBe('–');
  });
});
