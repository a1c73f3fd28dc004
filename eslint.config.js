import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';

const importsOf = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const webServerImports = {
  group: ['**/apps/server/**', '@freight/server', '@freight/server/*', 'fastify', 'drizzle-orm', 'pg'],
  message: 'The web app must not import server code.',
};
// Mantine mounts these for every page as it loads, opened or not; the app's own wrappers mount
// them when first wanted.
const mantineOverlays = {
  name: '@mantine/core',
  importNames: ['Modal', 'Drawer', 'Tooltip'],
  message: "Use the app's Modal, Drawer (components/Modal) and Tooltip (components/Tooltip).",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
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
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webServerImports], paths: [mantineOverlays] }],
    },
  },
  // The app's own dialogs and hints wrap Mantine's, and are the only ones to import them.
  {
    files: ['apps/web/src/components/Modal/**', 'apps/web/src/components/Tooltip.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webServerImports] }] },
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
  // A web feature is used through its public index.ts, and the app's route table takes its lazy
  // screens from its screens.ts, which imports none of the feature's code; what lies behind
  // those two may change freely.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/src/features/*' },
        { type: 'shell', pattern: 'apps/web/src/*' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!{index,screens}.ts' } } },
              message: 'Import another feature through its index.ts (or its screens.ts for the route table), never its internals.',
            },
            // Inside one feature, files import each other freely.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's; lint keeps to correctness.
  prettier,
);
