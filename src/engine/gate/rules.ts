/**
 * The gate's rules, in one place (this directory). The candidate tree is judged by the checks
 * of the starting commit on a fresh checkout of it (../verify-checkout.ts); what else a change
 * means:
 *
 *   - a path under `.github/workflows/` or a `protect:` entry marked `refuse`: refused, unless
 *     the task lists it in its `files:` (a second run cannot judge what runs elsewhere);
 *   - a check-defining file (the scripts, runner configuration, Makefiles and what they
 *     include, tsconfig, attributes, `protect:`; see defaults.ts, parts.ts) or a test file
 *     (test-files.ts), added, changed or removed: the checks run a second time, on the original
 *     gate (the candidate with those files as they were at the starting commit, and the tests
 *     it added removed). Both runs must pass: an additive change passes, a weakening fails the
 *     original gate. Only a task that lists every one of them in its `files:` may fail the
 *     original gate (a deliberate change of behaviour, shown to reviewers);
 *   - a file added or changed where a test runner looks before the project's tests (an
 *     executable in a bin directory, an installed package, a Python module at the root, which
 *     `python -m pytest` imports first): no file list can name every module that shadows a
 *     runner, so the checks run a second time with a canary test that must fail (the second
 *     run above when there is one, else a run of its own); a runner that passes it is neutered;
 *   - a harness-owned path (the task list, progress log, state, the RALPH:CHECKS block): put
 *     back from the starting commit before the candidate is built (harness-owned.ts).
 *
 * The files: rules.ts (this: what a change means), check-defining.ts (which changed files and
 * parts define the checks), harness-owned.ts, defaults.ts (the globs), parts.ts, commands.ts
 * and makefile.ts (what a check command reaches), glob.ts, describe.ts, detect.ts (for `init`),
 * test-files.ts.
 */
import { protectedGlobs } from './defaults.js';
import { globMatcher } from './glob.js';
import { MAKEFILE_NAMES } from './makefile.js';
import { fileAt, treeEntriesAt } from '../../git/tree.js';
import type { Git } from '../../git/types.js';
import { isTestFile } from './test-files.js';
import {
  declaredIn,
  findProtectedChanges,
  type ProtectedChange,
  type ProtectedInput,
} from './check-defining.js';

export type ChangeKind = 'created' | 'modified' | 'deleted';

export interface GateChanges {
  /** Changes refused without a run (workflows, `refuse` entries), not declared by the task. */
  refused: ProtectedChange[];
  /** Check-defining files changed (also those declared). */
  checkDefining: ProtectedChange[];
  /** Test files added, changed or removed. */
  tests: { path: string; change: ChangeKind; declared: boolean }[];
  /** Files added or changed where a test runner looks before the tests (runnerLookupPaths()). */
  runnerPaths: string[];
}

/** What the rules read: the same as what finds the check-defining changes. */
export type GateRulesInput = ProtectedInput;

/** The files the starting commit's Makefiles include (`include`, `-include`, `sinclude`). */
async function makefileIncludes(git: Git, startSha: string): Promise<string[]> {
  const included: string[] = [];
  const entries = await treeEntriesAt(git, startSha, MAKEFILE_NAMES); // one ls-tree for all
  for (const name of MAKEFILE_NAMES) {
    if (entries.get(name)?.kind !== 'file') continue;
    const text = await fileAt(git, startSha, name);
    for (const [, list] of (text ?? '').matchAll(/^[ \t]*-?s?include[ \t]+(.+)$/gm)) {
      for (const word of list!.trim().split(/\s+/))
        if (!word.includes('$') && !word.startsWith('/')) included.push(word.replace(/^\.\//, ''));
    }
  }
  return included;
}

/** What the candidate's changes mean to the gate. */
export async function classifyChanges(input: GateRulesInput): Promise<GateChanges> {
  const includes = await makefileIncludes(input.git, input.startSha);
  const found = await findProtectedChanges({
    ...input,
    protect: [...(input.protect ?? []), ...includes],
  });
  const refuse = protectedGlobs(input.protect).refuse.map(globMatcher);
  const refused = found.filter((c) => !c.declared && refuse.some((m) => m(c.path)));
  const checkDefining = found.filter((c) => !refuse.some((m) => m(c.path)));
  const tests = (['created', 'modified', 'deleted'] as const).flatMap((change) =>
    input.changes[change]
      .filter(isTestFile)
      .map((path) => ({ path, change, declared: declaredIn(input.declared, path) })),
  );
  const runnerPaths = runnerLookupPaths([...input.changes.created, ...input.changes.modified]);
  return { refused, checkDefining, tests, runnerPaths };
}

/**
 * The paths where a test runner looks before the project's tests: executables in a bin
 * directory (on a check's PATH), installed packages (node_modules, a virtualenv,
 * site-packages), and Python modules and packages at the root (the first entry of
 * `python -m`'s import path, where a `_pytest.py` or `pluggy/` shadows the runner's own).
 */
export function runnerLookupPaths(paths: readonly string[]): string[] {
  return paths
    .filter(
      (path) =>
        /(^|\/)(\.?bin|node_modules|\.?venv|site-packages)\//.test(path) ||
        /^[^/]+\.(py|pth)$/.test(path) ||
        /^[^/]+\/__init__\.py$/.test(path),
    )
    .sort();
}

/** Whether the checks run a second time: the original gate, or the canary alone. */
export function secondRunDue(changes: GateChanges): boolean {
  return originalGatePaths(changes).length > 0 || changes.runnerPaths.length > 0;
}

/** The paths the original gate takes from the starting commit (none: no second run). */
export function originalGatePaths(changes: GateChanges): string[] {
  const paths = [...changes.checkDefining.map((c) => c.path), ...changes.tests.map((t) => t.path)];
  return [...new Set(paths)].sort();
}

/** Whether the task declares every file the original gate puts back. */
export function allDeclared(changes: GateChanges): boolean {
  // Tests the candidate added are left out of the original gate's run, so they excuse nothing
  // and need no declaring; with nothing else changed, a failing original gate is the code's.
  const judged = [...changes.checkDefining, ...changes.tests.filter((t) => t.change !== 'created')];
  return judged.length > 0 && judged.every((c) => c.declared);
}
