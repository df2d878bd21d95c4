import { describe, expect, it } from '@jest/globals';
import type { ClockPort } from '@pointforge/domain';

/** What every ClockPort does, the unit-test fake included. */
export function describeClockContract(name: string, create: () => ClockPort): void {
  describe(`${name} honours the clock contract`, () => {
    it('never goes backwards', () => {
      const clock = create();
      const first = clock.now();

      expect(first).toBeInstanceOf(Date);
      expect(clock.now().getTime()).toBeGreaterThanOrEqual(first.getTime());
    });

    it('is not moved by a caller that changes the Date it was given', () => {
      const clock = create();
      const given = clock.now();
      const before = given.getTime();

      given.setFullYear(1999);

      expect(clock.now().getTime()).toBeGreaterThanOrEqual(before);
    });
  });
}
