import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/.output/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The server's structure (docs/architecture.md, "Boundaries"): an area is used by others only
  // through its public entry (modules/{area}/index.ts), and the pure rules in packages/domain
  // depend on nothing, so they do no I/O. apps/server/src/architecture.test.ts shows both fire.
  {
    files: ['apps/server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/',
              message: "Another area's internals: import its public entry ('../{area}') instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[a-z-]+/',
              message:
                "Another area's internals: import its public entry ('../../{area}') instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // @date-fns/tz: New York's offsets from the time zone database (Intl), no I/O.
              regex: '^(?!\\.\\.?/|@date-fns/tz)',
              message:
                'The domain package holds pure rules: it imports nothing but itself (and @date-fns/tz).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '**/*.mjs', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
