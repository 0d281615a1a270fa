import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The engine is the pure backend: no UI libraries, no DOM, no hidden
// randomness or clock. Randomness and time come in as parameters.
const engineRestrictions = {
  files: ['src/engine/**/*.ts'],
  languageOptions: { globals: { ...globals.es2022 } },
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
            message: 'The engine must not depend on React.',
          },
          { group: ['zustand', 'zustand/*'], message: 'The engine must not depend on the store.' },
          {
            group: ['**/store/**', '**/components/**', '**/i18n/**'],
            message: 'Dependencies point one way: components -> store -> engine.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'location',
        'history',
        'self',
        'performance',
        'Date',
        'fetch',
        'setTimeout',
        'setInterval',
        'requestAnimationFrame',
        'HTMLElement',
        'Element',
        'Event',
        'console',
      ].map((name) => ({
        name,
        message: `The engine is pure: no ${name}. Pass what you need in as a parameter.`,
      })),
    ],
    'no-restricted-properties': [
      'error',
      {
        object: 'Math',
        property: 'random',
        message: 'Use the seeded random passed in as a parameter.',
      },
    ],
  },
};

// The photo recogniser is a pure pipeline beside the engine (it may use the
// engine's solver): no UI libraries, no store, no components.
const photoRestrictions = {
  files: ['src/photo/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
            message: 'The photo pipeline must not depend on React.',
          },
          {
            group: ['zustand', 'zustand/*'],
            message: 'The photo pipeline must not depend on the store.',
          },
          {
            group: ['**/store/**', '**/components/**', '**/i18n/**'],
            message: 'The photo pipeline knows no screen: only src/engine may be imported.',
          },
        ],
      },
    ],
  },
};

/** `no-restricted-imports` patterns, each with the reason the arrow may not point that way. */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const UI = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  message: 'No UI library here.',
};
const STORE = {
  group: ['zustand', 'zustand/*', '**/store', '**/store/**'],
  message: 'Dependencies point one way: app -> components -> store -> workers -> engine.',
};
const UP = (...rooms) => ({
  group: rooms.flatMap((r) => [`**/${r}`, `**/${r}/**`]),
  message: 'Dependencies point one way: app -> components -> store -> workers -> engine.',
});

// The rooms of src/ and the one way their arrows point (see the README's architecture map):
// app (the shell) -> components (drawing, input) -> store (the game; save/ its records)
// -> workers (clients of the engine's workers) -> engine (the rules). lib/ holds small
// browser helpers any room may use, and imports none of them.
const layers = [
  restrict(['src/store/**/*.ts'], [UI, UP('components', 'app', 'i18n')]),
  restrict(['src/workers/**/*.ts'], [UI, STORE, UP('components', 'app', 'i18n')]),
  restrict(
    ['src/lib/**/*.ts'],
    [UI, STORE, UP('components', 'app', 'i18n', 'workers', 'engine', 'photo')],
  ),
  restrict(['src/components/**/*.{ts,tsx}', 'src/i18n/**/*.ts'], [UP('app')]),
];

// No import circles anywhere in src/: every arrow points one way.
const noCycles = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': undefined,
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'playwright-report',
      'test-results',
      'dev-dist',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  engineRestrictions,
  photoRestrictions,
  ...layers,
  noCycles,
  // The script that runs before the first paint (plain browser JavaScript).
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
);
