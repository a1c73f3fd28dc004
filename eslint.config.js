import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const importsOf = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Boundaries (STYLE.md §8): packages never reach into apps; the web never imports the server.
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: importsOf(['**/apps/**', '@freight/server', '@freight/web'], 'Packages must not import from apps.'),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...importsOf(
        ['**/apps/server/**', '@freight/server', '@freight/server/*', 'fastify', 'drizzle-orm', 'pg'],
        'The web app must not import server code.',
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: importsOf(['**/apps/web/**', '@freight/web', 'react', 'react-dom'], 'The server must not import web code.'),
  },
  // A server module uses another only through that module's index.ts, its public surface.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@freight/web', 'react', 'react-dom'], message: 'The server must not import web code.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
              message: "Import another module from its index.ts ('../<module>'), not from its files.",
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's; lint keeps to correctness.
  prettier,
);
