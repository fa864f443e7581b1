/**
 * User Timing measures of the design editor's heavy steps, read by `npm run bench`
 * (`scripts/bench/pvDesign.mjs`) through a PerformanceObserver. Only the latest measure of each
 * name is kept, so the performance timeline does not grow with every change.
 */
export const FILL_MEASURE = 'pv-design:fill';
export const CHECK_MEASURE = 'pv-design:check';

/** Runs `work` and records how long it took as the measure `name`. */
export function timed<T>(name: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.clearMeasures(name);
    performance.measure(name, { start });
  }
}
