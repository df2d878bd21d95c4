import { ClockPort } from '@pointforge/domain';

export class SystemClock extends ClockPort {
  now(): Date {
    return new Date();
  }
}
