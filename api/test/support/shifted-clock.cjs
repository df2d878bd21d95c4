/**
 * Preloaded (`node -r`) into a child process that a test runs "later": every Date it makes
 * and Date.now() read the real clock plus PF_TEST_CLOCK_OFFSET_MS. The reference licence
 * client, run so, sees its licence file expire without the test waiting two weeks.
 */
const offsetMs = Number(process.env.PF_TEST_CLOCK_OFFSET_MS ?? '0');
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = ShiftedDate;
