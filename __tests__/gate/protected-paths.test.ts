/**
 * Which changes touch what the checks depend on: the package.json scripts and Makefile rules a
 * check command reaches (read from the starting commit), test-runner sections, whole
 * configuration files, and the RALPH:CHECKS block's own `protect:` globs. Real git.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { parseChecksBlock } from '../../src/checks/parse.js';
import { commandReach } from '../../src/engine/gate/commands.js';
import { planChecks } from '../../src/engine/checks-plan.js';
import {
  describeProtectedChange,
  findProtectedChanges,
} from '../../src/engine/gate/check-defining.js';
import { createGit } from '../../src/git/git.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';

let repo: TestRepo | undefined;
afterEach(() => repo?.cleanup());

const block = (yaml: string) =>
  `# p\n\n<!-- RALPH:CHECKS:START -->\n\`\`\`yaml\n${yaml}\n\`\`\`\n<!-- RALPH:CHECKS:END -->\n`;

/** The protected changes after `edit` in a repository made of `files`. */
async function changesAfter(
  files: Record<string, string>,
  edit: Record<string, string>,
  commands: string[],
  extra: { protect?: string[]; declared?: string[] } = {},
): Promise<string[]> {
  repo = createRepoWithOrigin(files);
  const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
  const startSha = await git.revParse('HEAD');
  repo.write(edit);
  const changes = await git.changedFiles(startSha);
  const found = await findProtectedChanges({ git, startSha, commands, changes, ...extra });
  return found.map((c) => `${describeProtectedChange(c)}${c.declared ? ' [declared]' : ''}`);
}

describe('what a check command reaches', () => {
  test('npm, yarn and pnpm forms, with the pre and post scripts', () => {
    expect(commandReach('npm test').scripts).toEqual(['pretest', 'test', 'posttest']);
    expect(commandReach('npm t -- --watch=false').scripts).toEqual(['pretest', 'test', 'posttest']);
    expect(commandReach('CI=1 npm run lint && yarn typecheck').scripts).toEqual([
      'prelint',
      'lint',
      'postlint',
      'pretypecheck',
      'typecheck',
      'posttypecheck',
    ]);
    expect(commandReach('pnpm run build; pnpm install').scripts).toEqual([
      'prebuild',
      'build',
      'postbuild',
      'preinstall',
      'install',
      'postinstall',
      'prepare',
    ]);
    // An install runs the project's own install scripts.
    for (const install of ['npm ci', 'npm install', 'yarn', 'yarn install', 'pnpm i'])
      expect(commandReach(`${install} && npm test`).scripts).toEqual([
        'preinstall',
        'install',
        'postinstall',
        'prepare',
        'pretest',
        'test',
        'posttest',
      ]);
    expect(commandReach('make -C . test GOFLAGS=-v').makeTargets).toEqual(['test']);
    expect(commandReach('make').makeTargets).toEqual(['']);
    expect(commandReach('node --test').scripts).toEqual([]);
  });
});

describe('protected changes', () => {
  const pkg = (scripts: Record<string, string>, extra: object = {}) =>
    `${JSON.stringify({ name: 'p', scripts, ...extra }, null, 2)}\n`;

  test('a script the check reaches through another script, and its pre script; others are free', async () => {
    const files = {
      'package.json': pkg({ test: 'npm run unit', unit: 'node --test', dev: 'vite' }),
    };
    const edit = {
      'package.json': pkg(
        { test: 'npm run unit', unit: 'node --test', preunit: 'exit 0', dev: 'vite --open' },
        { dependencies: { a: '1' } },
      ),
    };
    expect(await changesAfter(files, edit, ['npm test'])).toEqual([
      'package.json scripts.preunit: added: "exit 0"',
    ]);
  });

  test('package.json that no longer parses, and jest configuration in it', async () => {
    const files = { 'package.json': pkg({ test: 'jest' }) };
    expect(await changesAfter(files, { 'package.json': '{ nope' }, ['npm test'])).toEqual([
      'package.json: no longer valid JSON: the scripts the checks run cannot be read',
    ]);
    repo?.cleanup();
    const withJest = await changesAfter(
      { 'package.json': pkg({ test: 'jest' }, { jest: { bail: true } }) },
      {
        'package.json': pkg(
          { test: 'jest' },
          { jest: { bail: true, testPathIgnorePatterns: ['pad'] } },
        ),
      },
      ['npm test'],
    );
    expect(withJest).toEqual([
      'package.json jest: {"bail":true} -> {"bail":true,"testPathIgnorePatterns":["pad"]}',
    ]);
  });

  test('the Makefile target a check calls, its prerequisites and the go test flags it uses', async () => {
    const makefile = [
      'GOFLAGS := -race',
      'VERSION := 1.0',
      '',
      'test: vet',
      '\tgo test $(GOFLAGS) ./...',
      '',
      'vet:',
      '\tgo vet ./...',
      '',
      'release:',
      '\t./release.sh $(VERSION)',
      '',
    ].join('\n');
    const edited = makefile
      .replace('GOFLAGS := -race', 'GOFLAGS := -run NOTHING')
      .replace('VERSION := 1.0', 'VERSION := 2.0')
      .replace('\tgo vet ./...', '\ttrue')
      .replace('./release.sh', './release2.sh');
    expect(await changesAfter({ Makefile: makefile }, { Makefile: edited }, ['make test'])).toEqual(
      [
        'Makefile target vet: removed go vet ./...; added true',
        'Makefile variable GOFLAGS: GOFLAGS := -race -> GOFLAGS := -run NOTHING',
      ],
    );
  });

  test('pytest sections of setup.cfg and tox.ini; other sections are free', async () => {
    const files = {
      'setup.cfg': '[metadata]\nname = p\n\n[tool:pytest]\ntestpaths = tests\n',
      'tox.ini': '[tox]\nenvlist = py3\n',
    };
    const edit = {
      'setup.cfg': '[metadata]\nname = q\n\n[tool:pytest]\ntestpaths = tests\naddopts = -x --co\n',
      'tox.ini': '[tox]\nenvlist = py3\n\n[pytest]\naddopts = -k nothing\n',
    };
    expect(await changesAfter(files, edit, ['pytest'])).toEqual([
      'setup.cfg [tool:pytest]: added addopts = -x --co',
      'tox.ini [pytest]: added: addopts = -k nothing',
    ]);
  });

  test('whole files: workflows and conftest.py anywhere, the protect: globs, and a declared path', async () => {
    const files = { 'src/a.js': '1\n', 'config/ci.json': '{}\n', 'vite.config.js': 'a\n' };
    const edit = {
      '.github/workflows/ci.yml': 'on: push\n',
      'pkg/tests/conftest.py': 'collect_ignore = ["."]\n',
      'config/ci.json': '{"skip":true}\n',
      'vite.config.js': 'b\n',
      'src/a.js': '2\n',
    };
    expect(
      await changesAfter(files, edit, ['npm test'], {
        protect: ['config/**', '!vite.config.*'],
        declared: ['.github/workflows/'],
      }),
    ).toEqual([
      '.github/workflows/ci.yml: added: on: push [declared]',
      'config/ci.json: {} -> {"skip":true}',
      'pkg/tests/conftest.py: added: collect_ignore = ["."]',
    ]);
  });
});

describe('the protect: list of the RALPH:CHECKS block', () => {
  test('is read beside checks:, and reaches the plan from the starting commit', async () => {
    const text = block(
      'checks:\n  - name: test\n    command: npm test\nprotect:\n  - config/**\n  - "!vite.config.*"',
    );
    expect(parseChecksBlock(text, 'CLAUDE.md')).toMatchObject({
      errors: [],
      protect: ['config/**', '!vite.config.*'],
    });
    repo = createRepoWithOrigin({ 'CLAUDE.md': text });
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
    const plan = await planChecks(git, await git.revParse('HEAD'), false);
    expect(plan.protect).toEqual(['config/**', '!vite.config.*']);
  });

  test('a protect: that is not a list of globs is an error with its line', () => {
    const text = block('checks:\n  - name: test\n    command: npm test\nprotect: config');
    expect(parseChecksBlock(text, 'CLAUDE.md').errors.map((e) => e.message)).toEqual([
      'CLAUDE.md:8: `protect:` must be a list of path globs (like ".npmrc" or "config/**"), found a string',
    ]);
    const empty = block('checks:\n  - name: test\n    command: npm test\nprotect:\n  - a\n  - ""');
    expect(parseChecksBlock(empty, 'CLAUDE.md').errors.map((e) => e.message)).toEqual([
      'CLAUDE.md:10: `protect:` entry 2 is empty',
    ]);
    const typo = block('checks:\n  - name: test\n    command: npm test\nprotects: [a]');
    expect(parseChecksBlock(typo, 'CLAUDE.md').errors[0]!.message).toContain(
      'unknown key "protects" (did you mean "protect"?)',
    );
  });
});
