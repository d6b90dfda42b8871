import { defineConfig } from 'vitest/config';

// Browser journeys: playwright-core driving Debian's Chromium against the built web app
// served by the real server. Run after `npm run build`; screenshots go to test-artifacts/.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['apps/web/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A browser waits on server round trips and software WebGL: on a loaded two-core machine a
    // poll needs more than vitest's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
