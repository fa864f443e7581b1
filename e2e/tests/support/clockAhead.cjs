// Preloaded into a server of its own (NODE_OPTIONS=--require …): its clock runs CLOCK_AHEAD_DAYS
// ahead, so a test sees what happens once a quote's validity has passed.
const shiftMs = Number(process.env.CLOCK_AHEAD_DAYS ?? 0) * 86_400_000;
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shiftMs;
  }
}
globalThis.Date = ShiftedDate;
