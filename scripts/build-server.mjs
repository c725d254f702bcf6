#!/usr/bin/env node
// Compiles the server to plain JavaScript, so production runs `node apps/server/dist/main.js`
// without the TypeScript loader. esbuild bundles our code and the contract (its exports are .ts
// files) into one file per entry; every other package stays in node_modules and is imported from
// there. Beside the entries go what the code reads at run time relative to itself: the SQL
// migrations (db/migrate.ts reads `<its folder>/migrations`) and the worker scripts
// (`new URL('./x.worker.mjs', import.meta.url)`). build-inputs.json, written last, lists every
// file the build read, so `npm start` can tell whether the build is older than its sources.
//
//   node scripts/build-server.mjs [outdir]     (default apps/server/dist)
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(import.meta.dirname, '..');
const serverDir = join(root, 'apps', 'server');
const sourceDir = join(serverDir, 'src');
const migrationsDir = join(sourceDir, 'db', 'migrations');
export const defaultOutdir = join(serverDir, 'dist');
/** The server, and the operator's command-line tools (npm run staff, npm run catalogue). */
const entryPoints = ['main.ts', 'cli/staff.ts', 'cli/catalogue.ts'].map((entry) => join(sourceDir, entry));
/** Files that shape the output besides the sources esbuild reports. */
const buildSettings = [fileURLToPath(import.meta.url), join(serverDir, 'tsconfig.json'), join(root, 'tsconfig.base.json')];
const INPUTS_FILE = 'build-inputs.json';

/** Every worker script of the server (*.worker.mjs): they run as they are, beside the entries. */
function findWorkerScripts(folder = sourceDir) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return findWorkerScripts(path);
    }
    return entry.name.endsWith('.worker.mjs') ? [path] : [];
  });
}

function findMigrations() {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => join(migrationsDir, name));
}

/** Bundles the entries into `outdir` (emptied first), copies migrations and workers, records the inputs. */
export async function buildServer(outdir = defaultOutdir) {
  // Loaded here, not at the top: npm start checks freshness in the process that then runs the server.
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    // Flat: dist/main.js, dist/staff.js, dist/catalogue.js, so import.meta.dirname is the same folder for all.
    entryNames: '[name]',
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        // Packages stay in node_modules, except the contract: it exports TypeScript, which node cannot load.
        name: 'packages-from-node-modules',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hall/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  mkdirSync(join(outdir, 'migrations'));
  const migrations = findMigrations();
  for (const file of migrations) {
    copyFileSync(file, join(outdir, 'migrations', basename(file)));
  }
  const workers = findWorkerScripts();
  const workerNames = workers.map((file) => basename(file));
  const repeated = workerNames.find((name, index) => workerNames.indexOf(name) !== index);
  if (repeated) {
    throw new Error(`Two worker scripts are named ${repeated}: they would land on the same file in ${outdir}.`);
  }
  for (const file of workers) {
    copyFileSync(file, join(outdir, basename(file)));
  }
  const inputs = [...Object.keys(result.metafile.inputs).map((path) => resolve(root, path)), ...migrations, ...workers, ...buildSettings];
  writeFileSync(join(outdir, INPUTS_FILE), JSON.stringify({ inputs: inputs.map((path) => relative(root, path)).sort() }, null, 2));
  return { outdir, inputCount: inputs.length };
}

/**
 * Whether `outdir` holds a build at least as new as every file it was built from, with no
 * migration or worker script added since. A file deleted since the build counts as a change.
 */
export function isServerBuildFresh(outdir = defaultOutdir) {
  const inputsFile = join(outdir, INPUTS_FILE);
  if (!existsSync(inputsFile) || !existsSync(join(outdir, 'main.js'))) {
    return false;
  }
  const builtAt = statSync(inputsFile).mtimeMs;
  const recorded = JSON.parse(readFileSync(inputsFile, 'utf8')).inputs.map((path) => resolve(root, path));
  const known = new Set(recorded);
  if ([...findMigrations(), ...findWorkerScripts()].some((file) => !known.has(file))) {
    return false;
  }
  return recorded.every((file) => existsSync(file) && statSync(file).mtimeMs <= builtAt);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ? resolve(process.argv[2]) : defaultOutdir;
  const started = Date.now();
  const { inputCount } = await buildServer(outdir);
  console.log(`server built into ${relative(root, outdir) || '.'} from ${inputCount} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
