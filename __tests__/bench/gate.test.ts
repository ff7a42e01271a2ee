/**
 * The bench's gate rows. How many check runs a task costs is deterministic, so the row's
 * targets are asserted here too, through the built CLI (`ralph loop`) on the demo project: a
 * task touching only source costs no second check run, one adding or changing a test exactly
 * one. The timed rows are only checked to run and report (timings belong to `npm run bench`).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dependencyTree } from '../../bench/generate.js';
import { median, valueExactly } from '../../bench/harness.js';
import { extraCheckRuns } from '../../bench/rows/gate.js';
import { REPO_ROOT } from '../../test-support/action-runner.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const scratches: string[] = [];

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-gate-bench-'));
  scratches.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the gate rows', () => {
  it('count the check runs a task adds to its verify run: none for source, one for tests', () => {
    if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run npm run build first');
    expect(extraCheckRuns(scratch(), REPO_ROOT, CLI)).toEqual({
      sourceOnly: 0,
      addsTest: 1,
      editsTest: 1,
    });
  }, 240_000);

  it('generate an installed-looking node_modules of the size asked for', () => {
    const dir = scratch();
    const packages = dependencyTree(dir, 2 * 1024 * 1024);
    const names = readdirSync(join(dir, 'node_modules'));
    expect(names).toHaveLength(packages);
    let bytes = 0;
    for (const name of names) {
      for (const file of readdirSync(join(dir, 'node_modules', name, 'lib')))
        bytes += statSync(join(dir, 'node_modules', name, 'lib', file)).size;
    }
    expect(bytes).toBeGreaterThanOrEqual(2 * 1024 * 1024);
    expect(bytes).toBeLessThan(2.5 * 1024 * 1024);
    const manifest = JSON.parse(readFileSync(join(dir, 'node_modules/pkg-7/package.json'), 'utf8'));
    expect(manifest.main).toBe('lib/index.js');
  });

  it('report a count row as met only at the exact count', () => {
    const row = { name: 'runs', floor: 1, floorLabel: 'verify run', unit: 'runs' };
    expect(valueExactly({ ...row, value: 1 }, 1)).toMatchObject({ ok: true, target: 'value = 1' });
    expect(valueExactly({ ...row, value: 2 }, 1).ok).toBe(false);
    expect(valueExactly({ ...row, value: 0 }, 1).ok).toBe(false);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
