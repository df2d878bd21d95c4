import { formatCents, formatCentsIn } from './format';

describe('money as the billing documents show it', () => {
  it('prints whole cents with two decimals and thousands grouped, as on the invoice', () => {
    expect(formatCents(288000)).toBe('2,880.00');
    expect(formatCents(43200)).toBe('432.00');
    expect(formatCents(9950)).toBe('99.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(123456789)).toBe('1,234,567.89');
  });

  it('names the currency before the amount', () => {
    expect(formatCentsIn(331200, 'USD')).toBe('USD 3,312.00');
  });

  it('refuses a fraction of a cent rather than round it silently', () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
  });
});
