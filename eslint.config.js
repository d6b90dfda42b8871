// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the pure packages (geo, domain) may never import: frameworks, Node, the DOM. */
const PURE_FORBIDDEN_IMPORTS = {
  patterns: [
    { group: ['node:*'], message: 'geo and domain are pure: no Node APIs.' },
    {
      group: [
        'fastify',
        'fastify-*',
        '@fastify/*',
        'kysely',
        'pg',
        'better-sqlite3',
        'react',
        'react-*',
        '@mantine/*',
        '@tanstack/*',
        'maplibre-gl',
        '@deck.gl/*',
        'zod',
        'ws',
        '@nats-io/*',
        'pino',
      ],
      message: 'geo and domain are pure: no frameworks or I/O libraries.',
    },
    {
      group: ['@pantau/contracts', '@pantau/sim', '@pantau/server', '@pantau/web'],
      message: 'Dependencies point one way: apps → contracts → domain → geo.',
    },
  ],
  paths: [
    'fs',
    'path',
    'os',
    'http',
    'https',
    'net',
    'dgram',
    'crypto',
    'child_process',
    'worker_threads',
    'events',
    'stream',
    'url',
    'util',
    'buffer',
  ].map((name) => ({
    name,
    message: 'geo and domain are pure: no Node APIs.',
  })),
};

/**
 * The web app's infrastructure (map engine, live feed, selection, URL, API client, shared UI,
 * shared vessel code, the map screen) and its shell read features only through the registry
 * (`features/index.ts`, `features/feature.ts`): never a feature's own files.
 */
const WEB_NO_FEATURE_IMPORTS = {
  patterns: [
    {
      group: ['**/features/*/**'],
      message:
        'Infrastructure and the shell never import a feature: describe it in its <name>.feature.ts and read it from the registry.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.cache/**',
      'test-artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'error',
    },
  },
  {
    // Plain JavaScript (the bootstrap script, this file): checked without types.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node, parserOptions: { projectService: false } },
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-console': 'off' },
  },
  {
    files: ['packages/geo/**/*.ts', 'packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': ['error', PURE_FORBIDDEN_IMPORTS],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'fetch',
          'process',
          'Buffer',
          'setTimeout',
          'setInterval',
          'require',
          'global',
          'globalThis',
        ].map((name) => ({
          name,
          message: 'geo and domain are pure: no DOM, no Node, no timers or I/O.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pure code takes the clock as a parameter.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    files: [
      'apps/web/src/map/**/*.{ts,tsx}',
      'apps/web/src/live/**/*.{ts,tsx}',
      'apps/web/src/ui/**/*.{ts,tsx}',
      'apps/web/src/api/**/*.{ts,tsx}',
      'apps/web/src/selection/**/*.{ts,tsx}',
      'apps/web/src/url/**/*.{ts,tsx}',
      'apps/web/src/vessel/**/*.{ts,tsx}',
      'apps/web/src/screen/**/*.{ts,tsx}',
      'apps/web/src/i18n/**/*.{ts,tsx}',
      'apps/web/src/App.tsx',
      'apps/web/src/main.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', WEB_NO_FEATURE_IMPORTS] },
  },
  {
    // Browser tests and benches reach the server through its testing entry only.
    files: ['apps/web/e2e/**/*.ts', 'apps/web/bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pantau/server',
              message: "Use the server's testing entry: @pantau/server/testing/*.",
            },
          ],
          patterns: [
            {
              group: ['**/server/src/**', '@pantau/server/src/**'],
              message: "Use the server's testing entry: @pantau/server/testing/*.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's benchmarks measure its stages through the testing entry too
    // (`src/testing/stages.ts` and the other files of `testing/`), not a feature's files.
    files: ['apps/server/bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./src/(?!testing/)',
              message: "Use the server's testing entry: @pantau/server/testing/*.",
            },
            {
              regex: '^@pantau/server/(?!testing/)',
              message: "Use the server's testing entry: @pantau/server/testing/*.",
            },
          ],
        },
      ],
    },
  },
);
