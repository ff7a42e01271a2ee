/**
 * What the agent left in the tree that does not belong in the commit: build output (executables,
 * object files, libraries) and large files among the new, not ignored files, and any file over
 * GitHub's 100 MB push limit (a push with it would be refused). They are chosen before the
 * harness's git reads a file, so git never reads them and no object of theirs is ever written to
 * `.git`. The candidate phase (candidate.ts) keeps them out of the tree it builds and removes them
 * from the working tree (a changed tracked one goes back to its starting version): nothing is kept
 * of them, so they reach no diff, no artifact and no commit. They are listed for the user.
 */
import { lstat, open } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Git } from '../../git/types.js';
import type { LeftOutFile } from '../types.js';
import type { IterationContext } from './context.js';

export const BUILD_OUTPUT_BYTES = 10 * 1024 * 1024;
export const PUSH_LIMIT_BYTES = 100 * 1024 * 1024;
/** More new files than this is a generated tree (dependencies, a build): said before adding. */
export const MANY_NEW_FILES = 100_000;

/** Extensions of compiled output; files without an extension are looked at too. */
const BINARY_EXTENSIONS = new Set([
  '',
  '.o',
  '.obj',
  '.so',
  '.a',
  '.lib',
  '.dylib',
  '.dll',
  '.exe',
  '.bin',
  '.out',
  '.class',
]);

const MAGIC: [number[], string][] = [
  [[0x7f, 0x45, 0x4c, 0x46], 'ELF executable or object file'],
  [[0xfe, 0xed, 0xfa, 0xce], 'Mach-O binary'],
  [[0xfe, 0xed, 0xfa, 0xcf], 'Mach-O binary'],
  [[0xce, 0xfa, 0xed, 0xfe], 'Mach-O binary'],
  [[0xcf, 0xfa, 0xed, 0xfe], 'Mach-O binary'],
  [[0xca, 0xfe, 0xba, 0xbe], 'Mach-O universal binary or Java class file'],
  [[0x4d, 0x5a], 'PE executable'],
  [[0x21, 0x3c, 0x61, 0x72, 0x63, 0x68, 0x3e], 'static library'],
];

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function magicOf(path: string): Promise<string | undefined> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await file.read(head, 0, 8, 0);
    const found = MAGIC.find(
      ([bytes]) => bytesRead >= bytes.length && bytes.every((b, i) => head[i] === b),
    );
    return found?.[1];
  } finally {
    await file.close();
  }
}

/**
 * Why a file is left out of the commit, or undefined when it is committed. Only the push limit
 * applies to a file that exists at the starting commit; a new file is looked at for build output.
 */
export async function leftOutReason(
  repoDir: string,
  path: string,
  created: boolean,
): Promise<string | undefined> {
  const abs = join(repoDir, path);
  const info = await lstat(abs).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  if (info.size > PUSH_LIMIT_BYTES)
    return `${megabytes(info.size)}, over GitHub's 100 MB push limit`;
  if (!created) return undefined;
  const looked = BINARY_EXTENSIONS.has(extname(path).toLowerCase()) || (info.mode & 0o111) !== 0;
  const kind = looked && info.size > 0 ? await magicOf(abs) : undefined;
  if (kind) return `build output: ${kind}`;
  if (info.size > BUILD_OUTPUT_BYTES)
    return `${megabytes(info.size)}, over 10 MB and not in .gitignore`;
  return undefined;
}

/**
 * New files that are not ignored, as `git add -A` would take them (with `env`, against that
 * index). Git lists the directories; it reads no file but the ignore files.
 */
export async function newFiles(git: Git, env?: Record<string, string>): Promise<string[]> {
  const listed = await git.exec(['ls-files', '--others', '--exclude-standard', '-z'], {
    ...(env ? { env } : {}),
  });
  return listed.stdout.split('\0').filter((p) => p !== '');
}

/**
 * The new files (of `newPaths`) that are build output or over 10 MB, with why: looked at with
 * lstat and, for a possible executable, its first 8 bytes. Harness-owned paths are not looked at.
 */
export async function newFilesLeftOut(
  repoDir: string,
  newPaths: readonly string[],
  owned: ReadonlySet<string>,
): Promise<LeftOutFile[]> {
  const leftOut: LeftOutFile[] = [];
  for (const path of newPaths) {
    if (owned.has(path)) continue;
    const why = await leftOutReason(repoDir, path, true);
    if (why) leftOut.push({ path, why });
  }
  return leftOut;
}

/** The top directories holding most of `paths`, for the warning about many new files. */
function busiestDirectories(paths: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const p of paths) {
    const top = p.includes('/') ? `${p.slice(0, p.indexOf('/'))}/` : p;
    counts.set(top, (counts.get(top) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([dir, n]) => `${dir} (${n.toLocaleString('en-US')})`)
    .join(', ');
}

/** Said before `git add -A` takes a generated tree of new files into the commit. */
export async function warnManyNewFiles(
  ctx: IterationContext,
  listed?: readonly string[],
): Promise<void> {
  const paths = listed ?? (await newFiles(ctx.input.deps.git));
  if (paths.length < MANY_NEW_FILES) return;
  ctx.observer.warning?.(
    `The agent left ${paths.length.toLocaleString('en-US')} new files, most under ${busiestDirectories(paths)}: adding them to the commit takes a while. If they are generated, add them to .gitignore.`,
  );
}
