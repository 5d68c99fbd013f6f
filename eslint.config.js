import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in apps/server/src/config.ts only.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      'apps/server/test/**',
      'vitest.config.ts',
      'playwright.config.ts',
      'apps/server/drizzle.config.ts',
      'apps/server/src/cli/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
