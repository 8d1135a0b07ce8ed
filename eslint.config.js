// ESLint: correctness (typescript-eslint), hooks, accessibility of JSX, and the package directions of
// ARCHITECTURE.md ("imports point one way") as import rules, so a wrong-way import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Another package's internals: only its public entry (package.json `exports`) may be imported. */
const deepImports = {
  group: [
    '@venue/*/*',
    '!@venue/core/contract',
    '!@venue/core/testing',
    '!@venue/core/calendar',
    // The elements' shared runtime imports these narrow entries, never the whole package (bundle size).
    '!@venue/core/runtime',
    // The build's ufo stand-in (build/shims/ufo.mjs): the address helpers alone, outside the runtime's cycle.
    '!@venue/core/url',
    // A basket line's date as the basket and checkout show it: the server words it into the cart it answers.
    '!@venue/core/item-when',
    // A venue's wall clock from its IANA zone (the host's opening times), without the package's other code.
    '!@venue/core/zone',
    '!@venue/ui/toast',
    // The HTML sanitiser alone (elements and the host's footer), without the components.
    '!@venue/ui/html',
    '!@venue/ui/styles',
    // A two-column layout for `.css.ts` files, kept out of `styles` so no runtime import reaches vanilla-extract.
    '!@venue/ui/columns',
    '!@venue/ui/testing',
    '!@venue/elements/views',
    '!@venue/elements/registry',
    // The host app starts a course list's first read at start-up, before the element loads (issue 12).
    '!@venue/elements/early-course-list',
    '!@venue/elements/embed',
    // Each element's own entry defines its tag (`import '@venue/elements/nav'`).
    '!@venue/elements/nav',
    '!@venue/elements/login',
    '!@venue/elements/basket',
    '!@venue/elements/course-booking',
    '!@venue/elements/camp-booking',
    '!@venue/elements/checkout',
    '!@venue/elements/confirmation',
    '!@venue/elements/venue-picker',
    '!@venue/elements/register',
    '!@venue/elements/activity-booking',
    // Reaching into another package by a relative path is the same deep import.
    '**/packages/*/src/**',
  ],
  message: "Import another package through its public entry (its package.json 'exports'), not its files.",
};
const ui = ['react', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@vanilla-extract/*', '@floating-ui/*'];
const forbid = (names, message) => ({ group: names, message });

/** Imports each folder may not make: elements -> ui -> theme; elements, ui -> core; host-app -> elements. */
const directions = [
  {
    files: ['packages/core/src/**'],
    patterns: [
      forbid(ui, 'core is framework-free: no React, Preact or styling.'),
      forbid(
        [
          '@venue/theme',
          '@venue/ui',
          '@venue/elements',
          '@venue/server',
          '@venue/theme/*',
          '@venue/ui/*',
          '@venue/elements/*',
        ],
        'core imports no other package.',
      ),
    ],
  },
  {
    files: ['packages/theme/src/**'],
    patterns: [
      forbid(
        ['@venue/ui', '@venue/elements', '@venue/server', '@venue/ui/*', '@venue/elements/*'],
        'theme sits below ui and elements.',
      ),
    ],
  },
  {
    files: ['packages/ui/src/**'],
    patterns: [forbid(['@venue/elements', '@venue/server', '@venue/elements/*'], 'ui sits below elements.')],
  },
  {
    files: ['packages/elements/src/**'],
    patterns: [forbid(['@venue/server', '@venue/server/*'], 'elements never import the server.')],
  },
  {
    files: ['host-app/src/**'],
    patterns: [forbid(['@venue/server', '@venue/server/*'], 'the host app talks to the server over HTTP only.')],
  },
  {
    files: ['packages/server/src/**'],
    patterns: [
      forbid(
        [...ui, '@venue/theme', '@venue/ui', '@venue/elements', '@venue/theme/*', '@venue/ui/*', '@venue/elements/*'],
        "the server uses core's contract only.",
      ),
    ],
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'storybook-static/**', 'coverage/**', '**/node_modules/**', '.data/**', 'look-shots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
      // Prettier wraps code at 120 and scripts/wrap-comments.mjs wraps comments. A line may run longer only for
      // a string it cannot break without changing it: the spec's exact messages stay greppable as one string,
      // SQL and HTML stay as written, and test titles (which carry requirement IDs) read as one sentence.
      'max-len': [
        'error',
        {
          code: 120,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignorePattern: String.raw`^\s*(it|test|describe)(\.\w+)?\(`,
        },
      ],
    },
  },
  {
    // TypeScript checks names itself (and knows the DOM and Node types); ESLint's no-undef would only misfire.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    rules: { 'no-undef': 'off' },
  },
  {
    // One way to reach a request's variables: Hono's `c.var` copies them all into a new object on each read.
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='var']", message: "Read a request's variables with c.get(name)." },
      ],
    },
  },
  {
    files: ['test/browser/**/*.js'],
    languageOptions: { globals: { ...globals.mocha } },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region of terms is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  ...directions.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, ...patterns] }] },
  })),
  {
    // Tests may reach into a package's files to test them; the directions still hold.
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'stories/**', '.storybook/**', 'packages/*/src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
