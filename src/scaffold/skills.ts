/**
 * `ralph sync`: validates the SKILL.md frontmatter of every skill folder, then copies the
 * folders to the Claude Code skills directory. Nothing is copied when any skill is invalid.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isMap, isPair, isScalar, LineCounter, parseDocument } from 'yaml';
import { readIfExists, writeFileAtomic } from './files.js';

const SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;

export interface SkillProblem {
  file: string;
  /** 1-based. */
  line: number;
  message: string;
}

export interface Skill {
  name: string;
  description: string;
  /** The skill folder. */
  dir: string;
}

export type SkillSyncStatus = 'created' | 'updated' | 'unchanged' | 'replaced';

export interface SkillSyncResult {
  name: string;
  status: SkillSyncStatus;
  /** Where the skill now lives. */
  path: string;
  /** `replaced`: where the other skill of that name was moved. */
  backup?: string;
}

export interface SyncSkillsResult {
  /** Empty when any problem was found: validation comes first and is all-or-nothing. */
  results: SkillSyncResult[];
  problems: SkillProblem[];
  /**
   * Skills of the same name that ralph did not write (another tool's, or edited by hand). Without
   * `force` nothing is copied while there are any; with it they are backed up, then replaced.
   */
  conflicts: { name: string; path: string }[];
}

export interface SyncSkillsOptions {
  /** Replace other skills of the same name, after moving them to `.ralph-backup/`. */
  force?: boolean;
  /** For the backup folder's name. Default: now. */
  now?: Date;
}

/** What ralph last wrote to the skills folder: name -> hash of the skill's files. */
export const SYNC_MANIFEST = '.ralph-sync.json';
export const BACKUP_DIR = '.ralph-backup';

function hashFiles(files: Map<string, Buffer>): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort())
    hash.update(path).update('\0').update(files.get(path)!).update('\0');
  return hash.digest('hex');
}

async function readManifest(destDir: string): Promise<Record<string, string>> {
  const text = await readIfExists(join(destDir, SYNC_MANIFEST));
  if (text === undefined) return {};
  try {
    const parsed = JSON.parse(text) as { skills?: unknown };
    return typeof parsed.skills === 'object' && parsed.skills !== null
      ? (parsed.skills as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

/** Checks the `---` frontmatter of a SKILL.md: `name` (matching its folder) and `description`. */
export function validateSkillFile(
  text: string,
  file: string,
  folderName: string,
): { skill?: Omit<Skill, 'dir'>; problems: SkillProblem[] } {
  const problems: SkillProblem[] = [];
  const problem = (line: number, message: string) => problems.push({ file, line, message });
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') {
    problem(
      1,
      'SKILL.md must start with a `---` frontmatter block holding `name` and `description`',
    );
    return { problems };
  }
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (close < 0) {
    problem(1, 'the frontmatter opened on line 1 is never closed with `---`');
    return { problems };
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(lines.slice(1, close).join('\n'), { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => 1 + lineCounter.linePos(offset).line;
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      problem(lineAt(error.pos[0]), `frontmatter YAML error: ${error.message.split('\n')[0]}`);
    return { problems };
  }
  if (!isMap(doc.contents)) {
    problem(1, 'the frontmatter must be a mapping with `name` and `description`');
    return { problems };
  }
  const fieldLine = (key: string): number => {
    for (const pair of (doc.contents as { items: unknown[] }).items) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === key && pair.key.range)
        return lineAt(pair.key.range[0]);
    }
    return 1;
  };
  const data = doc.toJS() as Record<string, unknown>;

  const name = data.name;
  if (name === undefined || name === null) problem(1, 'the frontmatter has no `name`');
  else if (typeof name !== 'string' || !SKILL_NAME.test(name) || name.length > MAX_NAME) {
    problem(
      fieldLine('name'),
      `\`name\` must be lowercase letters, digits and hyphens (at most ${MAX_NAME}), found ${JSON.stringify(name)}`,
    );
  } else if (name !== folderName) {
    problem(
      fieldLine('name'),
      `\`name\` is "${name}" but the folder is "${folderName}"; they must match`,
    );
  }
  const description = data.description;
  if (description === undefined || description === null)
    problem(1, 'the frontmatter has no `description`');
  else if (typeof description !== 'string' || description.trim() === '') {
    problem(
      fieldLine('description'),
      '`description` must be a non-empty string saying what the skill does and when to use it',
    );
  } else if (description.length > MAX_DESCRIPTION) {
    problem(
      fieldLine('description'),
      `\`description\` is ${description.length} characters; the limit is ${MAX_DESCRIPTION}`,
    );
  }
  if (problems.length > 0) return { problems };
  return { skill: { name: name as string, description: description as string }, problems };
}

/** Every skill folder of `sourceDir` with its problems. */
export async function loadSkills(
  sourceDir: string,
): Promise<{ skills: Skill[]; problems: SkillProblem[] }> {
  const skills: Skill[] = [];
  const problems: SkillProblem[] = [];
  let entries;
  try {
    entries = await readdir(sourceDir, { withFileTypes: true });
  } catch {
    return {
      skills,
      problems: [
        {
          file: sourceDir,
          line: 0,
          message: 'the skills directory does not exist or cannot be read',
        },
      ],
    };
  }
  const folders = entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  for (const folder of folders) {
    const file = join(sourceDir, folder, 'SKILL.md');
    const text = await readIfExists(file);
    if (text === undefined) {
      problems.push({ file, line: 0, message: `the skill folder "${folder}" has no SKILL.md` });
      continue;
    }
    const checked = validateSkillFile(text, file, folder);
    problems.push(...checked.problems);
    if (checked.skill) skills.push({ ...checked.skill, dir: join(sourceDir, folder) });
  }
  if (folders.length === 0)
    problems.push({ file: sourceDir, line: 0, message: 'no skill folders found' });
  return { skills, problems };
}

/** Relative path -> contents of every file under `dir` (undefined when `dir` is missing). */
async function snapshot(dir: string): Promise<Map<string, Buffer> | undefined> {
  const files = new Map<string, Buffer>();
  async function walk(current: string): Promise<void> {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.set(relative(dir, full), await readFile(full));
    }
  }
  try {
    await walk(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return files;
}

function sameFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): boolean {
  if (a.size !== b.size) return false;
  for (const [path, content] of a) {
    const other = b.get(path);
    if (!other || !other.equals(content)) return false;
  }
  return true;
}

/** Replaces `target` with a copy of `source`, swapping whole folders so a reader never sees half a skill. */
async function replaceFolder(source: string, target: string, destDir: string): Promise<void> {
  const suffix = randomBytes(6).toString('hex');
  const incoming = join(destDir, `.ralph-sync-${suffix}`);
  const outgoing = join(destDir, `.ralph-old-${suffix}`);
  await cp(source, incoming, { recursive: true, dereference: true });
  try {
    const hadTarget = (await snapshot(target)) !== undefined;
    if (hadTarget) await rename(target, outgoing);
    await rename(incoming, target);
  } finally {
    await rm(incoming, { recursive: true, force: true });
    await rm(outgoing, { recursive: true, force: true });
  }
}

export async function syncSkills(
  sourceDir: string,
  destDir: string,
  options: SyncSkillsOptions = {},
): Promise<SyncSkillsResult> {
  const { skills, problems } = await loadSkills(sourceDir);
  if (problems.length > 0) return { results: [], problems, conflicts: [] };

  // Phase 1: what is there, and whose it is (all-or-nothing: nothing is copied on a conflict).
  const manifest = await readManifest(destDir);
  const plan = [];
  const conflicts: SyncSkillsResult['conflicts'] = [];
  for (const skill of skills) {
    const target = join(destDir, skill.name);
    const [wanted, current] = await Promise.all([snapshot(skill.dir), snapshot(target)]);
    const same = current !== undefined && sameFiles(wanted!, current);
    const ours = current === undefined || same || manifest[skill.name] === hashFiles(current);
    if (!ours) conflicts.push({ name: skill.name, path: target });
    plan.push({ skill, target, wanted: wanted!, current, same, ours });
  }
  if (conflicts.length > 0 && !options.force) return { results: [], problems, conflicts };

  // Phase 2: back up the others' skills, copy ours, remember what was written.
  await mkdir(destDir, { recursive: true });
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const results: SkillSyncResult[] = [];
  for (const { skill, target, wanted, current, same, ours } of plan) {
    manifest[skill.name] = hashFiles(wanted);
    if (same) {
      results.push({ name: skill.name, status: 'unchanged', path: target });
      continue;
    }
    let backup: string | undefined;
    if (!ours) {
      backup = join(destDir, BACKUP_DIR, `${skill.name}-${stamp}`);
      await mkdir(join(destDir, BACKUP_DIR), { recursive: true });
      await cp(target, backup, { recursive: true });
    }
    await replaceFolder(skill.dir, target, destDir);
    results.push({
      name: skill.name,
      status: backup ? 'replaced' : current ? 'updated' : 'created',
      path: target,
      ...(backup ? { backup } : {}),
    });
  }
  await writeFileAtomic(
    join(destDir, SYNC_MANIFEST),
    `${JSON.stringify({ skills: manifest }, null, 2)}\n`,
  );
  return { results, problems, conflicts };
}

export function formatSkillProblem(problem: SkillProblem, cwd?: string): string {
  const shown =
    cwd && !relative(cwd, problem.file).startsWith('..')
      ? relative(cwd, problem.file)
      : problem.file;
  return `${shown}${problem.line > 0 ? `:${problem.line}` : ''}: ${problem.message}`;
}
