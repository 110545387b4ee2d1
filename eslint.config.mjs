import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**', '__tests__/client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One-way imports (DESIGN.md section 3): a feature uses another only through its index.ts.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(account|bookings|cart|catalog|content|enquiries|reviews|transfers)/.+',
              message:
                "Import another feature through its index (e.g. '../../cart'), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared UI knows no feature.
    files: ['src/components/**', 'src/config/**', 'src/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'features/', message: 'Shared code may not import a feature.' }] },
      ],
    },
  },
);
