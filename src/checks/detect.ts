/** Guesses a project's quality checks from its manifest files (what `ralph init` proposes). */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_CHECK_TIMEOUT_MS } from './duration.js';
import { detectPackageManager, scriptCommand } from './package-manager.js';
import type { PackageManagerName } from './package-manager.js';
import type { CheckDefinition } from './types.js';

/** Reads a file relative to the project root; undefined when it does not exist. */
export type ReadProjectFile = (relativePath: string) => Promise<string | undefined>;

const NPM_DEFAULT_TEST = /no test specified/;

function check(name: string, command: string): CheckDefinition {
  return { name, command, required: true, timeoutMs: DEFAULT_CHECK_TIMEOUT_MS };
}

/** The test run already lints: `"test": "npm run lint && jest"`, or a `pretest` that does. */
function testRunsLint(scripts: Record<string, string>, manager: PackageManagerName): boolean {
  const lint = scripts.lint?.trim();
  // pnpm runs no pre-scripts unless told to.
  const testRun = [scripts.test, manager === 'pnpm' ? undefined : scripts.pretest]
    .filter((s): s is string => s !== undefined)
    .join('\n');
  return /(^|[^\w:-])lint($|[^\w:-])/.test(testRun) || (!!lint && testRun.includes(lint));
}

async function nodeChecks(read: ReadProjectFile): Promise<CheckDefinition[]> {
  const text = await read('package.json');
  if (text === undefined) return [];
  const scripts: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    const value = (parsed as { scripts?: unknown } | null)?.scripts;
    if (value && typeof value === 'object') {
      for (const [name, command] of Object.entries(value)) {
        if (typeof command === 'string' && command.trim() !== '') scripts[name] = command;
      }
    }
  } catch {
    return [];
  }
  const manager = (await detectPackageManager(read))?.name ?? 'npm';
  const run = (script: string) => check(script, scriptCommand(manager, script));
  const hasTest = scripts.test !== undefined && !NPM_DEFAULT_TEST.test(scripts.test);
  const checks: CheckDefinition[] = [];
  if (scripts.typecheck !== undefined) checks.push(run('typecheck'));
  if (scripts.lint !== undefined && !(hasTest && testRunsLint(scripts, manager)))
    checks.push(run('lint'));
  if (hasTest) checks.push(run('test'));
  return checks;
}

const PYTHON_MANIFESTS = [
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'requirements.txt',
  'requirements-dev.txt',
  'tox.ini',
];
const PYTHON_CONFIGS = [
  'pytest.ini',
  'ruff.toml',
  '.ruff.toml',
  '.flake8',
  'mypy.ini',
  'conftest.py',
];

async function pythonChecks(read: ReadProjectFile): Promise<CheckDefinition[]> {
  const manifests = await Promise.all(PYTHON_MANIFESTS.map(read));
  const configs = await Promise.all(PYTHON_CONFIGS.map(read));
  const exists = (file: string) => configs[PYTHON_CONFIGS.indexOf(file)] !== undefined;
  if (manifests.every((t) => t === undefined) && !exists('conftest.py')) return [];
  const all = [...manifests, ...configs].filter((t): t is string => t !== undefined).join('\n');

  const checks: CheckDefinition[] = [];
  if (/\bruff\b/i.test(all) || exists('ruff.toml') || exists('.ruff.toml'))
    checks.push(check('lint', 'ruff check .'));
  else if (/\bflake8\b/i.test(all) || exists('.flake8')) checks.push(check('lint', 'flake8'));
  if (/\[tool\.mypy\]|\[mypy\]/.test(all) || exists('mypy.ini'))
    checks.push(check('typecheck', 'mypy .'));
  if (/\bpytest\b/i.test(all) || exists('pytest.ini') || exists('conftest.py'))
    checks.push(check('test', 'pytest'));
  return checks;
}

/** A Makefile with a `test:` target: `make test` (projects of any language use one). */
async function makeChecks(read: ReadProjectFile): Promise<CheckDefinition[]> {
  const text = (await read('Makefile')) ?? (await read('makefile')) ?? (await read('GNUmakefile'));
  if (text === undefined || !/^test\s*:(?!=)/m.test(text)) return [];
  return [check('test', 'make test')];
}

async function goChecks(read: ReadProjectFile): Promise<CheckDefinition[]> {
  if ((await read('go.mod')) === undefined) return [];
  return [check('vet', 'go vet ./...'), check('test', 'go test ./...')];
}

async function rustChecks(read: ReadProjectFile): Promise<CheckDefinition[]> {
  if ((await read('Cargo.toml')) === undefined) return [];
  return [check('clippy', 'cargo clippy -- -D warnings'), check('test', 'cargo test')];
}

/** Detection over any file source (the working tree, or a commit). */
export async function detectChecksWith(read: ReadProjectFile): Promise<CheckDefinition[]> {
  const groups: Array<[string, CheckDefinition[]]> = [
    ['node', await nodeChecks(read)],
    ['python', await pythonChecks(read)],
    ['go', await goChecks(read)],
    ['rust', await rustChecks(read)],
  ];
  // The Makefile's test target, when no ecosystem above gave a test of its own.
  if (!groups.some(([, list]) => list.some((c) => c.name === 'test'))) {
    groups.push(['make', await makeChecks(read)]);
  }
  // In a repository with several ecosystems, later duplicates get a prefix: "go-test".
  const used = new Set<string>();
  const checks: CheckDefinition[] = [];
  for (const [ecosystem, list] of groups) {
    for (const c of list) {
      const name = used.has(c.name) ? `${ecosystem}-${c.name}` : c.name;
      used.add(name);
      checks.push({ ...c, name });
    }
  }
  return checks;
}

export async function detectChecks(repoDir: string): Promise<CheckDefinition[]> {
  return detectChecksWith(async (relativePath) => {
    const path = join(repoDir, relativePath);
    try {
      if (!(await stat(path)).isFile()) return undefined;
      return await readFile(path, 'utf8');
    } catch {
      return undefined;
    }
  });
}
