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
      // Boundaries (ARCHITECTURE.md): the web app never imports the API.
      'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@portal/api', '@portal/api/*'] }],
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
