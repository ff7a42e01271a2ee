/**
 * The CLI installs like a CLI: `npm pack` of this checkout, `npm install -g` of the tarball into
 * a fresh prefix (offline: the bundle needs no package at run time), then `ralph` in a fresh
 * repository without node_modules. It packs the committed dist/, which .ci/run proves equal to a
 * fresh build.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = process.cwd();
const version = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
).version;
let temp = '';
let project = '';
let prefix = '';
let env: NodeJS.ProcessEnv = {};

/** Without this checkout's node_modules/.bin, so only the installed `ralph` can answer. */
function systemPath(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
}

function ralph(...args: string[]) {
  const run = spawnSync('ralph', args, { cwd: project, env, encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: project, env, encoding: 'utf8' });

const TASKS = `schema_version: "1.0"
project:
  title: Greeter
  description: A greeting module.
  created: "2026-01-01"
  branch: ralph/greeter
tasks:
  - id: greet-001
    title: Add a greet function
    description: Export greet(name) from greet.js returning "Hello, <name>!".
    status: pending
    priority: high
    acceptance_criteria:
      - greet("Ada") returns "Hello, Ada!"
`;

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'ralph-install-'));
  prefix = join(temp, 'prefix');
  project = join(temp, 'greeter');
  const npmEnv = { ...process.env, npm_config_cache: join(temp, 'npm-cache') };
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', temp], {
    cwd: root,
    env: npmEnv,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync(
    'npm',
    [
      'install',
      '-g',
      '--prefix',
      prefix,
      '--offline',
      '--no-audit',
      '--no-fund',
      join(temp, tarball),
    ],
    { cwd: temp, env: npmEnv, stdio: 'pipe' },
  );
  env = {
    PATH: `${join(prefix, 'bin')}${delimiter}${systemPath()}`,
    HOME: join(temp, 'home'),
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
    GIT_AUTHOR_NAME: 'Ada',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
  };
  mkdirSync(env.HOME!);
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'greeter', scripts: { test: 'node --test' } }, null, 2),
  );
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'init');
}, 120_000);

afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('npm install -g of the packed CLI', () => {
  it('installs the bundle, the skills and the schema, and no package besides', () => {
    const installed = join(prefix, 'lib', 'node_modules', 'ralph-action');
    expect(existsSync(join(installed, 'dist', 'cli.js'))).toBe(true);
    expect(readdirSync(join(installed, 'skills')).sort()).toEqual([
      'ralph-iteration',
      'ralph-prd',
      'ralph-tasks',
    ]);
    expect(existsSync(join(installed, 'node_modules'))).toBe(false);
    expect(existsSync(join(installed, 'src'))).toBe(false);
  });

  it('ralph --version', () => {
    expect(ralph('--version')).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });

  it('ralph init, ralph validate and ralph once --dry-run in a fresh repository', () => {
    const init = ralph('init');
    expect(init.code).toBe(0);
    expect(init.out).toContain('created     .ralph/prd.yaml');
    expect(init.out).toContain('Detected checks: test (npm test)');
    expect(existsSync(join(project, 'node_modules'))).toBe(false);

    // The user replaces the example task and commits, as the next steps say.
    writeFileSync(join(project, '.ralph', 'prd.yaml'), TASKS);
    git('add', '-A');
    git('commit', '-qm', 'chore: set up ralph-action');

    const validate = ralph('validate');
    expect(validate).toMatchObject({ code: 0, out: 'valid: .ralph/prd.yaml: 1 task\n' });
    const dryRun = ralph('once', '--dry-run');
    expect([dryRun.code, dryRun.err]).toEqual([0, '']);
    expect(dryRun.out).toContain('Next task: greet-001 - Add a greet function');
    expect(dryRun.out).toContain('Checks: test (npm test)');
    // the block is in CLAUDE.md, which reaches the agent as it is: the prompt names it
    expect(dryRun.out).toContain('the RALPH:CHECKS block in CLAUDE.md (in your context)');
  });

  it('ralph sync copies the skills shipped in the package', () => {
    const sync = ralph('sync');
    expect(sync.code).toBe(0);
    expect(existsSync(join(env.HOME!, '.claude', 'skills', 'ralph-tasks', 'SKILL.md'))).toBe(true);
  });
});
