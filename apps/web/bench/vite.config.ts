import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The bench page (`bench/index.html`), built like the app but into a temp dir. */
export const BENCH_OUT = join(tmpdir(), 'pantau-web-bench');

export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  logLevel: 'warn',
  build: {
    outDir: BENCH_OUT,
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
