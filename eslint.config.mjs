import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { fixupPluginRules } from '@eslint/compat';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const CODE = ['**/*.{ts,tsx,js,mjs,cjs}'];
const FEATURES = [
  'account',
  'bookings',
  'cart',
  'catalog',
  'content',
  'currency',
  'departures',
  'enquiries',
  'operator',
  'reviews',
  'transfers',
];

/**
 * The import bans. In flat config a later block's `no-restricted-imports` replaces an earlier
 * one for the same files, so each block below lists every ban that applies to its files.
 */
const ban = {
  /** A path alias reads better than a climb of three or more folders. */
  deepClimb: {
    regex: '^(\\.\\./){3,}',
    message: "Use the path alias ('@/…' for src, '@server/…' for server/src), not '../../../'.",
  },
  /** react-redux's own hooks know neither the state nor the thunks: use the typed ones. */
  untypedHooks: {
    name: 'react-redux',
    importNames: ['useSelector', 'useDispatch', 'useStore'],
    message: "Use useAppSelector, useAppDispatch or useAppStore from '@/app/hooks'.",
  },
  /** A feature uses another only through its index.ts. */
  featureInternals: (feature) => ({
    regex: `^((\\.\\./)+|@/features/(?!${feature}/))(${FEATURES.join('|')})/.+`,
    message: "Import another feature through its index (e.g. '@/features/cart'), not its files.",
  }),
  /** Shared UI, configuration and theme know no feature. */
  anyFeature: { regex: 'features/', message: 'Shared code may not import a feature.' },
};

const restrictImports = ({ paths = [], patterns = [] }) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

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
    // CommonJS files (a Babel plugin) load their dependencies the CommonJS way.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Imports run one way: no module reaches itself again through its imports.
    files: CODE,
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads, and with which parser: TypeScript's and JavaScript's.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // The resend cooldown restarts its timer from an effect when the dialog opens; rewriting
      // it as state adjusted during render is a change of its own, not part of this rule set.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'jsx-a11y': fixupPluginRules(jsxA11y) },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog moves focus into itself: its first field may take it (MUI's autoFocus prop).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  { files: CODE, rules: restrictImports({ patterns: [ban.deepClimb] }) },
  {
    files: ['src/**'],
    ignores: ['src/app/hooks.ts'],
    rules: restrictImports({ paths: [ban.untypedHooks], patterns: [ban.deepClimb] }),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrictImports({
      paths: [ban.untypedHooks],
      patterns: [ban.deepClimb, ban.featureInternals(feature)],
    }),
  })),
  {
    files: ['src/components/**', 'src/config/**', 'src/theme/**'],
    rules: restrictImports({
      paths: [ban.untypedHooks],
      patterns: [ban.deepClimb, ban.anyFeature],
    }),
  },
  {
    // TypeBox stays out of the website's JavaScript: the website reads the wire schemas' types.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/wire/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/contract/wire/*',
                '**/contract/wire/*',
                '@sinclair/typebox',
                '@sinclair/typebox/*',
              ],
              allowTypeImports: true,
              message: "The website imports wire schemas with 'import type' only.",
            },
          ],
        },
      ],
    },
  },
);
