/**
 * Asks `check` again and again (without a fixed sleep) until it answers true or `boundMs` have
 * passed; answers the milliseconds it took, or throws after the bound.
 */
export async function millisecondsUntil(check: () => Promise<boolean>, boundMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > boundMs) throw new Error(`not the case within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
