import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __APP_VERSION__: '"1.0.0"',
    __BUILD_ID__: '"test"',
    __BUILT_AT__: '"2026-11-22T10:00:00.000Z"',
    __CONTRACT_VERSIONS__: JSON.stringify({ '@planner/api': '1.0.0', '@planner/platform': '1.0.0', '@planner/ui': '1.0.0' }),
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
  },
});
