import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
const BUILTINS = new Set(builtinModules);

/** Every module reachable from `entry` by static or dynamic imports, with what it imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [resolve(SRC, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const specifiers: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!;
      specifiers.push(spec);
      if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
    }
    graph.set(file, specifiers);
  }
  return graph;
}

const nodeImports = (graph: Map<string, string[]>): string[] =>
  [...graph].flatMap(([file, specs]) =>
    specs
      .filter((s) => s.startsWith('node:') || BUILTINS.has(s.split('/')[0]!))
      .map((s) => `${file.slice(SRC.length + 1)} imports ${s}`),
  );

/** Import cycles among the modules reachable from `entry`, each as its chain of files. */
function importCycles(entry: string): string[] {
  const graph = importGraph(entry);
  const name = (file: string): string => file.slice(SRC.length + 1);
  const edges = (file: string): string[] =>
    (graph.get(file) ?? [])
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(dirname(file), s.replace(/\.js$/, '.ts')));
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges(file)) {
      if (state.get(next) === 'open')
        cycles.push([...stack.slice(stack.indexOf(next)), next].map(name).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  visit(resolve(SRC, entry));
  return cycles;
}

describe('package entries', () => {
  it('has no import cycles (type-only imports included)', () => {
    expect(importCycles('node.ts')).toEqual([]);
  });

  it('the root entry reaches no Node built-in module, so browsers can load it', () => {
    const graph = importGraph('index.ts');
    expect(graph.size).toBeGreaterThan(30);
    expect(nodeImports(graph)).toEqual([]);
  });

  it('the walk does find Node imports where there are some (the node entry)', () => {
    expect(nodeImports(importGraph('node.ts'))).toEqual(
      expect.arrayContaining([
        'simulate/realtime.ts imports node:timers/promises',
        'decode/command.ts imports node:fs',
      ]),
    );
  });

  it('the node entry offers the root entry and the Node-only parts', async () => {
    const root = await import('./index.js');
    const node = await import('./node.js');
    for (const name of Object.keys(root)) expect(node).toHaveProperty(name);
    expect(typeof node.streamTrafficLines).toBe('function');
    expect(typeof node.runDecodeCommand).toBe('function');
    expect(root).not.toHaveProperty('streamTrafficLines');
  });
});
