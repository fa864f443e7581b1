import { defineConfig } from 'vitest/config';

/**
 * The integration tests run on PGlite, and additionally on the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set (CI sets it), each test file in a database of its own.
 */
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    // Each file starts its own database (PGlite needs a few seconds to boot).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ['test/**/*.test.ts'],
        environment: 'node',
        env: { TEST_DATABASE: database },
      },
    })),
  },
});
