/** The I/O half of prompt assembly: resolves references and reads the files a task names. */
import type { CheckDefinition } from '../checks/types.js';
import { idKey, type Discipline, type Feature, type Prd, type Task } from '../prd/schema.js';
import { extractCodebasePatterns, patternsForPrompt } from './codebase-patterns.js';
import { normalizeRepoPath, readRepoFile } from './repo-files.js';
import type { PromptFile, PromptInput, TaskSummary } from './types.js';

/** Disciplines/features as a list or keyed by name (the loader may give either). */
export type Named<T extends { name: string }> = readonly T[] | ReadonlyMap<string, T>;

export interface GatherArgs {
  /** Repository root; every referenced path resolves inside it. */
  repoDir: string;
  prd: Prd;
  task: Task;
  /** Defaults to prd.disciplines. */
  disciplines?: Named<Discipline>;
  /** Defaults to prd.features. */
  features?: Named<Feature>;
  checks: CheckDefinition[];
  /** The file whose RALPH:CHECKS block defines the checks (CLAUDE.md / AGENTS.md), if any. */
  checksFile?: string;
  /** Contents of .ralph/progress.txt, if any. */
  progressText?: string;
}

function lookup<T extends { name: string }>(
  items: Named<T> | undefined,
  name: string,
): T | undefined {
  if (!items) return undefined;
  if (Array.isArray(items)) return (items as readonly T[]).find((i) => i.name === name);
  return (items as ReadonlyMap<string, T>).get(name);
}

async function readAll(
  repoDir: string,
  paths: readonly string[],
  warnings: string[],
): Promise<PromptFile[]> {
  const files: PromptFile[] = [];
  for (const p of paths) {
    const { file, warning } = await readRepoFile(repoDir, p);
    if (warning) warnings.push(warning);
    files.push(file);
  }
  return files;
}

/** CLAUDE.md as claude reads it into the agent's context, if the repository has one. */
async function projectInstructions(repoDir: string): Promise<string | undefined> {
  const { file, warning } = await readRepoFile(repoDir, 'CLAUDE.md');
  return warning === undefined ? file.content : undefined;
}

/** Keeps the first occurrence of each path (compared after normalization). */
export function dedupePaths(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of paths) {
    const checked = normalizeRepoPath(p);
    const key = checked.ok ? checked.relative : p;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

function summary(task: Task): TaskSummary {
  return task.depends_on && task.depends_on.length > 0
    ? { id: task.id, title: task.title, status: task.status, dependsOn: task.depends_on }
    : { id: task.id, title: task.title, status: task.status };
}

export async function gatherPromptInput(args: GatherArgs): Promise<PromptInput> {
  const { repoDir, prd, task } = args;
  const warnings: string[] = [];

  let discipline: Discipline | undefined;
  if (task.discipline) {
    discipline = lookup(args.disciplines ?? prd.disciplines, task.discipline);
    if (!discipline)
      warnings.push(`unknown discipline "${task.discipline}" of task ${idKey(task.id)}`);
  }
  let feature: Feature | undefined;
  if (task.feature) {
    feature = lookup(args.features ?? prd.features, task.feature);
    if (!feature) warnings.push(`unknown feature "${task.feature}" of task ${idKey(task.id)}`);
  }

  const referenceDocs = await readAll(
    repoDir,
    dedupePaths(feature?.knowledge_paths ?? []),
    warnings,
  );
  const sourcePaths = dedupePaths([
    ...(feature?.context_files ?? []),
    ...(task.context_files ?? []),
  ]);
  const sourceFiles = await readAll(repoDir, sourcePaths, warnings);

  const byId = new Map(prd.tasks.map((t) => [idKey(t.id), t] as const));
  const prerequisites: TaskSummary[] = [];
  for (const dep of task.depends_on ?? []) {
    const found = byId.get(idKey(dep));
    if (found) prerequisites.push(summary(found));
    else warnings.push(`task ${idKey(task.id)} depends on unknown task ${idKey(dep)}`);
  }

  return {
    task,
    discipline,
    feature,
    referenceDocs,
    sourceFiles,
    prerequisites,
    plan: prd.tasks.map(summary),
    checks: args.checks,
    ...(args.checksFile ? { checksFile: args.checksFile } : {}),
    codebasePatterns: patternsForPrompt(
      extractCodebasePatterns(args.progressText),
      await projectInstructions(repoDir),
    ),
    warnings,
  };
}
