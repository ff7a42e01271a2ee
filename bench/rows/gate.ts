/**
 * The gate's extra cost when no test changed: listing what the agent changed against the
 * starting commit and comparing it with the protected paths (package.json scripts, runner
 * configuration, workflows), on a project of 400 files whose agent changed code and added a
 * file. Against one run of the project's check (`npm test`, node --test over 12 test files):
 * the comparison is a blob comparison, never a second test run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProtectedChanges } from '../../src/engine/gate/check-defining.js';
import { changedExistingTests } from '../../src/engine/iteration/original-gate.js';
import { createGit } from '../../src/git/git.js';
import { bestOf, childrenCpuMs, ownCpuMs, ratioAtMost } from '../harness.js';
import type { BenchCase } from '../harness.js';

const GIT_ENV: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};

const TEST_FILES = 12;
const SOURCE_FILES = 400;

function write(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

/** A committed project: source modules in 20 directories, a test per 33 modules, a workflow. */
function project(dir: string): void {
  const scripts = { test: 'node --test', lint: 'node -e 0' };
  write(dir, 'package.json', JSON.stringify({ name: 'b', type: 'module', scripts }, null, 2));
  write(dir, 'jest.config.js', 'export default {};\n');
  write(dir, '.github/workflows/ci.yml', 'on: push\njobs: {}\n');
  for (let i = 0; i < SOURCE_FILES; i++) {
    write(dir, `src/m${i % 20}/f${i}.js`, `export const f${i} = (x) => x + ${i};\n`);
  }
  for (let t = 0; t < TEST_FILES; t++) {
    const cases = Array.from(
      { length: 5 },
      (_, c) => `test('f${t} case ${c}', () => assert.equal(f${t}(${c}), ${t + c}));`,
    ).join('\n');
    write(
      dir,
      `test/f${t}.test.js`,
      `import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { f${t} } from '../src/m${t % 20}/f${t}.js';\n${cases}\n`,
    );
  }
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, stdio: 'ignore' });
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-qm', 'bench project']);
}

/** CPU ms of one `npm test` in `dir` (the whole process tree). */
function checkRunMs(dir: string): number {
  const before = childrenCpuMs() ?? 0;
  const run = spawnSync('npm', ['test'], { cwd: dir, stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`npm test failed in the bench project (${run.status})`);
  return (childrenCpuMs() ?? 0) - before;
}

export const gateOverhead: BenchCase = {
  name: 'gate',
  async run({ scratch }) {
    const dir = join(scratch, 'gate-project');
    project(dir);
    const git = createGit({ cwd: dir, env: GIT_ENV });
    const startSha = await git.revParse('HEAD');
    // The agent's work: code changed, a module added; no test and nothing protected touched.
    write(dir, 'src/m3/f3.js', 'export const f3 = (x) => x + 3; // faster\n');
    write(dir, 'src/m3/extra.js', 'export const extra = 1;\n');

    const gateMs = await bestOf(7, async () => {
      const before = childrenCpuMs() ?? 0;
      let found = -1;
      const own = await ownCpuMs(async () => {
        const changes = await git.changedFiles(startSha);
        const commands = ['npm test', 'npm run lint'];
        found = (await findProtectedChanges({ git, startSha, commands, changes })).length;
        found += changedExistingTests(changes).length;
      });
      if (found !== 0) throw new Error('the bench project has protected or test changes');
      return own + ((childrenCpuMs() ?? 0) - before);
    });
    const checkMs = await bestOf(3, () => checkRunMs(dir));
    return [
      ratioAtMost(
        {
          name: "the gate's extra cost per check run, no test changed (400 files)",
          value: gateMs,
          floor: checkMs,
          floorLabel: 'one check run (npm test, 12 test files)',
          unit: 'ms CPU',
        },
        0.02,
      ),
    ];
  },
};
