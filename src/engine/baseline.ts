/**
 * The baseline: a required check that already fails at the commit an iteration
 * starts from is not the agent's fault. When the starting commit's baseline is not known (the
 * engine state keeps the commits whose checks passed), the checks run there before the agent,
 * so a broken starting commit stops the run before the agent is spent on it. When it is known,
 * the check happens only when needed: when a check of the RALPH:CHECKS block fails after the
 * agent's first run. The failing checks run on a fresh checkout of the starting commit's tree
 * (the agent's working tree is not touched). Results are cached by tree hash for the whole run,
 * so a broken starting tree is checked once.
 */
import type { CheckDefinition, CheckResult } from '../checks/types.js';
import type { Git } from '../git/types.js';
import { andChainParts } from './command-parts.js';
import { failureExcerpt } from './iteration.js';

export interface BaselineFailure {
  /** The starting commit. */
  sha: string;
  /** The checks that fail there too (required ones of the block). */
  failing: CheckResult[];
  /** For a first failing check written as `a && b && c`: the part that failed. */
  part?: string;
}

export interface BaselineProbeOptions {
  git: Git;
  warn?: (message: string) => void;
}

/**
 * Runs checks on the starting commit's tree the way the gate runs them on the candidate: on a
 * fresh checkout of it, on the checks' side of the boundary.
 */
export type BaselineChecksRunner = (checks: CheckDefinition[]) => Promise<CheckResult[]>;

/** Asks whether checks that failed after the agent fail at `startSha` too. */
export type BaselineProbe = (
  startSha: string,
  failing: readonly CheckResult[],
  blockChecks: readonly CheckDefinition[],
  run: BaselineChecksRunner,
) => Promise<BaselineFailure | undefined>;

export function createBaselineProbe(options: BaselineProbeOptions): BaselineProbe {
  const { git } = options;
  /** `<tree>\0<name>\0<command>` -> the check's result on that tree. */
  const cache = new Map<string, CheckResult>();
  const keyOf = (tree: string, check: CheckDefinition): string =>
    `${tree}\0${check.name}\0${check.command}`;

  return async (startSha, failing, blockChecks, run) => {
    // Only checks of the block: a task's own verify commands are expected to fail before it.
    const suspects = blockChecks.filter(
      (check) =>
        check.required && failing.some((f) => f.name === check.name && f.command === check.command),
    );
    if (suspects.length === 0) return undefined;
    const tree = (await git.exec(['rev-parse', `${startSha}^{tree}`])).stdout.trim();
    const unknown = suspects.filter((check) => !cache.has(keyOf(tree, check)));
    if (unknown.length > 0) {
      const results = await run(unknown);
      for (const result of results) {
        const check = unknown.find((c) => c.name === result.name)!;
        cache.set(keyOf(tree, check), result);
      }
    }
    const atStart = suspects
      .map((check) => cache.get(keyOf(tree, check))!)
      .filter((result) => !result.passed);
    return atStart.length > 0 ? { sha: startSha, failing: atStart } : undefined;
  };
}

/**
 * The block's required checks on the starting commit, before the agent runs (the tree is the
 * commit's own): the failure, with the failing part of an `a && b` check, or undefined.
 */
export async function baselineBeforeAgent(args: {
  sha: string;
  blockChecks: readonly CheckDefinition[];
  /** Runs checks and shows them. */
  run: BaselineChecksRunner;
  /** Runs checks without showing them (the parts of a chain). */
  runQuietly: BaselineChecksRunner;
}): Promise<BaselineFailure | undefined> {
  const required = args.blockChecks.filter((check) => check.required);
  if (required.length === 0) return undefined;
  const failing = (await args.run(required)).filter((r) => r.required && !r.passed);
  if (failing.length === 0) return undefined;
  const check = required.find((c) => c.name === failing[0]!.name);
  const part = check ? await failingPart(check, args.runQuietly) : undefined;
  return { sha: args.sha, failing, ...(part ? { part } : {}) };
}

/** The first part of `a && b && c` that fails when run alone, in order. */
async function failingPart(
  check: CheckDefinition,
  run: BaselineChecksRunner,
): Promise<string | undefined> {
  const parts = andChainParts(check.command);
  if (!parts) return undefined;
  for (const [i, command] of parts.entries()) {
    const [result] = await run([{ ...check, name: `${check.name} (part ${i + 1})`, command }]);
    if (!result?.passed) return command;
  }
  return undefined;
}

/** The stop message: which check, where, its output tail, and the way out. */
export function baselineMessage(failure: BaselineFailure, taskId: string): string {
  const names = failure.failing.map((f) => `'${f.name}'`).join(', ');
  const first = failure.failing[0]!;
  const how = first.stoppedForMemory
    ? `stopped for memory: ${first.stoppedForMemory}`
    : first.timedOut
      ? 'timed out'
      : `exit ${first.exitCode ?? 'killed'}`;
  const tail = failureExcerpt(first.outputTail, 20, 2000);
  const one = failure.failing.length === 1;
  const part = failure.part ? `, at \`${failure.part}\` of \`${first.command}\`` : '';
  return [
    `${one ? 'check' : 'checks'} ${names} already ${one ? 'fails' : 'fail'} at the starting commit ${failure.sha.slice(0, 7)} (${how}${part}), before the agent changed anything.`,
    `Fix ${one ? 'it' : 'them'} first, let ${taskId} fix ${one ? 'it' : 'them'} with \`baseline: allow-failing\` on the task, or run with ${one ? 'a check' : 'checks'} known to be broken by marking ${one ? 'it' : 'them'} \`required: false\` in the RALPH:CHECKS block. No attempt was counted and nothing was committed.`,
    ...(tail.trim() === '' ? [] : [`Output of '${first.name}':`, tail]),
  ].join('\n');
}
