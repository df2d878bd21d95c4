import { ClockPort } from '../shared/clock.port';
import { BUILDER_EPOCH } from './builders/builder-defaults';

/** A clock that stands still until the test moves it. Starts where the builders stamp. */
export class FixedClock extends ClockPort {
  private instantMs: number;

  constructor(instant: Date = BUILDER_EPOCH) {
    super();
    this.instantMs = instant.getTime();
  }

  /** A new Date each time, so a caller that mutates it cannot move the clock. */
  now(): Date {
    return new Date(this.instantMs);
  }

  set(instant: Date): void {
    this.instantMs = instant.getTime();
  }

  advance(ms: number): void {
    this.instantMs += ms;
  }
}
