import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import (type-only ones too) of the non-test sources under `root`. */
function importGraph(root = SRC): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1] ?? ''));
    graph.set(
      relative(root, file),
      targets.map((t) => relative(root, t)),
    );
  }
  return graph;
}

/** `features/<name>/...` → `<name>`; anything else → undefined. */
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

/** Cycles in a graph of names, each as the path that closes it. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const m of edges.get(n) ?? []) {
      if (state.get(m) === 'open') found.push([...stack.slice(stack.indexOf(m)), m]);
      else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of edges.keys()) if (!state.has(n)) visit(n);
  return found;
}

describe('the server keeps its layers', () => {
  const graph = importGraph();

  it('has no import cycle between feature folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      if (!from) continue;
      for (const t of targets) {
        const to = featureOf(t);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size).toBeGreaterThan(3);
    expect(cycles(edges).map((c) => c.join(' → '))).toEqual([]);
  });

  it('has no import circle between files, in the server and in every package', () => {
    const packages = resolve(SRC, '../../../packages');
    const roots = [SRC, ...readdirSync(packages).map((p) => join(packages, p, 'src'))];
    const found = roots.flatMap((root) => {
      const files = importGraph(root);
      const edges = new Map([...files].map(([f, ts]) => [f, new Set(ts)]));
      return cycles(edges).map(
        (c) => `${relative(resolve(SRC, '../../..'), root)}: ${c.join(' → ')}`,
      );
    });
    expect(roots.length).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const edges = new Map([
      ['live', new Set(['ingest'])],
      ['ingest', new Set(['sources'])],
      ['sources', new Set(['live'])],
    ]);
    expect(cycles(edges)).toEqual([['live', 'ingest', 'sources', 'live']]);
  });

  it('keeps infrastructure (plugins, http, live-hub, search, store, bus) free of features', () => {
    const infra = /^(plugins|http|live-hub|search|store|bus)\//;
    const bad = [...graph]
      .filter(([file]) => infra.test(file))
      .flatMap(([file, targets]) =>
        targets.filter((t) => featureOf(t)).map((t) => `${file} → ${t}`),
      );
    expect(bad).toEqual([]);
  });

  it("lets the core files (config, types, startup) import no feature's file beyond those left", () => {
    // What is left of the core's imports of features; each one moved out is taken off this
    // list, and a new one fails. (The app's one list of features, app.ts → features/index.ts,
    // is the link that belongs.)
    const left = [
      'config.ts → features/charts/chart-source.ts',
      'config.ts → features/sources/declared.ts',
      'startup.ts → features/users/initial-password.ts',
      'startup.ts → features/users/password.ts',
      'startup.ts → features/users/users.repo.ts',
      'types.ts → features/api-users/api-users.repo.ts',
      'types.ts → features/users/users.repo.ts',
    ];
    const core = /^(config|types|startup)\.ts$/;
    const found = [...graph]
      .filter(([file]) => core.test(file))
      .flatMap(([file, targets]) =>
        targets.filter((t) => featureOf(t)).map((t) => `${file} → ${t}`),
      )
      .sort();
    expect(found).toEqual(left);
  });

  it('never has a route file import a route file', () => {
    const route = /\.routes\.ts$/;
    const bad = [...graph]
      .filter(([file]) => route.test(file))
      .flatMap(([file, targets]) =>
        targets.filter((t) => route.test(t)).map((t) => `${file} → ${t}`),
      );
    expect(bad).toEqual([]);
  });
});
