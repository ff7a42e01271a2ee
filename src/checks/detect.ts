/** Guesses a project's quality checks from its manifest files (what `ralph init` proposes). */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_CHECK_TIMEOUT_MS } from './duration.js';
import type { CheckDefinition } from './types.js';

/** Reads a file relative to the project root; undefined when it does not exist. */
export type ReadProjectFile = (relativePath: string) => Promise<string | undefined>;

const NPM_DEFAULT_TEST = /no test specified/;

function check(name: string, command: string): CheckDefinition {
  return { name, command, required: true, timeoutMs: DEFAULT_CHECK_TIMEOUT_MS };
}

async function nodeChecks(read: ReadProjectFile): Promise<CheckDefinition[]> {
  const text = await read('package.json');
  if (text === undefined) return [];
  let scripts: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    const value = (parsed as { scripts?: unknown } | null)?.scripts;
    if (value && typeof value === 'object') scripts = value as Record<string, unknown>;
  } catch {
    return [];
  }
  const has = (name: string) =>
    typeof scripts[name] === 'string' && (scripts[name] as string).trim() !== '';
  const checks: CheckDefinition[] = [];
  if (has('typecheck')) checks.push(check('typecheck', 'npm run typecheck'));
  if (has('lint')) checks.push(check('lint', 'npm run lint'));
  if (has('test') && !NPM_DEFAULT_TEST.test(scripts.test as string))
    checks.push(check('test', 'npm test'));
  return checks;
}

async function pythonChecks(read: ReadProjectFile): Promise<CheckDefinition[]> {
  const manifests = [
    'pyproject.toml',
    'setup.py',
    'setup.cfg',
    'requirements.txt',
    'requirements-dev.txt',
  ];
  const texts = await Promise.all(manifests.map(read));
  if (texts[0] === undefined && texts[1] === undefined && texts[3] === undefined) return [];
  const configFiles = [
    'pytest.ini',
    'tox.ini',
    'ruff.toml',
    '.ruff.toml',
    'mypy.ini',
    'conftest.py',
  ];
  const configs = await Promise.all(configFiles.map(read));
  const all = [...texts, ...configs].filter((t): t is string => t !== undefined).join('\n');
  const exists = (file: string) => configs[configFiles.indexOf(file)] !== undefined;

  const checks: CheckDefinition[] = [];
  if (/\bruff\b/i.test(all) || exists('ruff.toml') || exists('.ruff.toml'))
    checks.push(check('lint', 'ruff check .'));
  if (/\[tool\.mypy\]/.test(all) || exists('mypy.ini')) checks.push(check('typecheck', 'mypy .'));
  if (/\bpytest\b/i.test(all) || exists('pytest.ini') || exists('conftest.py'))
    checks.push(check('test', 'pytest'));
  return checks;
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
