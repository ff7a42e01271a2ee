/**
 * The baseline: a required check that already fails at the commit an iteration
 * starts from is not the agent's fault. Checking that costs a second run of the checks, so it
 * happens only when needed: when a check of the RALPH:CHECKS block fails after the agent's first
 * run. The agent's changes are put aside (`git stash --include-untracked`), the failing checks
 * run on the starting tree, and the changes come back. Results are cached by tree hash for the
 * whole run, so a broken starting tree is checked once.
 */
import type { CheckDefinition, CheckResult } from '../checks/types.js';
import type { Git } from '../git/types.js';
import { failureExcerpt } from './iteration.js';

export interface BaselineFailure {
  /** The starting commit. */
  sha: string;
  /** The checks that fail there too (required ones of the block). */
  failing: CheckResult[];
}

export interface BaselineProbeOptions {
  git: Git;
  warn?: (message: string) => void;
}

/**
 * Runs checks the way the gate does: on the agent's side of the boundary (as the agent's OS user
 * when isolated). The starting tree still holds ignored files the agent may have left, so the
 * baseline's checks are no more trusted than the gate's.
 */
export type BaselineChecksRunner = (checks: CheckDefinition[]) => Promise<CheckResult[]>;

/** Asks whether checks that failed after the agent fail at `startSha` too. */
export type BaselineProbe = (
  startSha: string,
  failing: readonly CheckResult[],
  blockChecks: readonly CheckDefinition[],
  run: BaselineChecksRunner,
) => Promise<BaselineFailure | undefined>;

const STASH_MESSAGE = 'ralph: changes put aside while the checks run on the starting commit';

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
      const results = await runOnStartingTree(startSha, unknown, failing, run);
      if (results === undefined) return undefined;
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

  /** The checks' results on the starting tree; undefined when the changes could not be set aside. */
  async function runOnStartingTree(
    startSha: string,
    checks: CheckDefinition[],
    failing: readonly CheckResult[],
    run: BaselineChecksRunner,
  ): Promise<CheckResult[] | undefined> {
    // Phase 1: fold the agent's own commits, so that only the working tree differs.
    if ((await git.revParse('HEAD')) !== startSha) await git.resetSoft(startSha);
    // Nothing changed: the failures seen are the starting tree's own.
    if ((await git.status()).length === 0) {
      return checks.map((check) => failing.find((f) => f.name === check.name)!);
    }
    // Phase 2: put the changes aside.
    const stash = await git.exec(
      ['stash', 'push', '--include-untracked', '--quiet', '-m', STASH_MESSAGE],
      { allowFailure: true },
    );
    if (stash.exitCode !== 0) {
      options.warn?.(
        `Could not set the agent's changes aside to run the checks on the starting commit: ${stash.stderr.trim()}`,
      );
      return undefined;
    }
    // Phase 3: the checks on the starting tree, then the changes back, whatever happened.
    try {
      return await run(checks);
    } finally {
      await git.resetHard(startSha);
      await git.clean();
      await git.exec(['stash', 'pop', '--quiet']);
    }
  }
}

/** The stop message: which check, where, its output tail, and the way out. */
export function baselineMessage(failure: BaselineFailure, taskId: string): string {
  const names = failure.failing.map((f) => `'${f.name}'`).join(', ');
  const first = failure.failing[0]!;
  const how = first.timedOut ? 'timed out' : `exit ${first.exitCode ?? 'killed'}`;
  const tail = failureExcerpt(first.outputTail, 20, 2000);
  return [
    `${failure.failing.length === 1 ? 'check' : 'checks'} ${names} already ${failure.failing.length === 1 ? 'fails' : 'fail'} at the starting commit ${failure.sha.slice(0, 7)} (${how}), before the agent changed anything.`,
    `Fix ${failure.failing.length === 1 ? 'it' : 'them'} first, or let ${taskId} fix ${failure.failing.length === 1 ? 'it' : 'them'} with \`baseline: allow-failing\` on the task. No attempt was counted and nothing was committed.`,
    ...(tail.trim() === '' ? [] : [`Output of '${first.name}':`, tail]),
  ].join('\n');
}
