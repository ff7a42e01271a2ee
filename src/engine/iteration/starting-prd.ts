/** The task list as an iteration's outcome finds it: the starting commit's text. */
import { join } from 'node:path';
import { textOfBlobId, treeEntryAt } from '../../git/tree.js';
import { readInRepo } from '../files.js';
import type { IterationContext } from './context.js';

/**
 * The task list's text once the restore (or the reset) has put the starting commit's back on
 * disk. When that blob is the text the harness wrote at the last step (same blob id), it is
 * taken from memory; otherwise it is read.
 */
export async function startingPrdText(ctx: IterationContext): Promise<string> {
  const { input, repoDir } = ctx;
  const { prdPath } = input.settings;
  const entry = await treeEntryAt(input.deps.git, input.startSha, prdPath);
  const known = entry?.kind === 'file' ? textOfBlobId(entry.oid) : undefined;
  return known ?? (await readInRepo(repoDir, join(repoDir, prdPath))) ?? '';
}
