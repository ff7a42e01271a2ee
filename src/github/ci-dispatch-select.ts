/**
 * Which of the repository's workflows to start on the work branch. `auto`: every workflow that
 * runs as CI for the work branch (`push` to it or `pull_request` into the base branch, after
 * branch filters) and declares `workflow_dispatch`. A list: exactly the files named. Either way
 * never a workflow that runs ralph-action (that would start Ralph again), never one that needs
 * dispatch inputs it cannot be given, and never one whose file the work branch changed: the
 * dispatch runs the work branch's version of the file with the job token, so an agent's edit
 * of a workflow must not run before a person has reviewed it.
 */
import type { CiWorkflowsSetting } from './ci-dispatch-settings.js';
import { branchFilterAllows, pushRunsFor } from './ci-dispatch-filters.js';
import { parseWorkflow, type WorkflowFacts } from './ci-dispatch-workflow.js';

/** The `name:` of this action's action.yml: a local `uses: ./dir` whose action has it is Ralph. */
export const ACTION_NAME = 'Ralph loop';
/** The repository name ralph-action is published under. */
export const ACTION_REPOSITORY_NAME = 'ralph-action';

/** One workflow file of the pushed tree. */
export interface WorkflowFile {
  /** File name under .github/workflows, e.g. `ci.yml`. */
  file: string;
  text: string;
  /** Whether the work branch's version differs from the base branch's (or the base lacks it). */
  changed: boolean;
}

export interface SelectionContext {
  setting: CiWorkflowsSetting;
  branch: string;
  baseBranch: string;
  /** `owner/repo` of the running action (GITHUB_ACTION_REPOSITORY), when known. */
  ownRepository?: string;
  /** The workflow file of this run: never dispatched. */
  currentWorkflow?: string;
  /** A file of the pushed tree (repository-relative path), or undefined. */
  readFile(path: string): Promise<string | undefined>;
}

export interface SelectedWorkflow {
  file: string;
  name: string;
}

export interface SkippedWorkflow {
  file: string;
  reason: string;
  /** Whether the user should hear about it (a CI workflow that will not run, a listed file). */
  warn: boolean;
}

export interface CiSelection {
  dispatch: SelectedWorkflow[];
  skipped: SkippedWorkflow[];
}

const ADD_DISPATCH =
  'add `workflow_dispatch:` to its `on:` on the default branch (`ralph init --add-dispatch` does)';

function remoteUsesRalph(uses: string, ownRepository?: string): boolean {
  const [owner, repo] = uses.split('@')[0]!.split('/');
  if (!owner || !repo) return false;
  const name = `${owner}/${repo}`.toLowerCase();
  return repo.toLowerCase() === ACTION_REPOSITORY_NAME || name === ownRepository?.toLowerCase();
}

/** Whether the workflow runs ralph-action: a step or a reusable workflow it calls (local ones read). */
async function usesRalph(
  facts: WorkflowFacts,
  ctx: SelectionContext,
  seen: Set<string>,
): Promise<boolean> {
  for (const uses of facts.stepUses) {
    if (uses.startsWith('docker://')) continue;
    if (!uses.startsWith('./')) {
      if (remoteUsesRalph(uses, ctx.ownRepository)) return true;
      continue;
    }
    const dir = uses.slice(2).replace(/\/+$/, '');
    const prefix = dir === '' || dir === '.' ? '' : `${dir}/`;
    const metadata =
      (await ctx.readFile(`${prefix}action.yml`)) ?? (await ctx.readFile(`${prefix}action.yaml`));
    if (metadata && new RegExp(`^name:\\s*['"]?${ACTION_NAME}['"]?\\s*$`, 'm').test(metadata))
      return true;
  }
  for (const uses of facts.jobUses) {
    if (!uses.startsWith('./')) {
      if (remoteUsesRalph(uses, ctx.ownRepository)) return true;
      continue;
    }
    const path = uses.slice(2);
    if (seen.has(path)) continue;
    seen.add(path);
    const text = await ctx.readFile(path);
    const parsed = text === undefined ? undefined : parseWorkflow(text);
    if (parsed?.ok && (await usesRalph(parsed.facts, ctx, seen))) return true;
  }
  return false;
}

/** Why a CI workflow of `auto` does not run for this branch, or undefined when it does. */
function notCiReason(facts: WorkflowFacts, ctx: SelectionContext): string | undefined {
  const { push, pull_request: pullRequest } = facts.events;
  if (push && pushRunsFor(push, ctx.branch)) return undefined;
  if (pullRequest && branchFilterAllows(pullRequest, ctx.baseBranch)) return undefined;
  if (push || pullRequest)
    return `its push and pull_request filters leave out ${ctx.branch} and its pull request into ${ctx.baseBranch}`;
  return 'not CI (no push or pull_request trigger)';
}

async function judge(
  workflow: WorkflowFile,
  ctx: SelectionContext,
  listed: boolean,
): Promise<SelectedWorkflow | SkippedWorkflow> {
  const { file } = workflow;
  const skip = (reason: string, warn: boolean): SkippedWorkflow => ({ file, reason, warn });
  const parsed = parseWorkflow(workflow.text);
  if (!parsed.ok) return skip(parsed.error, true);
  const facts = parsed.facts;
  if (file === ctx.currentWorkflow) return skip('it is the workflow of this run', listed);
  if (await usesRalph(facts, ctx, new Set([`.github/workflows/${file}`])))
    return skip('it runs ralph-action (starting it would start Ralph again)', listed);
  const notCi = listed ? undefined : notCiReason(facts, ctx);
  if (notCi) return skip(notCi, false);
  if (!('workflow_dispatch' in facts.events)) {
    return skip(
      `it has no workflow_dispatch trigger, so the job token cannot start it on Ralph's commits: ${ADD_DISPATCH}`,
      true,
    );
  }
  if (facts.requiredInputs.length > 0) {
    return skip(
      `its workflow_dispatch needs inputs without defaults (${facts.requiredInputs.join(', ')}): give them defaults, or leave it out of ci-workflows`,
      true,
    );
  }
  if (workflow.changed) {
    return skip(
      `${ctx.branch} changes this workflow file, and a dispatch would run the changed version with the repository's secrets before anyone reviewed it; it runs again once the file matches ${ctx.baseBranch}`,
      true,
    );
  }
  return { file, name: facts.name ?? file };
}

/** Selects the workflows to dispatch from the pushed tree's workflow files. */
export async function selectCiWorkflows(
  workflows: readonly WorkflowFile[],
  ctx: SelectionContext,
): Promise<CiSelection> {
  const selection: CiSelection = { dispatch: [], skipped: [] };
  if (ctx.setting.kind === 'none') return selection;
  const listed = ctx.setting.kind === 'list' ? ctx.setting.files : undefined;
  const candidates = listed ? workflows.filter((w) => listed.includes(w.file)) : workflows;
  for (const file of listed ?? []) {
    if (!workflows.some((w) => w.file === file))
      selection.skipped.push({ file, reason: `there is no .github/workflows/${file}`, warn: true });
  }
  for (const workflow of candidates) {
    const verdict = await judge(workflow, ctx, listed !== undefined);
    if ('reason' in verdict) selection.skipped.push(verdict);
    else selection.dispatch.push(verdict);
  }
  return selection;
}
