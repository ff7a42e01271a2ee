/**
 * A failed attempt's diff goes to its artifact file as git writes it: redacted line by line (a
 * secret cut across two chunks is still found), its bytes otherwise as they are, written
 * atomically, and no file at all when git fails.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redactingLines, saveAttemptDiff } from '../../src/engine/attempts.js';
import { createRedactor, REDACTED } from '../../src/agent/redact.js';
import { LinkRefusedError } from '../../src/files/atomic.js';
import { createGit } from '../../src/git/git.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-attempt-diff-'));
  dirs.push(dir);
  return dir;
}

const SECRET = 'ghs_streamedSecretValue0123456789abcdef';

describe('the streamed diff', () => {
  test('a secret split across chunks is redacted, and other bytes are kept as they are', async () => {
    const stream = redactingLines(createRedactor([SECRET]));
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on('end', resolve));
    const latin = Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x0a]);
    stream.write(Buffer.from(`+token = "${SECRET.slice(0, 10)}`));
    stream.write(Buffer.from(`${SECRET.slice(10)}"\n`));
    stream.write(latin);
    stream.end(Buffer.from('+last line without newline'));
    await done;
    const bytes = Buffer.concat(out);
    expect(bytes.toString('latin1')).toBe(
      `+token = "${REDACTED}"\n${latin.toString('latin1')}+last line without newline`,
    );
    expect(bytes.includes(latin)).toBe(true);
  });

  test('saveAttemptDiff writes what the producer streams; on failure no file is left', async () => {
    const dir = scratch();
    await saveAttemptDiff(dir, async (sink) => {
      for (let i = 0; i < 1000; i++) sink.write(`+line ${i}\n`);
    });
    const text = readFileSync(join(dir, 'attempt.diff'), 'utf8');
    expect(text.split('\n')).toHaveLength(1001);
    expect(text.startsWith('+line 0\n')).toBe(true);

    const failing = scratch();
    await expect(
      saveAttemptDiff(failing, async (sink) => {
        sink.write('+partial\n');
        throw new Error('git diff failed');
      }),
    ).rejects.toThrow('git diff failed');
    expect(existsSync(join(failing, 'attempt.diff'))).toBe(false);
    expect(readdirSync(failing)).toEqual([]);
  });

  test('a writer that refuses the place stops git at once: nothing waits on a full pipe', async () => {
    const repo = createRepoWithOrigin({ 'README.md': '# x\n' });
    dirs.push(join(repo.dir, '..'));
    writeFileSync(join(repo.dir, 'noise.bin'), randomBytes(24 * 1024 * 1024));
    repo.git(['add', 'noise.bin']);
    repo.git(['commit', '-qm', 'noise']);
    // `.ralph` is a link to a directory outside the repository: the write is refused.
    const outside = scratch();
    mkdirSync(join(outside, 'attempts'));
    symlinkSync(outside, join(repo.dir, '.ralph'));
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
    const dir = join(repo.dir, '.ralph/attempts/task-001/1');
    await expect(
      saveAttemptDiff(
        dir,
        async (sink) => void (await git.writeDiff('HEAD~1', 'HEAD', sink, 20 * 1024 * 1024)),
        repo.dir,
      ),
    ).rejects.toThrow(LinkRefusedError);
    expect(readdirSync(join(outside, 'attempts'))).toEqual([]);
  }, 30_000);
});
