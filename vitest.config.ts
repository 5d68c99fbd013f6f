import { defineConfig } from 'vitest/config';

// Integration tests run once per database: always on embedded PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it). Each test file gets its own fresh database.
// db/startup.test.ts is about the embedded database itself, so it runs in the PGlite project only.
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    exclude: db === 'postgres' ? ['apps/server/test/db/startup.test.ts'] : [],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'] },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
