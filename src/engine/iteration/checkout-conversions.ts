/**
 * Attributes that make a clean checkout differ from the stored blobs. The gate runs the checks
 * on the bytes as git stores them (verify-checkout.ts), which is what is pushed; a clone on CI
 * then applies the tree's `.gitattributes`. A line the candidate adds that re-encodes
 * (`working-tree-encoding`), rewrites line ends to CRLF, runs the LFS filter or expands `$Id$`
 * would make that clone hold other bytes than the ones the checks judged (code stored as UTF-8
 * and checked out as UTF-16 no longer loads), so the gate cannot judge such a commit.
 *
 * Of the filters, only `lfs` counts: a filter's driver lives in git's configuration, never in
 * the repository, and LFS is the one a fresh runner has configured (GitHub's images install
 * git-lfs system-wide). A filter with no driver leaves the bytes as stored.
 */
import { fileAt } from '../../git/tree.js';
import type { Git } from '../../git/types.js';

const CONVERSION = /(?:^|\s)(working-tree-encoding=\S+|eol=crlf|filter=lfs|ident)(?=\s|$)/g;

/** The conversions an attributes line sets, e.g. ["working-tree-encoding=UTF-16"]. */
export function conversionsIn(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return [];
  return [...trimmed.matchAll(CONVERSION)].map((match) => match[1]!);
}

function lines(text: string | undefined): Set<string> {
  return new Set((text ?? '').split(/\r?\n/).map((line) => line.trim()));
}

/**
 * What the candidate's changed `.gitattributes` files newly convert at checkout, one entry per
 * line, e.g. ".gitattributes: src/slugify.js working-tree-encoding=UTF-16". Empty when none.
 */
export async function addedCheckoutConversions(
  git: Git,
  tree: string,
  startSha: string,
  changedPaths: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const path of changedPaths.filter((p) => p.split('/').pop() === '.gitattributes')) {
    const before = lines(await fileAt(git, startSha, path));
    const after = (await fileAt(git, tree, path)) ?? '';
    for (const line of after.split(/\r?\n/).map((l) => l.trim())) {
      if (!before.has(line) && conversionsIn(line).length > 0) found.push(`${path}: ${line}`);
    }
  }
  return found;
}

/** The original gate's result when the candidate adds such attributes. */
export function conversionsResult(found: readonly string[]): string {
  return `cannot judge the commit: a clean checkout would convert what the checks ran as stored (${found.join('; ')})`;
}
