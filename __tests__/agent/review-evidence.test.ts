/** The reviewer's `path:line` evidence, checked against the tree it judged. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkEvidence, evidenceLocation } from '../../src/agent/review-evidence.js';

let repo: string;
let outside: string;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'evidence-'));
  outside = await mkdtemp(join(tmpdir(), 'evidence-outside-'));
  await mkdir(join(repo, 'src'));
  await mkdir(join(repo, '.git'));
  await writeFile(join(repo, 'src', 'pad.js'), 'one\ntwo\nthree\n');
  await writeFile(join(repo, 'src', 'open.js'), 'one\ntwo');
  await writeFile(join(repo, '.git', 'config'), '[core]\n');
  await writeFile(join(outside, 'secret.txt'), 'a\nb\nc\nd\ne\n');
  await symlink(join(outside, 'secret.txt'), join(repo, 'src', 'link.txt'));
  await symlink(outside, join(repo, 'out'));
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const verdict = (evidence: string) => ({ criterion: 'c', met: true, evidence, note: '' });

describe('evidence the reviewer gives', () => {
  it.each([
    ['src/pad.js:3', true],
    ['./src/pad.js:1-3', true],
    ['src/open.js:2', true],
    ['src/pad.js:4', false],
    ['src/pad.js:2-9', false],
    ['src/pad.js:0', false],
    ['src/missing.js:1', false],
    ['src:1', false],
    ['src/link.txt:4', false],
    ['out/secret.txt:1', false],
    ['.git/config:1', false],
  ])('%s is found: %s', async (evidence, found) => {
    const [checked] = await checkEvidence(repo, [verdict(evidence)]);
    expect(checked!.evidenceFound).toBe(found);
  });

  it('leaves evidence that names a test, not a line, as it is', async () => {
    const [checked] = await checkEvidence(repo, [verdict('pad handles empty strings')]);
    expect(checked).toEqual(verdict('pad handles empty strings'));
  });

  it('reads no location out of paths that leave the repository', () => {
    expect(evidenceLocation('../etc/passwd:1')).toBeUndefined();
    expect(evidenceLocation('/etc/passwd:1')).toBeUndefined();
  });
});
