import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@pointforge/domain/testing';
import { describeClockContract } from './clock.contract';
import { SystemClock } from './system-clock';

describeClockContract('SystemClock', () => new SystemClock());
describeClockContract('FixedClock (unit-test fake)', () => new FixedClock());

describe('SystemClock', () => {
  it('tells the current time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();

    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('FixedClock', () => {
  it('stands still until it is set or advanced', () => {
    const clock = new FixedClock(new Date('2025-06-10T12:00:00.000Z'));

    expect(clock.now()).toEqual(new Date('2025-06-10T12:00:00.000Z'));
    clock.advance(90 * 60 * 1000);
    expect(clock.now()).toEqual(new Date('2025-06-10T13:30:00.000Z'));
    clock.set(new Date('2026-01-01T00:00:00.000Z'));
    expect(clock.now()).toEqual(new Date('2026-01-01T00:00:00.000Z'));
  });
});
