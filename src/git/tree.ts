/** What a commit's tree holds at a path: the harness reads blobs, never the working tree. */
import { createHash, type Hash } from 'node:crypto';
import type { Git } from './types.js';

export interface TreeEntry {
  kind: 'file' | 'link' | 'dir' | 'other';
  /** Git's mode: 100644, 100755, 120000 (link), 040000 (tree), 160000 (submodule). */
  mode: string;
  /** The object id (blob or tree). */
  oid: string;
}

const FULL_HASH = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * Entries and texts of immutable commits (full hashes), per repository: asked after every run.
 * Only the few most recent commits are kept (an iteration asks about its starting commit), so
 * a large task list read at one commit is not held on to for the rest of the run.
 */
const entryCache = new WeakMap<Git, Map<string, Map<string, TreeEntry | undefined>>>();
const textCache = new WeakMap<Git, Map<string, Map<string, string | undefined>>>();
const COMMITS_KEPT = 2;

/** The cache of one commit (most recently used last; the oldest beyond COMMITS_KEPT dropped). */
function cacheOf<V>(
  caches: WeakMap<Git, Map<string, Map<string, V>>>,
  git: Git,
  ref: string,
): Map<string, V> {
  let byRef = caches.get(git);
  if (!byRef) caches.set(git, (byRef = new Map()));
  let cache = byRef.get(ref);
  if (cache) byRef.delete(ref);
  byRef.set(ref, (cache ??= new Map()));
  for (const old of byRef.keys()) {
    if (byRef.size <= COMMITS_KEPT) break;
    byRef.delete(old);
  }
  return cache;
}

function kindOf(mode: string, type: string): TreeEntry['kind'] {
  if (type === 'tree') return 'dir';
  if (mode === '120000') return 'link';
  return mode === '100644' || mode === '100755' ? 'file' : 'other';
}

/** The entries of `paths` at `ref`, with one `git ls-tree` for all of them. */
export async function treeEntriesAt(
  git: Git,
  ref: string,
  paths: readonly string[],
): Promise<Map<string, TreeEntry | undefined>> {
  const immutable = FULL_HASH.test(ref);
  const cache = immutable
    ? cacheOf(entryCache, git, ref)
    : new Map<string, TreeEntry | undefined>();
  const found = new Map<string, TreeEntry | undefined>();
  const missing = paths.filter((p) => !cache.has(p));
  if (missing.length > 0) {
    const result = await git.exec(['ls-tree', '-z', ref, '--', ...missing]);
    const listed = new Map<string, TreeEntry>();
    for (const record of result.stdout.split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      const [mode, type, oid] = record.slice(0, tab).split(' ');
      listed.set(record.slice(tab + 1), { kind: kindOf(mode!, type!), mode: mode!, oid: oid! });
    }
    for (const path of missing) {
      found.set(path, listed.get(path));
      if (immutable) cache.set(path, listed.get(path));
    }
  }
  for (const path of paths) if (!found.has(path)) found.set(path, cache.get(path));
  return found;
}

export async function treeEntryAt(
  git: Git,
  ref: string,
  path: string,
): Promise<TreeEntry | undefined> {
  return (await treeEntriesAt(git, ref, [path])).get(path);
}

/**
 * Texts of small blobs by object id: the next commit mostly holds the same CLAUDE.md, and its
 * text is then known without asking git again. Large blobs (a task list, a progress log) are
 * not kept.
 */
const blobTexts = new WeakMap<Git, Map<string, string>>();
const BLOBS_KEPT = 8;
const BLOB_KEPT_MAX_CHARS = 256 * 1024;

/** Text of a file at a commit; read once for an immutable commit (undefined when absent). */
export async function fileAt(git: Git, ref: string, path: string): Promise<string | undefined> {
  if (!FULL_HASH.test(ref)) return git.showFile(ref, path);
  const cache = cacheOf(textCache, git, ref);
  if (!cache.has(path)) cache.set(path, await blobTextAt(git, ref, path));
  return cache.get(path);
}

/** The text at `ref:path`, from the blob cache when an earlier ls-tree gave the blob's id. */
async function blobTextAt(git: Git, ref: string, path: string): Promise<string | undefined> {
  const entry = entryCache.get(git)?.get(ref)?.get(path);
  const oid = entry?.kind === 'file' ? entry.oid : undefined;
  let texts = blobTexts.get(git);
  const known = oid === undefined ? undefined : texts?.get(oid);
  if (known !== undefined) return known;
  const text = await git.showFile(ref, path);
  if (oid !== undefined && text !== undefined && text.length <= BLOB_KEPT_MAX_CHARS) {
    if (!texts) blobTexts.set(git, (texts = new Map()));
    texts.set(oid, text);
    for (const old of texts.keys()) {
      if (texts.size <= BLOBS_KEPT) break;
      texts.delete(old);
    }
  }
  return text;
}

/** The blob id git would give `content` (SHA-1, or SHA-256 for a repository using it). */
export function blobId(content: Buffer, like: string): string {
  return blobHash(like, content.length).update(content).digest('hex');
}

function blobIdOfPieces(pieces: readonly Buffer[], like: string): string {
  const hash = blobHash(
    like,
    pieces.reduce((size, piece) => size + piece.length, 0),
  );
  for (const piece of pieces) hash.update(piece);
  return hash.digest('hex');
}

function textBlobId(text: string, like: string): string {
  return blobHash(like, Buffer.byteLength(text, 'utf8')).update(text, 'utf8').digest('hex');
}

/** The last text blobIdOfText hashed, and its id (see there). */
let lastText: { text: string; like: number; id: string } | undefined;

/**
 * The blob id git would give `text` written as UTF-8; `bytes` are that UTF-8 (whole or in
 * pieces), when the caller has encoded it already. The last answer is kept: the harness
 * records the id of the task list it writes, and the next step asks for the id of that same
 * text again.
 */
export function blobIdOfText(
  text: string,
  like: string,
  bytes?: Buffer | readonly Buffer[],
): string {
  const known = lastText;
  if (known !== undefined && known.like === like.length && known.text === text) return known.id;
  const id = bytes
    ? blobIdOfPieces(Buffer.isBuffer(bytes) ? [bytes] : bytes, like)
    : textBlobId(text, like);
  lastText = { text, like: like.length, id };
  return id;
}

/**
 * The text blobIdOfText last gave `id` to, or undefined. The answer is addressed by content:
 * the harness holds the task list it wrote, and asks for it by the blob id a commit has.
 */
export function textOfBlobId(id: string): string | undefined {
  const known = lastText;
  return known !== undefined && known.id === id ? known.text : undefined;
}

/** A hash to feed a blob of `size` bytes to, in pieces: `.digest('hex')` is its blob id. */
export function blobHash(like: string, size: number): Hash {
  return createHash(like.length === 64 ? 'sha256' : 'sha1').update(`blob ${size}\0`);
}
