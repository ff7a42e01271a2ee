/**
 * A failed attempt's diff, kept as an artifact: the working tree as the attempt left it, built
 * as a tree the way the candidate is (candidate.ts: the same files left out, so none of them is
 * ever in it, and git reads none of them), against the starting commit. Git streams the patch
 * into `attempt.diff` (attempts.ts), cut at 10 MB; it is never held whole in memory.
 */
import { DIFF_CAP_BYTES } from '../../git/git.js';
import { UnreadableTreeError } from '../../git/tree-walk.js';
import { saveAttemptDiff } from '../attempts.js';
import type { LeftOutFile } from '../types.js';
import { attemptTree } from './candidate.js';
import type { IterationContext } from './context.js';

/** The first lines of the diff: what it leaves out, as `#` comments (`git apply` skips them). */
function leftOutNote(leftOut: readonly LeftOutFile[]): string {
  if (leftOut.length === 0) return '';
  const list = leftOut.map((f) => `${f.path} (${f.why})`).join(', ');
  return `# Not in this diff (not committed, removed from the working tree): ${list}\n`;
}

/** Writes the attempt's diff to `attempt.diff` in `dir` (before the tree is reset). */
export async function saveFailedDiff(ctx: IterationContext, dir: string): Promise<void> {
  const { git } = ctx.input.deps;
  await saveAttemptDiff(
    dir,
    async (sink) => {
      let built: Awaited<ReturnType<typeof attemptTree>>;
      try {
        built = await attemptTree(ctx);
      } catch (error) {
        if (!(error instanceof UnreadableTreeError)) throw error;
        sink.write(`# No diff: ${error.message}\n`);
        return;
      }
      // Left out by an earlier candidate of this attempt (removed then), or now.
      const seen = new Set(built.leftOut.map((f) => f.path));
      const earlier = ctx.ledger.leftOut.filter((f) => !seen.has(f.path));
      sink.write(leftOutNote([...earlier, ...built.leftOut]));
      const cut = await git.writeDiff(ctx.input.startSha, built.tree, sink, DIFF_CAP_BYTES);
      if (cut)
        sink.write(`\n# The diff is cut here: it is over ${DIFF_CAP_BYTES / (1024 * 1024)} MB.\n`);
    },
    ctx.repoDir,
  );
}
