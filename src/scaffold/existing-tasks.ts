/**
 * Task lists of other tools already in a repository, found by `ralph init` so that it names the
 * `ralph import` command for them instead of writing the example task: Ralph tools' prd.json,
 * TASKS.json, fix_plan.md and IMPLEMENTATION_PLAN.md, Task Master's tasks.json, spec-kit's and
 * Kiro's per-feature tasks.md, tilth and ralph-orchestrator task directories.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { importSourceToYaml } from '../prd/index.js';
import type { ImportSource, SourceFile } from '../prd/index.js';

export interface ExistingTaskList {
  /** Relative to the repository, with forward slashes; a directory ends in `/`. */
  path: string;
  /** The exact command that converts it. */
  command: string;
  /** "snarktank prd.json, 5 tasks", or why it does not convert as it is. */
  summary: string;
  converts: boolean;
}

/** Single files, in the order they are reported. */
const FILES = [
  'prd.json',
  'scripts/ralph/prd.json',
  'TASKS.json',
  '.ralph/fix_plan.md',
  '@fix_plan.md',
  'fix_plan.md',
  'IMPLEMENTATION_PLAN.md',
  '.ralph/IMPLEMENTATION_PLAN.md',
  '.taskmaster/tasks/tasks.json',
  'tasks/tasks.json',
];
/** Directories whose own files match a pattern. */
const FILE_PATTERNS: Array<[string, RegExp]> = [['tasks', /^prd-.+\.md$/]];
/** Directories holding one `tasks.md` per feature (spec-kit, Kiro). */
const FEATURE_TASK_FILES = ['specs', '.kiro/specs'];
/** Directories that are one task list each (ralph-orchestrator's code tasks). */
const TASK_DIRECTORIES: Array<[string, RegExp]> = [
  ['tasks', /\.code-task\.md$/i],
  ['.ralph/tasks', /\.code-task\.md$/i],
];
/** Directories holding one task-list directory per feature (tilth). */
const FEATURE_ROOTS: Array<[string, RegExp]> = [['.tilth', /^T-\d+.*\.md$/]];

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function namesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).sort();
}

async function sourceFile(repoDir: string, path: string): Promise<SourceFile> {
  const baseName = path.split('/').pop()!;
  return { name: path, baseName, text: await readFile(join(repoDir, path), 'utf8') };
}

/** What the importer makes of it, read-only. */
function trial(source: ImportSource): { summary: string; converts: boolean } {
  try {
    const result = importSourceToYaml(source);
    const n = result.taskCount;
    return { summary: `${result.report.format}, ${n} task${n === 1 ? '' : 's'}`, converts: true };
  } catch (error) {
    return { summary: (error as Error).message.split('\n')[0]!, converts: false };
  }
}

function entry(path: string, result: { summary: string; converts: boolean }): ExistingTaskList {
  return { path, command: `ralph import ${path}`, ...result };
}

async function directoryList(repoDir: string, dir: string, pattern: RegExp) {
  const names = (await namesIn(join(repoDir, dir))).filter((n) => /\.md$/i.test(n));
  if (!names.some((n) => pattern.test(n))) return undefined;
  const files = await Promise.all(names.map((n) => sourceFile(repoDir, `${dir}/${n}`)));
  return entry(`${dir}/`, trial({ kind: 'directory', name: `${dir}/`, files }));
}

export async function findExistingTaskLists(repoDir: string): Promise<ExistingTaskList[]> {
  const found: ExistingTaskList[] = [];
  const addFile = async (path: string) => {
    const file = await sourceFile(repoDir, path);
    found.push(entry(path, trial({ kind: 'file', file })));
  };
  for (const path of FILES) if (await isFile(join(repoDir, path))) await addFile(path);
  for (const [dir, pattern] of FILE_PATTERNS) {
    for (const name of await namesIn(join(repoDir, dir))) {
      if (pattern.test(name)) await addFile(`${dir}/${name}`);
    }
  }
  for (const root of FEATURE_TASK_FILES) {
    for (const name of await namesIn(join(repoDir, root))) {
      const path = `${root}/${name}tasks.md`;
      if (name.endsWith('/') && (await isFile(join(repoDir, path)))) await addFile(path);
    }
  }
  for (const [dir, pattern] of TASK_DIRECTORIES) {
    const list = await directoryList(repoDir, dir, pattern);
    if (list) found.push(list);
  }
  for (const [root, pattern] of FEATURE_ROOTS) {
    for (const name of await namesIn(join(repoDir, root))) {
      if (!name.endsWith('/')) continue;
      const list = await directoryList(repoDir, `${root}/${name.slice(0, -1)}`, pattern);
      if (list) found.push(list);
    }
  }
  return found;
}
