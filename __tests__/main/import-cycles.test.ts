/**
 * The action's flows and the task list's loader import one way: no module of src/github/flows/
 * or src/prd/ reaches itself again through relative imports (type-only and dynamic ones count,
 * since each still ties the two files' meaning together).
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = process.cwd();
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) =>
    normalize(join(dirname(file), m[1]!.replace(/\.js$/, '.ts'))),
  );
}

/** Every cycle of `graph`, each once, as its nodes in import order from the smallest. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const visit = (node: string, path: string[]): void => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at === 0) cycles.push(path);
      else if (at < 0 && next > path[0]!) visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return cycles;
}

/** The relative imports among the TypeScript files of `dirs` (paths relative to the root). */
function importGraph(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(ROOT, dir, name)),
  );
  const inScope = new Set(files);
  return new Map(
    files.map((f) => [
      relative(ROOT, f),
      importsOf(f)
        .filter((t) => inScope.has(t))
        .map((t) => relative(ROOT, t)),
    ]),
  );
}

describe('import cycles', () => {
  it('the finder sees two- and three-file cycles, and type-only and dynamic imports', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
    ]);
    expect(cyclesOf(graph)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    expect(importGraph(['src/prd']).get('src/prd/load.ts')).toEqual(
      expect.arrayContaining(['src/prd/document.ts', 'src/prd/load-full.ts']),
    );
  });

  it('src/github/flows and src/prd have none', () => {
    expect(cyclesOf(importGraph(['src/github/flows', 'src/prd']))).toEqual([]);
  });
});
