import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['bench/_*', 'build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', 'bench/.data/', 'tests/.artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React code lives in app/; elsewhere `use…` names (test fixtures, helpers) are not hooks.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The storefront reaches the backend only through the API contract (docs/architecture.md#the-three-parts).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message: "Use the shop's Link (#app/components/link.tsx): the same links without resolving every path on each render (issue 13).",
            },
          ],
          patterns: [
            {
              regex: '^#backend/(?!contract/)',
              message: 'The storefront talks to the shop API through app/lib/api; only #backend/contract/* may be imported.',
            },
          ],
        },
      ],
    },
  },
)
