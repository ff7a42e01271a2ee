/**
 * One verify run: the checks on a fresh checkout of one tree object (verify-checkout.ts), on the
 * checks' side of the boundary (as the checks user when isolated, with a fresh HOME and the
 * restricted network). The dependency snapshot is given read-only; when the tree changes a
 * Node manifest or lockfile, its dependencies are installed from its own lockfile first, in
 * the same place and under the same rules as the checks. A tracked file a check changed is
 * named: the gate refuses the run, it never commits something else instead.
 *
 * The checkout has no `.git`, and none is found above it: a check verifies the files to be
 * committed, never the repository. git run by a check stops its search at the checkout
 * (GIT_CEILING_DIRECTORIES) and no GIT_DIR or GIT_WORK_TREE reaches it, so no check reads the
 * harness's history and config or writes its index, refs or hooks. A check that needs git
 * itself (`git describe`, `git ls-files`) fails there with git's "not a git repository".
 */
import { dirname } from 'node:path';
import { detectPackageManager, installCommand } from '../../checks/package-manager.js';
import type { CheckDefinition, CheckResult, RunChecksOptions } from '../../checks/types.js';
import { fileAt } from '../../git/tree.js';
import type { FileChanges, Git } from '../../git/types.js';
import type { DependencySnapshot } from '../dependency-snapshot.js';
import { checkoutTree } from '../verify-checkout.js';
import { runChecksInside, type AgentBoundary, type BoundaryCrossing } from './boundary.js';

export interface VerifySetup {
  git: Git;
  boundary: AgentBoundary;
  crossing: BoundaryCrossing;
  /** How the checks run, but where (the checkout is). */
  options: Omit<RunChecksOptions, 'cwd'>;
  dependencies: DependencySnapshot;
}

export interface TreeVerification {
  results: CheckResult[];
  /** Tracked files a check changed (the run does not count then). */
  changedTracked: string[];
}

/** The files that decide what a Node project installs. */
const NODE_MANIFESTS = new Set([
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  '.yarnrc.yml',
]);

const INSTALL_TIMEOUT_MS = 10 * 60_000;

/** No repository for the checks: git's search ends at the checkout, and no git dir is named. */
function withoutRepository(
  env: Record<string, string | undefined> | undefined,
  checkoutDir: string,
): Record<string, string | undefined> {
  return {
    ...env,
    GIT_CEILING_DIRECTORIES: dirname(checkoutDir),
    GIT_DIR: undefined,
    GIT_WORK_TREE: undefined,
    GIT_INDEX_FILE: undefined,
    GIT_OBJECT_DIRECTORY: undefined,
    GIT_ALTERNATE_OBJECT_DIRECTORIES: undefined,
    GIT_COMMON_DIR: undefined,
    GIT_DISCOVERY_ACROSS_FILESYSTEM: undefined,
  };
}

/**
 * The install step when `changes` touch the Node manifest and the snapshot has node_modules:
 * that tree installs its own dependencies, from its lockfile. Undefined otherwise.
 */
export async function installStep(
  git: Git,
  tree: string,
  changes: FileChanges | undefined,
  dependencies: DependencySnapshot,
): Promise<CheckDefinition | undefined> {
  if (!changes || !dependencies.dirs.includes('node_modules')) return undefined;
  const touched = [...changes.created, ...changes.modified, ...changes.deleted];
  if (!touched.some((path) => NODE_MANIFESTS.has(path))) return undefined;
  const manager = await detectPackageManager((path) => fileAt(git, tree, path));
  if (!manager) return undefined;
  return {
    name: 'install dependencies',
    command: installCommand(manager),
    required: true,
    timeoutMs: INSTALL_TIMEOUT_MS,
  };
}

/**
 * Runs `checks` on a fresh checkout of `tree`; with `install`, that step first (a failing
 * install is the result, and no check runs).
 */
export async function verifyTree(
  setup: VerifySetup,
  tree: string,
  checks: CheckDefinition[],
  install?: CheckDefinition,
): Promise<TreeVerification> {
  const { git, boundary, crossing, dependencies } = setup;
  const owner = boundary.checksOwner?.();
  const checkout = await checkoutTree(git, tree, {
    ...(owner ? { owner } : {}),
    dependencies,
    ...(install ? { withoutDependencies: ['node_modules'] } : {}),
  });
  try {
    const options: RunChecksOptions = {
      ...setup.options,
      cwd: checkout.dir,
      env: withoutRepository(setup.options.env, checkout.dir),
    };
    let results: CheckResult[] = [];
    if (install) {
      const [installed] = await runChecksInside(boundary, crossing, [install], {
        ...options,
        onStart: undefined,
        onResult: undefined,
      });
      if (installed && !installed.passed) results = [installed];
    }
    if (results.length === 0) results = await runChecksInside(boundary, crossing, checks, options);
    return { results, changedTracked: await checkout.changedTracked() };
  } finally {
    await checkout.dispose();
  }
}
