import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The integration tests run on PGlite, and additionally on the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set (CI sets it), each test file in a database of its own.
 * The tests in test/multiProcess start several server processes on one PostgreSQL database and
 * run only there (the embedded database belongs to one process), as do those in test/postgres of
 * what only a PostgreSQL server has.
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
        exclude: database === 'pglite' ? [...configDefaults.exclude, 'test/multiProcess/**', 'test/postgres/**'] : configDefaults.exclude,
        environment: 'node',
        env: { TEST_DATABASE: database },
      },
    })),
  },
});
