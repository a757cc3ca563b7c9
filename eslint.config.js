import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './lint/module-boundaries.mjs';

/*
 * Web features (apps/web/src/features/<feature>/) build on components/, lib/ and app/, never on
 * another feature's files: a feature's files are its own to change, and what several features share
 * lives in components/ (UI) or lib/ (logic). Tests may use another feature's fixtures. One config
 * block per folder depth, since a relative import leaves the feature after as many `../` as the file
 * sits deep.
 */
function featureBoundaries() {
  return [1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!\\.\\./)`,
              message:
                "A feature imports components/, lib/ and app/, not another feature's files: move a shared piece to components/ or lib/.",
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // One name per thing: the main game's id is the contract's (packages/contract/src/games.ts,
    // where it is declared). Plain .mjs scripts cannot import the TypeScript contract.
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/contract/src/games.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'VariableDeclarator[id.name=/^MAIN_GAME/]',
          message: 'Import MAIN_GAME_ID from @chronicle/contract instead of declaring it again.',
        },
      ],
    },
  },
  {
    // A server module reads another module's tables through that module's service, not its
    // repository (lint/module-boundaries.mjs), except in the shared kernel: records, the snapshot
    // store every game feature keeps its data in (snapshots, versions, role settings, public
    // snapshots), and binding, the roles each account owns, which the policy and the account export
    // read. A service in front of either would only pass calls through. Tests set their state up
    // directly and may import any repository.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-support.ts'],
    plugins: { chronicle: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'chronicle/module-boundaries': ['error', { kernel: ['records', 'binding'] }] },
  },
  {
    // The demo data is a package of its own (packages/demo) that production neither loads nor needs:
    // server code never imports it, except load-demo.ts through a dynamic import(), which this rule
    // does not see and which the bundler puts in a file of its own (apps/server/build.mjs). Tests,
    // their fixtures and the benchmark data may.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.test-support.ts',
      'apps/server/src/**/*.fixtures.ts',
      'apps/server/src/bench/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chronicle/demo', '@chronicle/demo/*', '**/packages/demo/**'],
              message:
                'Server code does not import the demo data: put what it needs in the catalog or the contract (load-demo.ts imports the demo lazily).',
            },
          ],
        },
      ],
    },
  },
  {
    // And the demo data builds on the contract, never on the server.
    files: ['packages/demo/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@chronicle/server', '@chronicle/server/*', '**/apps/server/**'] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Boundaries (docs/reference/product.md#code-boundaries): ui pieces and lib never import a
    // feature.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**'] }],
    },
  },
  ...featureBoundaries(),
);
