#!/usr/bin/env node
// npm start: builds what is missing or older than its sources (the web app, the server), then runs
// the compiled server in this process, so a start on an unchanged checkout costs no build and no
// second Node process. The builds run as child processes: their memory is gone before the server starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultOutdir, isServerBuildFresh, root } from './build-server.mjs';

const webDir = join(root, 'apps', 'web');
/** What the web build reads: its sources, the contract, its settings and the installed packages it bundles. */
const webInputs = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'tsconfig.json'),
  join(webDir, 'package.json'),
  join(root, 'packages', 'contract', 'src'),
  join(root, 'package-lock.json'),
];

/** The newest modification time under `path` (a folder's own time counts: it changes when a file is added or removed). */
function newestChange(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const stats = statSync(path);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function isWebBuildFresh() {
  const builtPage = join(webDir, 'dist', 'index.html');
  return existsSync(builtPage) && Math.max(...webInputs.map(newestChange)) <= statSync(builtPage).mtimeMs;
}

function run(workspace) {
  console.warn(`building ${workspace} (missing or older than its sources)`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

if (!isWebBuildFresh()) {
  run('@hall/web');
}
if (!isServerBuildFresh()) {
  run('@hall/server');
}
await import(pathToFileURL(join(defaultOutdir, 'main.js')).href);
