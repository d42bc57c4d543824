// Lives in .config/ because the project root is reserved for the entries the
// layout names; `npm run lint` passes it with --config.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';

// Every folder under src/features is a feature, so a new one is bound by the rules below
// without being listed here.
const features = readdirSync(new URL('../src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The features every other feature may import: what several features share (writing an
 * order, the reference data of portfolios, wallets, currencies and the address book), each
 * with the shared features it builds on. They import no other feature, so the dependencies
 * still flow one way.
 */
const sharedFeatures = {
  'reference-data': [],
  'order-writing': ['reference-data'],
};
const isShared = (feature) => Object.hasOwn(sharedFeatures, feature);

/** Import patterns that reach into `feature` from anywhere under src/features. */
function importsOf(feature) {
  return [`**/features/${feature}/**`, `../${feature}/**`, `../../${feature}/**`];
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'e2e/bench/grid/dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'src/app/route-tree.gen.ts',
      '.config/**',
      '.tanstack/**',
      '.stryker-tmp/**',
      'reports/**',
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
    // A rule switched off says why, on the directive itself, so the reason cannot drift away.
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/sandbox/**', 'src/store/**', 'src/shared/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: [
      'src/{server,sandbox,store}/**/*.ts',
      'vite.config.ts',
      'playwright.config.ts',
      'e2e/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Dependencies flow one way. The server imports src/shared and src/store, and the sandbox
    // only where it is composed (see the block below).
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
              message: 'Server code imports only src/shared and src/store.',
            },
            {
              group: ['**/sandbox/**'],
              message:
                'Only the composition root (open-api.ts, main.ts, reset-sandbox.ts), benches and tests reach into the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/open-api.ts',
      'src/server/main.ts',
      'src/server/reset-sandbox.ts',
      'src/server/bench/**/*.ts',
      'src/server/**/*.test.ts',
    ],
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
              message: 'Server code imports only src/shared and src/store.',
            },
          ],
        },
      ],
    },
  },
  {
    // The provider's stand-in knows nothing of the server around it, like the provider itself.
    files: ['src/sandbox/**/*.ts'],
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
                '**/server/**',
              ],
              message: 'The sandbox imports only src/shared and src/store.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox's SQL lives in its repositories (src/sandbox/db). Elsewhere it hands a
    // SqlClient on, but writes no SQL and reads no rows; tests may still set rows up.
    files: ['src/sandbox/**/*.ts'],
    ignores: ['src/sandbox/db/**', 'src/sandbox/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|TRUNCATE)\\s|^\\s*ANALYZE\\b/]`,
          message: 'SQL in the sandbox belongs in a repository under src/sandbox/db.',
        })),
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/store/sql-client'],
              allowTypeImports: true,
              message: 'Rows are read in a repository under src/sandbox/db; import only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    // The store knows nothing of what is stored in it.
    files: ['src/store/**/*.ts'],
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
                '**/server/**',
                '**/sandbox/**',
                '**/shared/**',
              ],
              message: 'The store imports nothing of the project.',
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
  {
    // Shared Mantine compositions sit below the features: they know no feature, route or shell.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/**', '**/app/**'],
              message: 'src/components sits below the features and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/lib is the fetch layer, the query client (with its keys) and env: below everything
    // but src/shared, and without UI.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/**', '**/app/**', '**/components/**'],
              message: 'src/lib imports only src/shared and itself.',
            },
            {
              group: ['react', 'react-dom', '@mantine/*', '@tabler/*', 'react-hook-form'],
              message:
                'src/lib has no UI: components belong in src/components, order-writing logic in src/features/order-writing.',
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other, except the shared ones, which import only the shared
  // features they build on.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) =>
              isShared(feature)
                ? other !== feature && !sharedFeatures[feature].includes(other)
                : other !== feature && !isShared(other),
            )
            .map((other) => ({
              group: importsOf(other),
              message: isShared(feature)
                ? `${feature} is shared by every feature, so it imports no feature${sharedFeatures[feature].length > 0 ? ` but ${sharedFeatures[feature].join(', ')}` : ''}.`
                : `Features do not import each other; code several features need belongs in ${Object.keys(sharedFeatures).join(' or ')}, src/components or src/lib.`,
            })),
        },
      ],
    },
  })),
);
