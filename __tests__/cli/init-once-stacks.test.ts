/**
 * Real projects of four stacks through `ralph init` and `ralph once` (the built CLI, the real
 * claude against the scripted model), with no step a user would not take: write the task list,
 * commit what init says to commit, run once. Each run commits only the task's change and .ralph/:
 * - npm without .gitignore, node_modules/ and coverage/ present, no lockfile;
 * - a Python package whose .gitignore has a `.*` rule (which hides .ralph/ and .github/);
 * - a Cargo crate, built with the runner's rustup install (which a fresh HOME used to hide);
 * - a Go module made with `go mod init`.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLAUDE_BIN, claudeEnv } from '../../test-support/claude-env.js';
import { startModelServer, type ModelServer } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
const API_KEY = 'sk-ant-api03-cliStacksKey-0123456789abcdef';
/** Where this machine's rustup install lives (the runner's HOME). */
const RUNNER_HOME = process.env.HOME ?? homedir();

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

interface Project {
  dir: string;
  home: string;
  git(args: string[]): string;
  run(args: string[], env?: NodeJS.ProcessEnv): Promise<{ status: number | null; out: string }>;
}

function project(name: string, files: Record<string, string>): Project {
  const root = mkdtempSync(join(tmpdir(), `ralph-stack-${name}-`));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const dir = join(root, name);
  const home = join(root, 'home');
  mkdirSync(home);
  mkdirSync(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const gitEnv = { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1' };
  const git = (args: string[]): string =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: gitEnv }).trim();
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    new Promise<{ status: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        cwd: dir,
        env: { ...process.env, HOME: home, NO_COLOR: '1', GIT_CONFIG_NOSYSTEM: '1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
      child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
      child.on('close', (status) => resolve({ status, out }));
    });
  return { dir, home, git, run };
}

function prd(name: string, task: string, criterion: string): string {
  return `schema_version: "1.0"
project:
  title: "${name}"
  description: "A small ${name} library"
  created: "2026-11-01"
  branch: "ralph/${name}"
tasks:
  - id: "task-001"
    title: "${task}"
    description: "${task}."
    status: "pending"
    priority: "high"
    # No test exists yet: the task writes the first.
    baseline: "allow-failing"
    acceptance_criteria:
      - "${criterion}"
`;
}

/**
 * What the user does after init: writes the task list, commits with the command init printed,
 * then runs `ralph once` against a model that writes `writes` and runs `testCommand`.
 */
async function initAndOnce(
  p: Project,
  options: {
    name: string;
    task: string;
    writes: Record<string, string>;
    testCommand: string;
    env?: NodeJS.ProcessEnv;
  },
) {
  p.git(['init', '-q', '-b', 'main']);
  p.git(['config', 'user.name', 'Dev']);
  p.git(['config', 'user.email', 'dev@example.com']);
  // What the project had committed: everything but what it never meant to commit (its own
  // .gitignore too, even where a later `.*` rule hides it).
  p.git(['add', '--force', '--', ...Object.keys(projectFilesOf(p))]);
  p.git(['commit', '-qm', 'Initial commit']);

  const init = await p.run(['init'], options.env);
  expect({ status: init.status, out: init.out }).toMatchObject({ status: 0 });
  writeFileSync(join(p.dir, '.ralph/prd.yaml'), prd(options.name, options.task, 'tests pass'));
  const commit = /Commit everything the run reads: (git add [^\n]*)/.exec(init.out)?.[1];
  expect(commit).toBeDefined();
  execFileSync('sh', ['-c', commit!], {
    cwd: p.dir,
    env: { ...process.env, HOME: p.home, GIT_CONFIG_NOSYSTEM: '1' },
  });
  expect(p.git(['status', '--porcelain'])).toBe('');

  const server: ModelServer = await startModelServer({
    turns: [
      (ctx) =>
        Object.entries(options.writes).map(([path, content]) => ({
          tool: 'Write',
          input: { file_path: join(ctx.cwd, path), content },
        })),
      [{ tool: 'Bash', input: { command: options.testCommand, description: 'Run the tests' } }],
      [
        {
          text: `${options.task}: done, and the tests pass.\n\n${agentStatusBlock({ exitSignal: true, passing: 1, recommendation: 'done' })}`,
        },
      ],
    ],
  });
  cleanups.push(() => server.close());
  const once = await p.run(['once', '--claude', CLAUDE_BIN], {
    ...claudeEnv({ url: server.url, home: p.home }),
    ANTHROPIC_API_KEY: API_KEY,
    ...options.env,
  });
  return { init, once, server };
}

const projectFiles = new WeakMap<Project, Record<string, string>>();
const projectFilesOf = (p: Project) => projectFiles.get(p)!;
function stack(name: string, files: Record<string, string>, extra: Record<string, string> = {}) {
  const p = project(name, { ...files, ...extra });
  projectFiles.set(p, files);
  return p;
}

/** The files of the task's commit, and what is left uncommitted. */
function landed(p: Project) {
  return {
    subject: p.git(['log', '-1', '--format=%s']),
    files: p.git(['show', '--name-only', '--format=', 'HEAD']).split('\n').filter(Boolean).sort(),
    left: p.git(['status', '--porcelain']),
  };
}

const hasRustup =
  existsSync(join(RUNNER_HOME, '.rustup')) && existsSync(join(RUNNER_HOME, '.cargo'));
const hasGo = (() => {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const hasPytest = (() => {
  try {
    execFileSync('pytest', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
for (const [has, what] of [
  [hasRustup, `rustup in ${RUNNER_HOME}`],
  [hasGo, 'go (Debian: golang-go, which .ci/run installs)'],
  [hasPytest, 'pytest'],
] as const) {
  if (!has) process.stderr.write(`init-once-stacks: skipping a stack, ${what} is not installed\n`);
}

describe('ralph init, then ralph once, on the stacks people have', () => {
  it('npm without .gitignore: node_modules/ and coverage/ stay out, npm install is written', async () => {
    const p = stack(
      'slugs',
      {
        'package.json': JSON.stringify(
          {
            name: 'slugs',
            version: '1.0.0',
            type: 'module',
            scripts: { test: 'node --test' },
            dependencies: { 'left-pad': '^1.3.0' },
          },
          null,
          2,
        ),
        'index.js': "export { slug } from './src/slug.js';\n",
        'src/slug.js': 'export function slug(text) {\n  return text;\n}\n',
      },
      {
        'node_modules/left-pad/package.json':
          '{"name":"left-pad","version":"1.3.0","main":"index.js"}\n',
        'node_modules/left-pad/index.js': 'module.exports = (s) => s;\n',
        'node_modules/.package-lock.json': '{"name":"slugs","lockfileVersion":3}\n',
        'coverage/lcov.info': 'TN:\nend_of_record\n',
      },
    );
    const { init, once } = await initAndOnce(p, {
      name: 'slugs',
      task: 'Make slug lower-case and dash-separated',
      writes: {
        'src/slug.js':
          "export function slug(text) {\n  return text.toLowerCase().trim().split(/\\s+/).join('-');\n}\n",
        'test/slug.test.js':
          "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { slug } from '../src/slug.js';\n\ntest('slug', () => assert.equal(slug('Hello World'), 'hello-world'));\n",
      },
      testCommand: 'npm test',
    });
    expect(init.out).toContain('added node_modules/, added coverage/');
    expect(init.out).toContain('warning: no lockfile (package-lock.json)');
    expect(p.git(['show', 'HEAD:.github/workflows/ralph.yml'])).toContain('- run: npm install\n');
    expect({ status: once.status, out: once.out }).toMatchObject({ status: 0 });
    expect(landed(p)).toEqual({
      subject: 'feat: task-001 - Make slug lower-case and dash-separated',
      files: expect.arrayContaining(['src/slug.js', 'test/slug.test.js']),
      left: '',
    });
    expect(landed(p).files.filter((f) => !/^(src|test)\/|^\.ralph\//.test(f))).toEqual([]);
  }, 240_000);

  (hasPytest ? it : it.skip)(
    'Python with a `.*` rule: .ralph/ and the workflow are committed, __pycache__/ is not',
    async () => {
      const p = stack('pyslugs', {
        '.gitignore': 'build\ndist\n.tox\n*~\n*.pyc\n/pyslugs.egg-info/\n.*\n',
        'pyproject.toml':
          '[project]\nname = "pyslugs"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\npythonpath = ["."]\n',
        'pyslugs/__init__.py': 'def slug(text):\n    return text\n',
      });
      const { init, once } = await initAndOnce(p, {
        name: 'pyslugs',
        task: 'Make slug lower-case and dash-separated',
        writes: {
          'pyslugs/__init__.py': 'def slug(text):\n    return "-".join(text.lower().split())\n',
          'tests/test_slug.py':
            'from pyslugs import slug\n\n\ndef test_slug():\n    assert slug("Hello World") == "hello-world"\n',
        },
        testCommand: 'pytest -q',
      });
      expect(init.out).toContain('added !/.gitignore, added !/.ralph/, added !/.github/');
      expect(p.git(['ls-files'])).toContain('.ralph/prd.yaml');
      expect(p.git(['ls-files'])).toContain('.github/workflows/ralph.yml');
      expect({ status: once.status, out: once.out }).toMatchObject({ status: 0 });
      const { files, left } = landed(p);
      expect(files).toEqual(expect.arrayContaining(['pyslugs/__init__.py', 'tests/test_slug.py']));
      const intended = ['pyslugs/__init__.py', 'tests/test_slug.py'];
      expect(files.filter((f) => !intended.includes(f) && !f.startsWith('.ralph/'))).toEqual([]);
      expect(files.some((f) => f.includes('__pycache__'))).toBe(false);
      expect(left).toBe('');
    },
    240_000,
  );

  (hasRustup ? it : it.skip)(
    'Rust with rustup: the checks find the runner’s toolchain, target/ stays out',
    async () => {
      const p = stack('rslugs', {
        'Cargo.toml':
          '[package]\nname = "rslugs"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n',
        'src/lib.rs': 'pub fn slug(text: &str) -> String {\n    text.to_string()\n}\n',
      });
      // The runner's HOME holds its rustup install, as `rustup-init` leaves it.
      symlinkSync(join(RUNNER_HOME, '.rustup'), join(p.home, '.rustup'));
      symlinkSync(join(RUNNER_HOME, '.cargo'), join(p.home, '.cargo'));
      // A crate as it is committed after its first build: with its Cargo.lock.
      execFileSync('cargo', ['generate-lockfile', '--offline'], {
        cwd: p.dir,
        env: { ...process.env, HOME: p.home },
        stdio: 'ignore',
      });
      projectFiles.set(p, { ...projectFilesOf(p), 'Cargo.lock': '' });
      const { init, once } = await initAndOnce(p, {
        name: 'rslugs',
        task: 'Make slug lower-case and dash-separated',
        writes: {
          'src/lib.rs':
            'pub fn slug(text: &str) -> String {\n    text.to_lowercase().split_whitespace().collect::<Vec<_>>().join("-")\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn slugs() {\n        assert_eq!(super::slug("Hello World"), "hello-world");\n    }\n}\n',
        },
        testCommand: 'cargo test -q',
      });
      expect(init.out).toContain('added target/');
      expect({ status: once.status, out: once.out }).toMatchObject({ status: 0 });
      expect(once.out).not.toContain('no default is configured');
      expect(once.out).toMatch(/✓ clippy/);
      const { files, left } = landed(p);
      expect(files).toContain('src/lib.rs');
      expect(files.filter((f) => f !== 'src/lib.rs' && !f.startsWith('.ralph/'))).toEqual([]);
      expect(left).toBe('');
    },
    300_000,
  );

  (hasGo ? it : it.skip)(
    'Go, a module made with go mod init: vet and test run, nothing else is committed',
    async () => {
      const p = stack('goslugs', {
        'slug.go': 'package goslugs\n\nfunc Slug(text string) string {\n\treturn text\n}\n',
      });
      execFileSync('go', ['mod', 'init', 'example.com/goslugs'], {
        cwd: p.dir,
        env: { ...process.env, HOME: p.home },
        stdio: 'ignore',
      });
      projectFiles.set(p, { ...projectFilesOf(p), 'go.mod': '' });
      const { init, once } = await initAndOnce(p, {
        name: 'goslugs',
        task: 'Make Slug lower-case and dash-separated',
        writes: {
          'slug.go':
            'package goslugs\n\nimport "strings"\n\nfunc Slug(text string) string {\n\treturn strings.Join(strings.Fields(strings.ToLower(text)), "-")\n}\n',
          'slug_test.go':
            'package goslugs\n\nimport "testing"\n\nfunc TestSlug(t *testing.T) {\n\tif got := Slug("Hello World"); got != "hello-world" {\n\t\tt.Fatalf("got %q", got)\n\t}\n}\n',
        },
        testCommand: 'go test ./...',
      });
      expect(init.out).toContain('Detected checks: vet (go vet ./...), test (go test ./...)');
      expect(p.git(['show', 'HEAD:.github/workflows/ralph.yml'])).toContain(
        'go-version-file: go.mod',
      );
      expect({ status: once.status, out: once.out }).toMatchObject({ status: 0 });
      const { files, left } = landed(p);
      expect(files).toEqual(expect.arrayContaining(['slug.go', 'slug_test.go']));
      expect(files.filter((f) => !/^slug(_test)?\.go$|^\.ralph\//.test(f))).toEqual([]);
      expect(left).toBe('');
    },
    300_000,
  );
});
