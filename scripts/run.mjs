#!/usr/bin/env node
// The one entry point behind the root npm scripts (`npm start`, `npm test`, ...).
//
// It runs on whatever Node the machine has (Node 20 is enough to start it). When that Node
// is not 24, it brings Node 24 from the npm registry (package node-<platform>-<arch>@24,
// whose folder also holds the C headers for native addons) into a cache folder and runs
// itself again under it, with that Node first on PATH and npm_config_nodedir pointing at
// its headers so native addons (better-sqlite3) build for the right ABI.
//
// Plain JavaScript on purpose: it must run before anything is installed.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProvisioned } from './provision.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WANTED_MAJOR = 24;
const [task = 'help', ...args] = process.argv.slice(2);

const log = (msg) => process.stderr.write(`[pantau] ${msg}\n`);

function run(cmd, cmdArgs, opts = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.error) throw r.error;
  if (r.status !== 0) {
    log(`${cmd} ${cmdArgs.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/** The npm CLI that started us (so it runs under the Node we choose). */
function npmCli() {
  for (const candidate of [process.env.PANTAU_NPM_CLI, process.env.npm_execpath]) {
    if (candidate && /npm-cli\.js$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const npmBin = join(dir, 'npm');
    if (!existsSync(npmBin)) continue;
    const real = realpathSync(npmBin);
    if (/npm-cli\.js$/.test(real)) return real;
    const sibling = join(dirname(real), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
    if (existsSync(sibling)) return sibling;
  }
  throw new Error('cannot find npm-cli.js; run through npm (npm start / npm test)');
}

function ensureNode24() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache =
    process.env.PANTAU_NODE_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'pantau', `node-${WANTED_MAJOR}`);
  const pkgDir = join(cache, 'node_modules', pkg);
  const bin = join(pkgDir, 'bin', 'node');
  if (!existsSync(bin)) {
    log(`Node ${process.versions.node} is running; Pantau needs Node ${WANTED_MAJOR}.`);
    log(`Installing ${pkg}@${WANTED_MAJOR} from the npm registry into ${cache} ...`);
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, 'package.json'), '{"private":true}\n');
    run(process.execPath, [
      npmCli(),
      'install',
      '--prefix',
      cache,
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${pkg}@${WANTED_MAJOR}`,
    ]);
  }
  return { bin, pkgDir };
}

function reexecUnderNode24() {
  const { bin, pkgDir } = ensureNode24();
  const env = {
    ...process.env,
    PATH: `${dirname(bin)}:${process.env.PATH ?? ''}`,
    npm_config_nodedir: pkgDir,
    PANTAU_NPM_CLI: npmCli(),
    npm_node_execpath: bin,
    PANTAU_NODE_BOOTSTRAPPED: '1',
  };
  const child = spawn(bin, [fileURLToPath(import.meta.url), task, ...args], {
    stdio: 'inherit',
    env,
  });
  forwardSignals(child);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function forwardSignals(child) {
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      if (child.exitCode === null) child.kill(sig);
    });
  }
}

// ---------------------------------------------------------------------------------------

function npm(npmArgs, opts) {
  run(process.execPath, [npmCli(), ...npmArgs], opts);
}

/** Installs when the lockfile or the Node ABI changed since the last install. */
function ensureInstalled() {
  const lock = join(ROOT, 'package-lock.json');
  const stampFile = join(ROOT, 'node_modules', '.pantau-install');
  const manifests = [lock, join(ROOT, 'package.json')].filter(existsSync);
  const hash = createHash('sha256');
  for (const f of manifests) hash.update(readFileSync(f));
  hash.update(`abi:${process.versions.modules}`);
  const stamp = hash.digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  log(`installing dependencies (Node ${process.versions.node}) ...`);
  npm(
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
  writeFileSync(stampFile, stamp);
}

const WORKSPACES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

function typecheck() {
  for (const ws of WORKSPACES) {
    log(`typecheck ${ws}`);
    run(bin('tsc'), ['--noEmit', '-p', join(ws, 'tsconfig.json')]);
  }
}

function lint() {
  run(bin('eslint'), ['.', '--max-warnings', '0']);
  run(bin('prettier'), ['--check', '--log-level', 'warn', '.']);
}

function buildWeb() {
  npm(['run', 'build', '-w', '@pantau/web']);
}

function startServer(extraEnv = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/src/main.ts'), ...args], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', ...extraEnv },
  });
  forwardSignals(child);
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 0 : 1)));
  return child;
}

const tasks = {
  install: ensureInstalled,
  typecheck: () => (ensureInstalled(), typecheck()),
  lint: () => (ensureInstalled(), lint()),
  build: () => (ensureInstalled(), buildWeb()),
  start: () => {
    ensureInstalled();
    buildWeb();
    startServer();
  },
  dev: () => {
    ensureInstalled();
    const web = spawn(process.execPath, [npmCli(), 'run', 'dev', '-w', '@pantau/web'], {
      stdio: 'inherit',
      cwd: ROOT,
    });
    forwardSignals(web);
    const server = spawn(process.execPath, ['--watch', join(ROOT, 'apps/server/src/main.ts')], {
      stdio: 'inherit',
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    forwardSignals(server);
    server.on('exit', (code) => process.exit(code ?? 0));
  },
  test: () => {
    // First, so a machine that lacks what the tests use (Chromium, gpsdecode, ffmpeg) says
    // so before the long run.
    if (!ensureProvisioned(log)) process.exit(1);
    ensureInstalled();
    typecheck();
    lint();
    log('unit and integration tests');
    run(bin('vitest'), ['run', ...args]);
    log('browser tests');
    buildWeb();
    run(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']);
  },
  bench: () => {
    ensureInstalled();
    npm(['run', 'bench', '--workspaces', '--if-present']);
  },
  help: () => {
    log('usage: node scripts/run.mjs <install|start|dev|test|typecheck|lint|build|bench>');
  },
};

const major = Number(process.versions.node.split('.')[0]);
if (major !== WANTED_MAJOR) {
  reexecUnderNode24();
} else if (!tasks[task]) {
  tasks.help();
  process.exit(2);
} else {
  tasks[task]();
}
