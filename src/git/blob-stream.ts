/**
 * Blobs as git stores them: one `git cat-file --batch` for many objects, each handed over as
 * its bytes (no `.gitattributes` filter, no encoding, no end-of-line conversion), one after
 * another, with the next read only once the previous one was handled.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { GIT_ABORTED, GIT_TIMED_OUT, killGroup, onAbort } from './run-git.js';

export interface BlobStreamOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** git's global options (the hardening config) before `cat-file`. */
  globalArgs: readonly string[];
  /** Killed, with its process group, after this long (see runGit). */
  timeoutMs?: number;
  /** Aborting one kills it, with its process group (see runGit). */
  signals?: readonly (AbortSignal | undefined)[];
}

/** Reads the output of `cat-file --batch`: a header line, then the object and a newline. */
class BatchParser {
  private buffered: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
  }

  /** The next whole object, or undefined when more output is needed. */
  next(): { oid: string; bytes: Buffer } | undefined {
    const newline = this.buffered.indexOf(0x0a);
    if (newline < 0) return undefined;
    const header = this.buffered.subarray(0, newline).toString('utf8');
    const [oid, type, size] = header.split(' ');
    if (type === 'missing' || size === undefined)
      throw new Error(`git has no object ${oid ?? header}`);
    if (type !== 'blob') throw new Error(`${oid} is a ${type}, not a blob`);
    const length = Number(size);
    const end = newline + 1 + length;
    if (this.buffered.length < end + 1) return undefined;
    const bytes = Buffer.from(this.buffered.subarray(newline + 1, end));
    this.buffered = this.buffered.subarray(end + 1);
    return { oid: oid!, bytes };
  }
}

export async function streamBlobs(
  oids: readonly string[],
  each: (oid: string, bytes: Buffer) => Promise<void>,
  options: BlobStreamOptions,
): Promise<void> {
  if (oids.length === 0) return;
  const child = spawn('git', [...options.globalArgs, 'cat-file', '--batch'], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    // A process group of its own, so the kill reaches everything git started.
    detached: true,
    windowsHide: true,
  });
  let stopped: { code: number; why: string } | undefined;
  const stop = (code: number, why: string): void => {
    if (stopped) return;
    stopped = { code, why };
    killGroup(child);
  };
  const timer =
    options.timeoutMs !== undefined
      ? setTimeout(
          () =>
            stop(
              GIT_TIMED_OUT,
              `git cat-file did not finish within ${Math.round(options.timeoutMs! / 1000)} s and was killed`,
            ),
          options.timeoutMs,
        )
      : undefined;
  const unlisten = onAbort(options.signals, (why) =>
    stop(GIT_ABORTED, `git cat-file was killed: ${why}`),
  );
  try {
    await handOver(child, oids, each, () => stopped?.why);
  } finally {
    if (timer) clearTimeout(timer);
    unlisten();
  }
}

/** Feeds `oids` to the running `cat-file --batch` and hands each blob to `each`. */
async function handOver(
  child: ChildProcessWithoutNullStreams,
  oids: readonly string[],
  each: (oid: string, bytes: Buffer) => Promise<void>,
  stoppedWhy: () => string | undefined,
): Promise<void> {
  const stderr: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  child.stdin.on('error', () => undefined);
  child.stdin.end(`${oids.join('\n')}\n`);
  const parser = new BatchParser();
  let handed = 0;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      parser.push(chunk);
      for (let blob = parser.next(); blob; blob = parser.next()) {
        await each(blob.oid, blob.bytes);
        handed += 1;
      }
    }
  } catch (error) {
    killGroup(child);
    throw error;
  }
  const code = await exited;
  if (code !== 0 || handed !== oids.length) {
    const why = stoppedWhy() ?? Buffer.concat(stderr).toString('utf8').trim();
    throw new Error(
      `git cat-file --batch failed (exit ${code}, ${handed} of ${oids.length} objects)${why ? `: ${why}` : ''}`,
    );
  }
}
