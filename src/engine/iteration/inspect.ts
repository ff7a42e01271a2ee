/**
 * Phase 1 (agent), its end: inspect and restore, the first harness step after the agent.
 * Everything the agent did to harness-owned paths is undone from the starting commit before the
 * harness reads them.
 */
import { restoreChecksFileTypes, restoreFiles } from '../gate/harness-owned.js';
import { guardBranch } from './branch-guard.js';
import type { IterationContext } from './context.js';

export async function inspectAndRestore(ctx: IterationContext): Promise<void> {
  const { git } = ctx.input.deps;
  // The git directory first: no git command below may run with the agent's config or hooks.
  const sealed = await git.restoreSealed();
  for (const path of sealed.restored) ctx.ledger.restored.add(path);
  for (const path of sealed.removed) ctx.ledger.removed.add(path);
  // Then HEAD: back on the work branch, or the attempt is reset.
  await guardBranch(ctx);
  // Then the harness-owned paths, by type (lstat) and content; CLAUDE.md/AGENTS.md by type.
  for (const path of await restoreFiles(git, ctx.input.startSha, ctx.ownedPaths))
    ctx.ledger.restored.add(path);
  const retyped = await restoreChecksFileTypes(git, ctx.input.startSha);
  for (const path of retyped) ctx.ledger.restored.add(path);
  if (retyped.length > 0) ctx.ledger.checksTampered = true;
}
