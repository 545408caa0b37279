import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Boundaries (ARCHITECTURE.md): the web app never imports the API. react-i18next's hook
      // costs a copy of the i18next instance per component in a server drawing: lib/use-translation's
      // shares one function (docs/decisions/039-cheaper-server-drawing.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/api/**', '@portal/api', '@portal/api/*'],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use useTranslation from lib/use-translation (one shared t per page's language).",
            },
            {
              name: 'react-router',
              importNames: ['Link'],
              message:
                'Use Link from ui/link (the same links, without resolving each against the route tree).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@portal/web', '@portal/web/*'] }],
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      // The contract depends on zod only.
      'no-restricted-imports': ['error', { patterns: ['fastify*', 'react*', 'drizzle-orm*', '**/apps/**'] }],
    },
  },
);
