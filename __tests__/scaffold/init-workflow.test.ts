/**
 * The workflow `ralph init` writes: the project's own install command (no `npm ci` without a
 * package-lock.json), and with `--pin` every action pinned to a full commit SHA.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parse as parseYaml } from 'yaml';
import { createInitCommand } from '../../src/cli/commands/init.js';
import { GITHUB_ACTION_PINS } from '../../src/scaffold/pins.js';
import { captureIO, tempProject } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

async function init(
  files: Record<string, string>,
  values = {},
  actionRepositoryUrl?: string,
  env: NodeJS.ProcessEnv = process.env,
) {
  const p = tempProject(files);
  cleanups.push(p.cleanup);
  const command = createInitCommand({
    createRunner: () => {
      throw new Error('not used');
    },
    findClaude: async () => undefined,
    actionRepositoryUrl,
  });
  const io = captureIO(p.dir, env);
  const code = await command.run({
    positionals: [],
    values,
    io,
    signal: new AbortController().signal,
  });
  const workflow = readFileSync(join(p.dir, '.github/workflows/ralph.yml'), 'utf8');
  const parsed = parseWorkflow(
    { name: 'ralph.yml', content: workflow },
    new NoOperationTraceWriter(),
  );
  expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
  const steps = (
    parseYaml(workflow) as { jobs: { ralph: { steps: Array<{ run?: string; uses?: string }> } } }
  ).jobs.ralph.steps;
  return { code, out: io.out.join(''), workflow, runs: steps.flatMap((s) => s.run ?? []), steps };
}

const pkg = JSON.stringify({ name: 'shop', scripts: { test: 'vitest run', lint: 'eslint .' } });

describe('the workflow ralph init writes installs with the project’s package manager', () => {
  it('pnpm: corepack and a frozen pnpm install, pnpm in the checks, no npm ci', async () => {
    const { runs, workflow, out } = await init({ 'package.json': pkg, 'pnpm-lock.yaml': '' });
    expect(runs).toEqual([
      'npm install --global corepack@latest && corepack enable',
      'pnpm install --frozen-lockfile',
    ]);
    expect(workflow).not.toContain('npm ci');
    expect(out).toContain('Detected checks: lint (pnpm run lint), test (pnpm test)');
  });

  it('yarn 2+ (.yarnrc.yml): an immutable yarn install', async () => {
    const { runs, out } = await init({
      'package.json': pkg,
      'yarn.lock': '',
      '.yarnrc.yml': 'nodeLinker: node-modules\n',
    });
    expect(runs).toEqual([
      'npm install --global corepack@latest && corepack enable',
      'yarn install --immutable',
    ]);
    expect(out).toContain('Detected checks: lint (yarn lint), test (yarn test)');
  });

  it('npm: npm ci with a package-lock.json, npm install without one; .nvmrc is honoured', async () => {
    const locked = await init({ 'package.json': pkg, 'package-lock.json': '{}', '.nvmrc': '22\n' });
    expect(locked.runs).toEqual(['npm ci']);
    expect(locked.workflow).toContain('node-version-file: .nvmrc');
    expect(locked.workflow).toContain('cache: npm');
    const unlocked = await init({ 'package.json': pkg });
    expect(unlocked.runs).toEqual(['npm install']);
    expect(unlocked.workflow).not.toContain('npm ci');
    expect(unlocked.workflow).not.toContain('cache: npm');
  });

  it('a project without package.json gets the note to add its own set-up', async () => {
    const { runs, workflow } = await init({ Makefile: 'test:\n\t./t.sh\n' });
    expect(runs).toEqual([]);
    expect(workflow).toContain(
      '# Set up whatever the RALPH:CHECKS commands of CLAUDE.md need here',
    );
  });
});

describe('the workflow sets up every toolchain the checks need', () => {
  const steps = (workflow: string) =>
    (
      parseYaml(workflow) as {
        jobs: { ralph: { steps: Array<{ uses?: string; with?: Record<string, string> }> } };
      }
    ).jobs.ralph.steps;

  it('Python: setup-python, the requirements, the project and the tools of its checks', async () => {
    const { runs, workflow } = await init({
      'pyproject.toml': '[project]\nname = "slugs"\n\n[tool.ruff]\n\n[tool.pytest.ini_options]\n',
      'requirements-dev.txt': 'pytest\nruff\n',
      '.python-version': '3.12\n',
    });
    const setup = steps(workflow).find((s) => s.uses === 'actions/setup-python@v7');
    expect(setup?.with).toEqual({ 'python-version-file': '.python-version', cache: 'pip' });
    expect(runs).toEqual([
      [
        'python -m pip install --upgrade pip',
        'python -m pip install -r requirements-dev.txt',
        'python -m pip install -e .',
        'python -m pip install pytest ruff',
      ].join('\n') + '\n',
    ]);
  });

  it('Go from go.mod, Rust with clippy, Java with its build tool’s cache', async () => {
    const go = await init({ 'go.mod': 'module example.com/slugs\n\ngo 1.22\n' });
    expect(steps(go.workflow).find((s) => s.uses === 'actions/setup-go@v7')?.with).toEqual({
      'go-version-file': 'go.mod',
    });
    const rust = await init({ 'Cargo.toml': '[package]\nname = "slugs"\n' });
    expect(
      steps(rust.workflow).find((s) => s.uses === 'dtolnay/rust-toolchain@stable')?.with,
    ).toEqual({ components: 'clippy' });
    const maven = await init({ 'pom.xml': '<project/>\n' });
    expect(steps(maven.workflow).find((s) => s.uses === 'actions/setup-java@v5')?.with).toEqual({
      distribution: 'temurin',
      'java-version': '21',
      cache: 'maven',
    });
    const gradle = await init({ 'build.gradle.kts': '\n' });
    expect(
      steps(gradle.workflow).find((s) => s.uses === 'actions/setup-java@v5')?.with?.cache,
    ).toBe('gradle');
  });

  it('with --pin, every set-up action is pinned to the commit of its current release', async () => {
    const { workflow } = await init(
      {
        'go.mod': 'module m\n',
        'Cargo.toml': '[package]\n',
        'requirements.txt': 'x\n',
        'pom.xml': '',
      },
      { pin: true },
      pathToFileURL(join(tmpdir(), 'no-such-ralph-action-repository')).href,
    );
    for (const [reference, pin] of Object.entries(GITHUB_ACTION_PINS)) {
      if (reference.includes('upload-artifact') || reference.includes('setup-node')) continue;
      const action = reference.slice(0, reference.lastIndexOf('@'));
      expect(workflow).toContain(`uses: ${action}@${pin.sha} # ${pin.tag}\n`);
    }
  });

  it('says when there is no lockfile, and when a tool of the checks is not installed', async () => {
    const { out } = await init(
      { 'package.json': pkg, 'pyproject.toml': '[tool.ruff]\n' },
      {},
      undefined,
      { PATH: '/nonexistent' },
    );
    expect(out).toContain(
      'warning: no lockfile (package-lock.json): the workflow runs `npm install`',
    );
    expect(out).toContain('warning: ruff is not installed here (the python-lint check runs it)');
  });
});

describe('ralph init --pin', () => {
  /** A repository standing in for ralph-action's, with an annotated v1 tag. */
  function actionRepository(): { url: string; commit: string } {
    const root = mkdtempSync(join(tmpdir(), 'ralph-pin-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    git('init', '-q');
    git(
      '-c',
      'user.name=R',
      '-c',
      'user.email=r@example.com',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'v1',
    );
    git('-c', 'user.name=R', '-c', 'user.email=r@example.com', 'tag', '-a', 'v1', '-m', 'v1');
    return { url: pathToFileURL(root).href, commit: git('rev-parse', 'HEAD') };
  }

  it('pins every uses: line to a full commit SHA with the tag in a comment', async () => {
    const action = actionRepository();
    const { code, steps, workflow } = await init(
      { 'package.json': pkg },
      { pin: true },
      action.url,
    );
    expect(code).toBe(0);
    const uses = steps.flatMap((s) => s.uses ?? []);
    expect(uses).toEqual([
      `actions/checkout@${GITHUB_ACTION_PINS['actions/checkout@v7']!.sha}`,
      `actions/setup-node@${GITHUB_ACTION_PINS['actions/setup-node@v7']!.sha}`,
      `ralph-action/ralph-action@${action.commit}`,
      `actions/upload-artifact@${GITHUB_ACTION_PINS['actions/upload-artifact@v7']!.sha}`,
    ]);
    for (const line of workflow.split('\n').filter((l) => /^\s*- uses:/.test(l))) {
      expect(line).toMatch(/@[0-9a-f]{40} # v\d+(\.\d+\.\d+)?$/);
    }
    expect(workflow).toContain(`ralph-action/ralph-action@${action.commit} # v1`);
    expect(workflow).toContain(
      'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
    );
  });

  it('says which action it could not pin, and leaves that one on its tag', async () => {
    const missing = pathToFileURL(join(tmpdir(), 'no-such-ralph-action-repository')).href;
    const { code, out, workflow } = await init({}, { pin: true }, missing);
    expect(code).toBe(0);
    expect(out).toMatch(/warning: could not pin ralph-action\/ralph-action@v1 \(.+\): replace v1/);
    expect(workflow).toContain('uses: ralph-action/ralph-action@v1\n');
    expect(workflow).toContain(
      `actions/checkout@${GITHUB_ACTION_PINS['actions/checkout@v7']!.sha} # v7.0.1`,
    );
  });

  it('without --pin, the actions stay on their major tags', async () => {
    const { workflow } = await init({});
    expect(workflow).toContain('uses: actions/checkout@v7\n');
    expect(workflow).not.toMatch(/@[0-9a-f]{40}/);
  });
});

describe('the workflow ralph init writes hears the repository’s CI', () => {
  it('names the CI workflows it found (by name, else by path) in a workflow_run trigger, Ralph’s own left out', async () => {
    const { workflow } = await init({
      'package.json': pkg,
      '.github/workflows/ci.yml':
        'name: CI\non:\n  push:\n  workflow_dispatch:\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
      '.github/workflows/lint.yaml':
        'on: [pull_request]\njobs:\n  l:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm run lint\n',
      '.github/workflows/release.yml':
        'name: Release\non: workflow_dispatch\njobs:\n  r:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n',
      '.github/workflows/loop.yml':
        'name: Loop\non: push\njobs:\n  r:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ralph-action/ralph-action@v1\n',
    });
    const parsed = parseYaml(workflow) as {
      on: Record<string, unknown>;
      permissions: Record<string, string>;
    };
    expect(parsed.on.workflow_run).toEqual({
      workflows: ['CI', '.github/workflows/lint.yaml'],
      types: ['completed'],
    });
    expect(parsed.permissions.actions).toBe('write');
  });

  it('without CI workflows the trigger is a comment to fill in', async () => {
    const { workflow } = await init({ 'package.json': pkg });
    expect(
      (parseYaml(workflow) as { on: Record<string, unknown> }).on.workflow_run,
    ).toBeUndefined();
    expect(workflow).toContain("# Add your CI workflows' names here");
  });
});
