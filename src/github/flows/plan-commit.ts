/**
 * Plan mode's answer, landed: the branch it names (checked, and free on origin), project.branch
 * recorded in the file, one commit on a new branch from the base, pushed, and the draft pull
 * request with the usual Ralph body.
 */
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import { parseDocument } from 'yaml';
import { slugify } from '../../engine/branch.js';
import { freshState } from '../../engine/state.js';
import type { Git } from '../../git/types.js';
import { writeFileAtomic } from '../../planning/files.js';
import { parsePrdText, projectBranch, type Prd } from '../../prd/index.js';
import { PR_BODY_MARKER, PR_BODY_MAX_LENGTH, renderPrBody } from '../../report/index.js';
import type { ActionInputs } from '../inputs.js';
import { ensurePullRequest } from '../pulls.js';
import type { ActionContext, ActionHost } from './host.js';
import { plural } from './plan-replies.js';
import { pushBranch } from './publish.js';
import { buildReportModel } from './report-model.js';

/** The refusal when the plan's branch exists on origin already. */
export function branchTaken(branch: string): string {
  return `Branch ${branch} already exists on origin; delete it (or merge its pull request) before planning again.`;
}

/** The answer, ready to commit: its branch and its text with project.branch in it. */
export type CheckedPlan =
  | { kind: 'ready'; branch: string; text: string; prd: Prd }
  | { kind: 'invalid'; errors: string[]; headline: string }
  | { kind: 'taken'; reason: string };

/** The branch the answer goes on (the input's, the file's, or one from the issue's title). */
export async function checkPlan(
  git: Git,
  inputs: ActionInputs,
  answer: string,
  issueTitle: string,
): Promise<CheckedPlan> {
  const parsed = parsePrdText(answer, inputs.prdPath);
  if (!parsed.prd) throw new Error(`The generated ${inputs.prdPath} no longer parses.`);
  const branch =
    inputs.branch?.trim() || projectBranch(parsed.prd.project) || `ralph/${slugify(issueTitle)}`;
  const refOk = await git.exec(['check-ref-format', '--branch', branch], { allowFailure: true });
  if (refOk.exitCode !== 0) {
    return {
      kind: 'invalid',
      errors: [`${inputs.prdPath}: project.branch "${branch}" is not a valid git branch name`],
      headline: "Claude's task list names a branch git cannot create.",
    };
  }
  if (await git.remoteBranchExists('origin', branch)) {
    return { kind: 'taken', reason: branchTaken(branch) };
  }
  const text = withProjectBranch(answer, parsed.prd, branch);
  const final = parsePrdText(text, inputs.prdPath);
  if (!final.prd) throw new Error(`Recording project.branch made ${inputs.prdPath} invalid.`);
  return { kind: 'ready', branch, text, prd: final.prd };
}

/**
 * Records the chosen branch as project.branch when the answer has none, so later runs and
 * `/ralph` commands on the pull request find the same branch from the file alone.
 */
function withProjectBranch(text: string, prd: Prd, branch: string): string {
  if (projectBranch(prd.project) !== undefined) return text;
  const doc = parseDocument(text);
  doc.setIn(['project', 'branch'], branch);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

async function startPointFor(git: Git, baseBranch: string): Promise<string> {
  await git.tryFetch('origin', [`+refs/heads/${baseBranch}:refs/remotes/origin/${baseBranch}`]);
  for (const ref of [`refs/remotes/origin/${baseBranch}`, baseBranch]) {
    if (await git.tryRevParse(`${ref}^{commit}`)) return ref;
  }
  throw new Error(`The base branch ${baseBranch} exists neither on origin nor locally.`);
}

/** One commit with the task list on a new branch from the base, pushed. Returns its sha. */
export async function commitPlan(
  host: ActionHost,
  git: Git,
  args: { workspace: string; prdPath: string; baseBranch: string; issueNumber: number },
  plan: Extract<CheckedPlan, { kind: 'ready' }>,
): Promise<string> {
  await git.checkoutNew(plan.branch, await startPointFor(git, args.baseBranch));
  await writeFileAtomic(join(args.workspace, args.prdPath), plan.text);
  await git.add([args.prdPath]);
  const commitSha = await git.commit(
    `chore(ralph): plan ${plural(plan.prd.tasks.length, 'task')} from #${args.issueNumber}`,
  );
  await pushBranch(host, git, plan.branch);
  return commitSha;
}

/** The pull request body: the usual Ralph body, with the issue it was planned from up top. */
function pullRequestBody(
  prd: Prd,
  branch: string,
  baseBranch: string,
  issue: number,
  runUrl?: string,
): string {
  const planned = `Planned from #${issue}.`;
  const model = buildReportModel({ prd, state: freshState(), branch, baseBranch, runUrl });
  const body = renderPrBody(model, { maxLength: PR_BODY_MAX_LENGTH - planned.length - 2 });
  return body.startsWith(`${PR_BODY_MARKER}\n`)
    ? `${PR_BODY_MARKER}\n${planned}\n${body.slice(PR_BODY_MARKER.length + 1)}`
    : `${planned}\n\n${body}`;
}

/** The plan's pull request (a draft when the input asks for one). */
export async function openPlanPullRequest(
  host: ActionHost,
  octokit: Octokit,
  args: { context: ActionContext; inputs: ActionInputs; baseBranch: string; issueNumber: number },
  plan: Extract<CheckedPlan, { kind: 'ready' }>,
): Promise<{ number: number; url: string }> {
  const { context, inputs, baseBranch, issueNumber } = args;
  const pr = await ensurePullRequest(octokit, {
    owner: context.owner,
    repo: context.repo,
    head: plan.branch,
    base: baseBranch,
    title: `Ralph: ${plan.prd.project.title}`,
    body: pullRequestBody(plan.prd, plan.branch, baseBranch, issueNumber, context.runUrl),
    draft: inputs.draft,
  });
  host.info(`Pull request #${pr.number} ${pr.outcome}: ${pr.url}`);
  return { number: pr.number, url: pr.url };
}
