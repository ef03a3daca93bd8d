// Lint (`npm run lint`, a step of `npm test`): typescript-eslint's recommended rules plus the import
// boundaries the layout promises (docs/architecture.md):
// - a feature (`<app>/src/features/<name>`) imports no other feature: features meet where a route composes
//   them (`src/app/`, `src/routes.tsx`), as in bulletproof-react;
// - an app's shared folders (components, lib, api…) import no feature;
// - a remote never imports the shell (the host loads remotes, not the other way round), nor another remote;
// - types flow one way in @forkcast/contracts: its domain/ imports nothing from its schemas (contracts/);
// - no import cycle anywhere (import-x/no-cycle).
// React code also follows the rules of hooks (with complete effect dependencies), jsx-a11y's recommended
// rules, and testing-library's in component tests. Formatting is Prettier's (eslint-config-prettier turns
// off the rules it owns; `npm run format:check` is a step of `npm test`).
// The gateway's module boundaries are checked by api-gateway/tests/module-boundaries.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const APPS = ['shell', 'mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin'];
const REMOTES = APPS.filter((app) => app !== 'shell');

const folders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** One zone per feature: every other feature is closed to it. */
function featureZones(app) {
  const features = path.join(root, app, 'src/features');
  const zones = folders(features).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: [`${features}/**`],
    except: [`${features}/${feature}/**`],
    message: 'Features do not import each other: compose them in the route (src/app/), or move what they share out of features/.',
  }));
  // The app's shared code imports no feature. Only the composition roots do: app/ (routes, providers), server/
  // (the pages rendered on the server), landing/ (the landing page's own bundle) and the tests' harnesses.
  const shared = folders(path.join(root, app, 'src')).filter(
    (dir) => !['features', 'app', 'server', 'landing', '__tests__', 'testing'].includes(dir),
  );
  if (zones.length && shared.length) {
    zones.push({
      target: shared.map((dir) => `./${app}/src/${dir}`),
      from: `./${app}/src/features`,
      message: 'Shared code imports no feature: move what two features share out of features/.',
    });
  }
  return zones;
}

const remoteZones = REMOTES.map((remote) => ({
  target: `./${remote}`,
  from: ['./shell', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
  message: 'A remote imports neither the shell nor another remote: share through shared packages.',
}));

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/releases/**',
      '**/.mf/**',
      '**/data/**',
      '**/*.d.ts',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
    },
    rules: {
      // A leading underscore marks what is left out on purpose (`const { deck: _deck, ...rest } = …`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...APPS.flatMap(featureZones),
            ...remoteZones,
            {
              target: './shared-ui/contracts/src/domain',
              from: './shared-ui/contracts/src/contracts',
              message: 'Types flow one way: the domain declares them, the schemas (contracts/) parse them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '{shell,mfe-*,shared-ui}/**/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  { ...testingLibrary.configs['flat/react'], files: ['{shell,mfe-*,shared-ui}/**/__tests__/**/*.{ts,tsx}'] },
  {
    // The design system's and the harness's tests check markup that has no role a query could find: decorative
    // icons hidden from screen readers, injected styles, where focus is. Reading the DOM is their subject.
    files: ['shared-ui/{design-system,dev-harness}/**/__tests__/**/*.{ts,tsx}'],
    rules: { 'testing-library/no-node-access': 'off', 'testing-library/no-container': 'off' },
  },
  {
    // Node scripts and configs (CommonJS and ES modules) run in Node.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Run in the browser: the offline page's script, and the bench's page.evaluate() callbacks.
    files: ['shell/public/**/*.js', 'bench/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The gateway tests' HTTP and socket clients hand back JSON payloads that each test reads in its own shape.
    files: ['api-gateway/tests/helpers/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
