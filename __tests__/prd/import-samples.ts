/** Reading the real-world-shaped samples in fixtures/import-samples/ and replaying a task list. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { importSourceToYaml, parsePrdText, selectNextTask } from '../../src/prd/index.js';
import type { ImportReport, ImportSource, Prd } from '../../src/prd/index.js';

export const SAMPLES = join('fixtures', 'import-samples');
export const NOW = new Date('2026-02-10T12:00:00Z');

/** A sample as the CLI reads it: a file, or the markdown files directly in a directory. */
export function sampleSource(path: string): ImportSource {
  const full = join(SAMPLES, path);
  if (statSync(full).isDirectory()) {
    const files = readdirSync(full)
      .filter((n) => n.endsWith('.md'))
      .sort()
      .map((n) => ({
        name: join(path, n),
        baseName: n,
        text: readFileSync(join(full, n), 'utf8'),
      }));
    return { kind: 'directory', name: path, files };
  }
  return {
    kind: 'file',
    file: { name: path, baseName: basename(path), text: readFileSync(full, 'utf8') },
  };
}

export function sampleJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(SAMPLES, path), 'utf8')) as T;
}

/** Imports a sample and loads the written YAML back through the validating loader. */
export function importSample(
  path: string,
  opts: { title?: string } = {},
): { prd: Prd; report: ImportReport; yaml: string } {
  const { yaml, report, taskCount } = importSourceToYaml(sampleSource(path), { now: NOW, ...opts });
  const loaded = parsePrdText(yaml, 'prd.yaml');
  if (loaded.errors.length > 0 || !loaded.prd) {
    throw new Error(`the imported prd.yaml does not validate: ${JSON.stringify(loaded.errors)}`);
  }
  if (loaded.prd.tasks.length !== taskCount) throw new Error('task count differs after loading');
  return { prd: loaded.prd, report, yaml };
}

/** The ids the real selector picks, one after another, if every picked task gets done. */
export function selectionOrder(prd: Prd): string[] {
  const copy = structuredClone(prd);
  const order: string[] = [];
  for (let guard = 0; guard <= copy.tasks.length; guard++) {
    const next = selectNextTask(copy);
    if (next.kind !== 'task') break;
    order.push(String(next.task.id));
    next.task.status = 'done';
  }
  return order;
}

export const ids = (prd: Prd) => prd.tasks.map((t) => String(t.id));
