import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const apps = ['server', 'web'];

/** The feature folders of an app, read from disk so a new area is fenced in without editing this file. */
function listFeatures(app) {
  return readdirSync(join(root, `apps/${app}/src/features`), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// STYLE.md rule 3: a feature reaches another only through shared code (web shared/, server platform/).
const featureZones = apps.flatMap((app) =>
  listFeatures(app).map((feature) => ({
    target: `apps/${app}/src/features/${feature}`,
    from: `apps/${app}/src/features`,
    except: [`./${feature}`],
    message: `Features do not import each other (STYLE.md rule 3): move what ${feature} needs to shared/ or platform/.`,
  })),
);

// The web console is one feature of many areas, named as the contract's console areas: each area
// imports the shell (the frame, the staff client, what several areas share) and no other area; the
// shell imports no area, but for its section table, which loads each area's pages lazily.
const consoleDirectory = 'apps/web/src/features/console';
const consoleAreaZones = readdirSync(join(root, consoleDirectory), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shell')
  .map((entry) => ({
    target: `${consoleDirectory}/${entry.name}`,
    from: consoleDirectory,
    except: [`./${entry.name}`, './shell'],
    message: `Console areas do not import each other: move what ${entry.name} needs to the console's shell/.`,
  }));
const consoleShellZone = {
  target: [`${consoleDirectory}/shell/!(console-sections).{ts,tsx}`, `${consoleDirectory}/shell/*/**`],
  from: consoleDirectory,
  except: ['./shell'],
  message: "The console's shell serves every area and imports none; only its section table (console-sections.ts) loads their pages.",
};

const boundaryZones = [
  ...featureZones,
  ...consoleAreaZones,
  consoleShellZone,
  {
    target: ['apps/web/src/shared', 'apps/web/src/config'],
    from: 'apps/web/src/features',
    message: 'Shared code serves every feature and imports none (STYLE.md rule 3).',
  },
  {
    target: ['apps/server/src/platform', 'apps/server/src/providers', 'apps/server/src/boss', 'apps/server/src/db', 'apps/server/src/sandbox'],
    from: 'apps/server/src/features',
    message: 'Platform, providers, boss, db and the sandbox serve every feature and import none (STYLE.md rule 3).',
  },
  // STYLE.md rule 2: both apps import the contract, never each other.
  { target: 'apps/web', from: 'apps/server', message: 'The web app never imports the server (STYLE.md rule 2).' },
  { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app (STYLE.md rule 2).' },
  {
    target: 'packages/contract/src',
    from: ['apps', 'e2e', 'scripts', 'bench'],
    message: 'The contract depends on zod alone (STYLE.md rule 2).',
  },
  // STYLE.md rule 11: a feature reads and writes through its api files (api.ts, *-api.ts, the
  // console's and the agent's own callers); every other file of it, pages and components first.
  // The console's api files are one level down, in its areas and its shell.
  {
    target: [
      'apps/web/src/features/*/!(api|*-api|call-agent|*.test).{ts,tsx}',
      'apps/web/src/features/!(console)/*/**',
      `${consoleDirectory}/*/!(*-api|call-staff|*.test).{ts,tsx}`,
      `${consoleDirectory}/*/*/**`,
    ],
    from: [
      'apps/web/src/shared/api/subscriber-client.ts',
      'apps/web/src/shared/api/create-api-client.ts',
      'apps/web/src/features/agent/call-agent.ts',
      `${consoleDirectory}/shell/call-staff.ts`,
    ],
    message: "A feature calls the server through its api files' hooks, never the client elsewhere (STYLE.md rule 11).",
  },
];

const chinaZoneSelectors = [
  "Literal[value='Asia/Shanghai']",
  ...[60, 3600, 3600000].map((unit) => `BinaryExpression[operator='*'][left.value=8][right.value=${unit}]`),
  "BinaryExpression[operator='*'][left.value=8][right.name=/HOUR/]",
];
const chinaOffsetTextSelectors = ['Literal[value=/\\+08:00/]', 'TemplateElement[value.raw=/\\+08:00/]'];

// The server's layers, for the code that runs (tests sit above every layer and use them all): db
// imports nothing above it; platform, providers and boss no domain writer and no seed; domain
// writers (the catalogue, dealers, agreements, texts, …) use those below, never a feature; the
// sandbox's pages sit above them all.
const serverLayerZones = [
  {
    target: 'apps/server/src/db',
    from: 'apps/server/src',
    except: ['./db'],
    message: 'db/ is the bottom layer: it imports nothing of the server above it (the seed lives in seed/).',
  },
  {
    target: ['apps/server/src/platform', 'apps/server/src/providers', 'apps/server/src/boss'],
    from: ['apps/server/src/domain', 'apps/server/src/seed'],
    message: 'Platform, providers and boss sit below the domain writers and the seed, and import neither.',
  },
  {
    target: 'apps/server/src/domain',
    from: ['apps/server/src/features', 'apps/server/src/seed'],
    message: 'Domain writers serve the features and the seed, and import neither.',
  },
  {
    target: ['apps/server/src/db', 'apps/server/src/platform', 'apps/server/src/boss', 'apps/server/src/domain'],
    from: 'apps/server/src/sandbox',
    message: 'The sandbox stands in for outside systems on top of the layers; none of them imports it.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', '**/test-results/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/refs': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'apps/server/src/faults/**'],
    rules: { 'no-console': 'off' },
  },
  // Import boundaries (STYLE.md rules 2, 3 and 11), resolved as TypeScript resolves them: explicit
  // .ts/.tsx extensions and the @hall/contract workspace package.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or no-cycle would never follow a .ts import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, ...serverLayerZones] }] },
  },
  // A promise the server forgets is an error nobody logs and work nobody waits for at shutdown.
  // The rule needs types, so only the server's code runs with the type checker's program.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    // The contract's own tests run under vitest; what ships is the rest.
    ignores: ['**/*.test.ts', '**/*.typetest.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(?:/|$)|\\.{1,2}/)', message: 'The contract depends on zod alone (STYLE.md rule 2).' }] },
      ],
    },
  },
  // China time lives in one module (@hall/contract/china-time): the zone's name, its offset and
  // dates written with it are refused elsewhere. Tests may write a fixed instant with its offset;
  // the test fakes print their wire format on their own.
  ...[
    { files: ['**/*.{ts,tsx,mts}'], ignores: ['**/*.test.ts', '**/*.test.tsx'], selectors: [...chinaZoneSelectors, ...chinaOffsetTextSelectors] },
    { files: ['**/*.test.ts', '**/*.test.tsx'], selectors: chinaZoneSelectors },
  ].map(({ files, ignores = [], selectors }) => ({
    files,
    ignores: [...ignores, 'packages/contract/src/china-time.ts', 'apps/server/src/test/fake-*/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...selectors.map((selector) => ({ selector, message: 'China time comes from @hall/contract/china-time, not from its zone or offset.' })),
      ],
    },
  })),
  // STYLE.md rule 6: kebab-case file names. The name is checked up to its first dot, so the
  // kinds after it (.test, .spec, .typetest, .module, .review-kind, .config, .d) keep their dots.
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mts,mjs,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
);
