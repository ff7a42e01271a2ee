/**
 * Phase 2, candidate (harness): what the agent left, as the one tree object the gate judges and
 * a passed gate commits. In order: the RALPH:CHECKS blocks of the starting commit are put back;
 * the tree object is built (candidate.ts); its changes are read by the gate's rules
 * (gate/rules.ts). Changes no check run can judge (workflows, `refuse` entries) and a tree the
 * harness does not read are refused here, before anything runs.
 */
import { checksBlockChanged } from '../../checks/index.js';
import { UnreadableTreeError } from '../../git/tree-walk.js';
import type { FileChanges } from '../../git/types.js';
import { restoreChecksFile } from '../gate/harness-owned.js';
import { classifyChanges, type GateChanges } from '../gate/rules.js';
import { buildCandidate, type Candidate } from './candidate.js';
import type { IterationContext } from './context.js';
import { refusedPathsRefusal, unreadableTreeRefusal, type GateRefusal } from './gate-refusals.js';

/** The candidate with what its changes mean to the gate, or the refusal that ends the pass. */
export type CandidatePhase =
  | {
      kind: 'candidate';
      candidate: Candidate;
      /** Undefined when no check runs (checks disabled or none). */
      rules: GateChanges | undefined;
    }
  | { kind: 'refused'; refusal: GateRefusal }
  /** The run's deadline (or a cancel) stopped the git command reading the tree. */
  | { kind: 'stopped'; stop: 'interrupted' };

/** Puts the RALPH:CHECKS blocks of the starting commit back when the agent changed them. */
async function restoreChecksBlocks(ctx: IterationContext): Promise<void> {
  const { git } = ctx.input.deps;
  const { startSha } = ctx.input;
  if (!(await checksBlockChanged(git, startSha))) return;
  ctx.ledger.checksTampered = true;
  for (const file of ['CLAUDE.md', 'AGENTS.md']) {
    if (await restoreChecksFile(git, startSha, file))
      ctx.ledger.restored.add(`${file} (RALPH:CHECKS block)`);
  }
}

/** What the candidate's changes mean to the gate; undefined without checks. */
async function gateChangesOf(
  ctx: IterationContext,
  changes: FileChanges,
): Promise<GateChanges | undefined> {
  const { input, ledger } = ctx;
  if (input.settings.checksDisabled || input.checks.length === 0) return undefined;
  const rules = await classifyChanges({
    git: input.deps.git,
    startSha: input.startSha,
    commands: input.checks.map((c) => c.command),
    ...(input.protect ? { protect: input.protect } : {}),
    changes,
    ...(input.task.files ? { declared: input.task.files } : {}),
  });
  ledger.protectedChanges = rules.checkDefining;
  return rules;
}

export async function candidatePhase(ctx: IterationContext): Promise<CandidatePhase> {
  const { input, ledger } = ctx;
  await restoreChecksBlocks(ctx);
  let candidate: Candidate;
  try {
    candidate = await buildCandidate(ctx);
  } catch (error) {
    if (input.signal.aborted) {
      // The run's deadline (or a cancel) killed the git command reading the tree.
      ctx.observer.warning?.(`The candidate was not built: ${(error as Error).message}`);
      return { kind: 'stopped', stop: 'interrupted' };
    }
    if (!(error instanceof UnreadableTreeError)) throw error;
    ledger.checkResults = [];
    return { kind: 'refused', refusal: unreadableTreeRefusal(error.reason) };
  }
  ledger.candidate = candidate;
  const rules = await gateChangesOf(ctx, candidate.changes);
  const plain = rules && refusedPathsRefusal(rules);
  if (plain) {
    ledger.checkResults = [];
    return { kind: 'refused', refusal: plain };
  }
  return { kind: 'candidate', candidate, rules };
}
