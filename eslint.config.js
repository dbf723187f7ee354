// Lint for the whole workspace: TypeScript's recommended rules, React hooks rules for the
// front end. Type errors are the type checker's job (`pnpm typecheck`), not this file's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';


// The storefront's layers only point down: app (router, root layout, store) → pages → components →
// features → shared → copy. An import that runs back up fails lint.
const storefrontLayers = ['app', 'pages', 'components', 'features', 'shared', 'copy'];
const layerRules = storefrontLayers.slice(1).map((layer, index) => {
  const above = storefrontLayers.slice(0, index + 1).flat();
  const folders = [layer].flat();
  return {
    files: folders.map((folder) => `apps/storefront/src/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\.?/)+(.*/)?(${above.join('|')})(/|$)`,
              message: `${folders.join(' and ')} may not import from a layer above (${above.join(', ')}): move the shared piece down.`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/generated/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'e2e/.output/**',
      'contracts/pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/storefront/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...layerRules,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
