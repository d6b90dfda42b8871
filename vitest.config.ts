import { defineConfig } from 'vitest/config';

// Unit and integration tests: beside the code, `*.test.ts(x)`. Browser journeys live in
// vitest.e2e.config.ts; benchmarks are `npm run bench`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
