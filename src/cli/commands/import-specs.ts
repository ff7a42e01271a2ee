/**
 * The specs ralph-orchestrator task files name (`Spec: .ralph/specs/x.spec.md`), and the
 * `*.spec.md` files beside a task directory, read so the import can take the project title from
 * them. Only markdown files inside the working directory are read; missing ones are skipped.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { CODE_TASK_FILE, MAX_PRD_BYTES, specReferences } from '../../prd/index.js';
import type { ImportSource, SourceFile } from '../../prd/index.js';

async function readSpec(cwd: string, shown: string): Promise<SourceFile | undefined> {
  const path = resolve(cwd, shown);
  const inside = relative(cwd, path);
  if (inside.startsWith('..') || !/\.md$/i.test(path)) return undefined;
  try {
    const info = await stat(path);
    if (!info.isFile() || info.size > MAX_PRD_BYTES) return undefined;
    return { name: shown, baseName: shown.split('/').pop()!, text: await readFile(path, 'utf8') };
  } catch {
    return undefined;
  }
}

/** Specs beside a task directory: `specs/<feature>/x.spec.md` for `specs/<feature>/tasks/`. */
async function besideDirectory(cwd: string, dir: string): Promise<string[]> {
  const parent = dirname(dir);
  const names = await readdir(resolve(cwd, parent)).catch(() => [] as string[]);
  return names.filter((n) => /\.spec\.md$/i.test(n)).map((n) => join(parent, n));
}

export async function specsFor(source: ImportSource, cwd: string): Promise<SourceFile[]> {
  const files = source.kind === 'file' ? [source.file] : source.files;
  const tasks = files.filter((f) => CODE_TASK_FILE.test(f.baseName));
  if (tasks.length === 0) return [];
  const named = tasks.flatMap((f) => specReferences(f.text));
  const beside = source.kind === 'directory' ? await besideDirectory(cwd, source.name) : [];
  const specs: SourceFile[] = [];
  for (const shown of [...new Set([...named, ...beside])]) {
    const spec = await readSpec(cwd, shown);
    if (spec) specs.push(spec);
  }
  return specs;
}
