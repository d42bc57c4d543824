// Lives in .config/ because the project root is reserved for the entries the
// layout names; `npm run lint` passes it with --config.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';

const features = [
  'orders',
  'co-sign',
  'withdrawals',
  'staking',
  'multi-smart-call',
  'bulk-orders',
  'clearloop',
  'loans',
  'files',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'src/app/route-tree.gen.ts',
      '.config/**',
      '.tanstack/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: new URL('..', import.meta.url).pathname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/shared/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/server/**/*.ts', 'vite.config.ts', 'playwright.config.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Dependencies flow one way: server code may import only src/shared.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/lib/**',
                '**/app/**',
                '**/features/**',
                '**/components/**',
                '**/routes/**',
              ],
              message: 'Server code imports only src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/shared is isomorphic: no DOM, Node or React.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', '@mantine/*'],
              message: 'src/shared is isomorphic.',
            },
            {
              group: ['../lib/**', '../server/**', '../app/**', '../features/**'],
              message: 'src/shared imports nothing from the app.',
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`],
              message:
                'Features do not import each other; move shared code to src/components or src/lib.',
            })),
        },
      ],
    },
  })),
);
