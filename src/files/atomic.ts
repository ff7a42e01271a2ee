/**
 * The project's one atomic file writer: a temp file in the same directory (created
 * exclusively, synced), then a rename, so readers never see half a file and a crash
 * never leaves one. The file keeps its permission bits; missing directories are created.
 *
 * Links: the rename replaces whatever is at the path (a symbolic link included) without
 * following it. With `within`, no directory between `within` and the file may be a link
 * either (the agent could have replaced `.ralph` with a link to a directory outside the
 * repository): such a write, read or removal is refused with a `LinkRefusedError`.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

export interface NoLinkOptions {
  /** A directory trusted as it is (e.g. the repository root): links below it are refused. */
  within?: string;
}

/** A harness read, write or removal would have gone through a symbolic link. */
export class LinkRefusedError extends Error {
  override name = 'LinkRefusedError';
}

/**
 * Checks that every existing directory between `within` and `path`'s parent is a real
 * directory; with `create`, missing ones are made one by one. Throws LinkRefusedError.
 */
export async function assertNoLinks(within: string, path: string, create = false): Promise<void> {
  const rel = relative(within, dirname(path));
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new LinkRefusedError(`${path} is outside ${within}`);
  let current = within;
  for (const part of rel === '' ? [] : rel.split(sep)) {
    current = join(current, part);
    const info = await lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (info === undefined) {
      if (!create) return;
      await mkdir(current);
      continue;
    }
    if (!info.isDirectory()) {
      throw new LinkRefusedError(
        `refusing to use ${path}: ${relative(within, current)} is ${info.isSymbolicLink() ? 'a symbolic link' : 'not a directory'}`,
      );
    }
  }
}

/**
 * Writes `content` (text, bytes, bytes in pieces written in order, or a stream of them written as
 * they come) to `path` atomically.
 */
export async function writeFileAtomic(
  path: string,
  content: string | Buffer | readonly Uint8Array[] | AsyncIterable<Uint8Array>,
  options: NoLinkOptions = {},
): Promise<void> {
  if (options.within !== undefined) await assertNoLinks(options.within, path, true);
  else await mkdir(dirname(path), { recursive: true });
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  let mode: number | undefined;
  try {
    const info = await lstat(path);
    mode = info.isFile() ? info.mode & 0o777 : undefined;
  } catch {
    mode = undefined;
  }
  const handle = await open(temp, 'wx', mode ?? 0o644);
  try {
    try {
      await writeFile(handle, content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/**
 * File contents, or undefined when the file does not exist. With `within`, a link (at the
 * path or on the way to it) is refused instead of followed.
 */
export async function readIfExists(
  path: string,
  options: NoLinkOptions = {},
): Promise<string | undefined> {
  try {
    // Bytes first, decoded once: one flat string (decoding piece by piece joins the pieces,
    // and the join is copied again the first time the text is compared or sliced).
    if (options.within === undefined) return (await readFile(path)).toString('utf8');
    await assertNoLinks(options.within, path);
    const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      return (await handle.readFile()).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP')
      throw new LinkRefusedError(`refusing to read ${path}: it is a symbolic link`);
    throw error;
  }
}

/**
 * Runs `use` on the file at `path`, opened for reading with the same link rules as
 * `readIfExists`. Undefined when the file does not exist.
 */
export async function withFileIfExists<T>(
  path: string,
  options: NoLinkOptions,
  use: (handle: FileHandle) => Promise<T>,
): Promise<T | undefined> {
  let handle: FileHandle;
  try {
    if (options.within !== undefined) await assertNoLinks(options.within, path);
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP')
      throw new LinkRefusedError(`refusing to read ${path}: it is a symbolic link`);
    throw error;
  }
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Feeds the bytes of an open file to `consume` in chunks, without holding the whole file in
 * memory (`size` is what the file's status said before reading). Returns how many were read.
 */
export async function readChunks(
  handle: FileHandle,
  size: number,
  consume: (chunk: Buffer, size: number) => void,
): Promise<number> {
  const buffer = Buffer.allocUnsafe(Math.min(Math.max(size, 1), CHUNK_BYTES));
  let total = 0;
  for (;;) {
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
    if (bytesRead === 0) break;
    total += bytesRead;
    consume(buffer.subarray(0, bytesRead), size);
  }
  return total;
}

/**
 * Feeds a file's bytes to `consume` in chunks, with the same link rules as `readIfExists`,
 * without holding the whole file in memory. Returns the file's size, or undefined when absent.
 */
export async function readChunksIfExists(
  path: string,
  options: NoLinkOptions,
  consume: (chunk: Buffer, size: number) => void,
): Promise<number | undefined> {
  return withFileIfExists(path, options, async (handle) =>
    readChunks(handle, (await handle.stat()).size, consume),
  );
}

const CHUNK_BYTES = 256 * 1024;

/** Removes a file or directory; a link is removed itself, never what it points to. */
export async function removeNoFollow(path: string, options: NoLinkOptions = {}): Promise<void> {
  if (options.within !== undefined) {
    await assertNoLinks(options.within, path);
    const info = await lstat(path).catch(() => undefined);
    if (!info) return;
    if (!info.isDirectory()) {
      await unlink(path);
      return;
    }
  }
  await rm(path, { recursive: true, force: true });
}
