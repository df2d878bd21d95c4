/** The current time, behind a port so rules about expiry can be tested at any instant. */
export abstract class ClockPort {
  abstract now(): Date;
}
