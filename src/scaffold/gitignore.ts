/**
 * What `ralph init` puts in .gitignore: the per-attempt logs, the build outputs the project's
 * checks make (so a run never commits node_modules, nor stops on 12,000 untracked files), and
 * negations for project rules that would hide the files a run reads (python-tabulate's `.*`
 * ignores .ralph/, .github/ and .gitignore itself).
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readIfExists, writeFileAtomic } from './files.js';
import { ATTEMPTS_IGNORE_ENTRY } from './templates.js';

/** Build and dependency outputs, each ignored when it exists or the ecosystem will make it. */
interface Output {
  entry: string;
  /** A file whose presence means the project's checks make this output. */
  madeBy?: string[];
}

const OUTPUTS: Output[] = [
  { entry: 'node_modules/', madeBy: ['package.json'] },
  { entry: 'coverage/' },
  { entry: '.nyc_output/' },
  { entry: 'target/', madeBy: ['Cargo.toml', 'pom.xml'] },
  {
    entry: '__pycache__/',
    madeBy: ['pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt', 'conftest.py'],
  },
  { entry: '.pytest_cache/', madeBy: ['pytest.ini', 'conftest.py', 'pyproject.toml'] },
  { entry: '.ruff_cache/' },
  { entry: '.mypy_cache/' },
  { entry: '.gradle/', madeBy: ['build.gradle', 'build.gradle.kts'] },
];

/** The files a run reads from the commit it starts from: no project rule may hide them. */
const MUST_BE_TRACKABLE: Array<{ path: string; negation: string }> = [
  { path: '.gitignore', negation: '!/.gitignore' },
  { path: '.ralph/prd.yaml', negation: '!/.ralph/' },
  { path: '.github/workflows/ralph.yml', negation: '!/.github/' },
];

export interface GitignoreChange {
  action: 'created' | 'updated' | 'skipped';
  note: string;
  /** What the .gitignore still hides that a run needs, after the change (a warning). */
  stillIgnored: string[];
}

function run(cwd: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', () => resolve({ code: -1, stdout: '' }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout }));
  });
}

/**
 * Which of `paths` git ignores in `repoDir`, whether or not they exist or are tracked. Outside a
 * git repository, the .gitignore's own lines are compared with each path's leading directory.
 */
export async function ignoredPaths(repoDir: string, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const result = await run(repoDir, ['check-ignore', '--no-index', '--', ...paths]);
  if (result.code === 0 || result.code === 1) {
    return result.stdout.split('\n').filter((line) => line !== '');
  }
  const lines = new Set(
    ((await readIfExists(join(repoDir, '.gitignore'))) ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, '')),
  );
  return paths.filter((path) => {
    const parts = path.split('/');
    return parts.some((_, i) => lines.has(parts.slice(0, i + 1).join('/')));
  });
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** The build outputs to ignore that are not ignored yet. */
async function missingOutputs(repoDir: string): Promise<string[]> {
  const wanted: string[] = [];
  for (const output of OUTPUTS) {
    const name = output.entry.replace(/\/$/, '');
    let made = await isDirectory(join(repoDir, name));
    for (const file of output.madeBy ?? []) {
      if (made) break;
      made = (await readIfExists(join(repoDir, file))) !== undefined;
    }
    if (made) wanted.push(output.entry);
  }
  // `name/x`: git tells whether a directory of that name would be ignored, existing or not.
  const probes = wanted.map((entry) => `${entry}x`);
  const ignored = new Set(await ignoredPaths(repoDir, [ATTEMPTS_IGNORE_ENTRY + 'x', ...probes]));
  const missing = wanted.filter((entry) => !ignored.has(`${entry}x`));
  if (!ignored.has(ATTEMPTS_IGNORE_ENTRY + 'x')) missing.unshift(ATTEMPTS_IGNORE_ENTRY);
  return missing;
}

/** Negations for the project's rules that hide what a run reads. */
async function neededNegations(repoDir: string): Promise<string[]> {
  const ignored = new Set(
    await ignoredPaths(
      repoDir,
      MUST_BE_TRACKABLE.map((m) => m.path),
    ),
  );
  return MUST_BE_TRACKABLE.filter((m) => ignored.has(m.path)).map((m) => m.negation);
}

function section(title: string, lines: string[]): string {
  return lines.length === 0 ? '' : `\n# ${title}\n${lines.join('\n')}\n`;
}

/** Creates or extends the project's .gitignore; says what it did and what is still hidden. */
export async function updateGitignore(repoDir: string): Promise<GitignoreChange> {
  const path = join(repoDir, '.gitignore');
  const current = await readIfExists(path);
  const base = current ?? '';
  const separator = base === '' || base.endsWith('\n') ? '' : '\n';
  const negations = await neededNegations(repoDir);
  // Negations first, in place before the outputs are looked at: `!/.ralph/` also brings back
  // .ralph/attempts/, which then needs its own entry after it.
  const withNegations =
    `${base}${separator}` +
    section('ralph-action: files every run reads, which rules above would hide', negations);
  if (negations.length > 0) await writeFileAtomic(path, withNegations.replace(/^\n/, ''));
  const missing = await missingOutputs(repoDir);
  if (negations.length === 0 && missing.length === 0) {
    return {
      action: 'skipped',
      note: `already ignores ${ATTEMPTS_IGNORE_ENTRY} and the build outputs`,
      stillIgnored: [],
    };
  }
  const attempts = missing.includes(ATTEMPTS_IGNORE_ENTRY) ? [ATTEMPTS_IGNORE_ENTRY] : [];
  const outputs = missing.filter((entry) => entry !== ATTEMPTS_IGNORE_ENTRY);
  const text =
    withNegations +
    section('ralph-action: per-attempt transcripts and logs', attempts) +
    section('build and dependency outputs, never committed', outputs);
  await writeFileAtomic(path, text.replace(/^\n/, ''));
  const stillIgnored = await ignoredPaths(
    repoDir,
    MUST_BE_TRACKABLE.map((m) => m.path),
  );
  const notes = [...negations, ...attempts, ...outputs].map((entry) => `added ${entry}`);
  return {
    action: current === undefined ? 'created' : 'updated',
    note: notes.join(', '),
    stillIgnored,
  };
}
