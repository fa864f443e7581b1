import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite needs a few seconds to boot).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
