/**
 * GitHub Actions in the emulator: workflow files read from the repository at a ref, their
 * triggers, workflow_dispatch and the workflow runs it starts. As on GitHub, a workflow is known
 * by its file on the default branch (404 otherwise, see `strictWorkflows`), a dispatch is
 * refused with 422 when that version or the ref's version has no `workflow_dispatch` trigger,
 * and `return_run_details` gets the run (200) instead of an empty 204.
 */
import { parse } from 'yaml';
import type { OperationHandler, OperationInput } from './github-handlers.js';
import { repositoryObject, userObject, type ObjectContext } from './github-objects.js';
import { nodeId, type EmulatedWorkflowRun } from './github-state.js';

const DOCS = 'https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event';
export const NO_DISPATCH_TRIGGER = "Workflow does not have 'workflow_dispatch' trigger";

/** A workflow file's event names as GitHub reads `on:` (string, list or map), or undefined. */
export function workflowEvents(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  let doc: unknown;
  try {
    doc = parse(text);
  } catch {
    return undefined;
  }
  const on = (doc as Record<string, unknown> | null)?.on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  if (on && typeof on === 'object') return Object.keys(on);
  return undefined;
}

function workflowName(text: string | undefined, path: string): string {
  try {
    const name = (parse(text ?? '') as { name?: unknown } | null)?.name;
    if (typeof name === 'string') return name;
  } catch {
    // the path names it
  }
  return path;
}

function error(status: number, message: string): { status: number; body: unknown } {
  return { status, body: { message, documentation_url: DOCS, status: String(status) } };
}

/** A stable id for a workflow file (GitHub numbers workflows). */
function workflowIdOf(path: string): number {
  let h = 7;
  for (const ch of path) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000;
  return 100_000 + h;
}

export function workflowRunObject(ctx: ObjectContext, run: EmulatedWorkflowRun) {
  const fullName = `${ctx.state.repository.owner}/${ctx.state.repository.name}`;
  const api = `${ctx.apiUrl}/repos/${fullName}/actions/runs/${run.id}`;
  const repository = repositoryObject(ctx, fullName);
  const headRepository = run.headRepoFullName
    ? repositoryObject(ctx, run.headRepoFullName)
    : repository;
  return {
    id: run.id,
    name: run.name,
    node_id: nodeId('WFR', run.id),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: run.path,
    display_title: run.name,
    run_number: run.runNumber,
    event: run.event,
    status: run.status ?? 'queued',
    conclusion: run.conclusion ?? null,
    workflow_id: run.workflowId,
    url: api,
    html_url: `${ctx.htmlUrl}/${fullName}/actions/runs/${run.id}`,
    pull_requests: [],
    created_at: run.createdAt,
    updated_at: run.createdAt,
    actor: userObject(ctx, ctx.state.viewer),
    triggering_actor: userObject(ctx, ctx.state.viewer),
    run_attempt: run.runAttempt ?? 1,
    run_started_at: run.createdAt,
    jobs_url: `${api}/jobs`,
    logs_url: `${api}/logs`,
    check_suite_url: `${ctx.apiUrl}/repos/${fullName}/check-suites/${run.id + 1}`,
    artifacts_url: `${api}/artifacts`,
    cancel_url: `${api}/cancel`,
    rerun_url: `${api}/rerun`,
    workflow_url: `${ctx.apiUrl}/repos/${fullName}/actions/workflows/${run.workflowId}`,
    head_commit: null,
    repository,
    head_repository: headRepository,
  };
}

export type RunSeed = Pick<EmulatedWorkflowRun, 'path' | 'event' | 'headBranch' | 'headSha'> &
  Partial<Pick<EmulatedWorkflowRun, 'name' | 'inputs' | 'headRepoFullName'>>;

/** A new queued run (a dispatch's, or one a test seeds for another event). */
export function addRun(
  ctx: ObjectContext & { fileAt(ref: string, path: string): string | undefined },
  seed: RunSeed,
): EmulatedWorkflowRun {
  const run: EmulatedWorkflowRun = {
    id: ctx.seq.id() * 1000,
    workflowId: workflowIdOf(seed.path),
    runNumber: ctx.state.workflowRuns.filter((r) => r.path === seed.path).length + 1,
    name: seed.name ?? workflowName(ctx.fileAt(seed.headBranch, seed.path), seed.path),
    inputs: {},
    createdAt: ctx.seq.now(),
    status: 'queued',
    conclusion: null,
    runAttempt: 1,
    ...seed,
  };
  ctx.state.workflowRuns.push(run);
  return run;
}

function dispatch(input: OperationInput) {
  const { ctx } = input;
  const ref = String(input.body.ref).replace(/^refs\/heads\//, '');
  const headSha = ctx.branchSha(ref);
  if (!headSha) return error(422, `No ref found for: ${String(input.body.ref)}`);
  const file = String(input.params.workflow_id);
  const path = `.github/workflows/${file}`;
  const onDefault = ctx.fileAt(ctx.state.repository.defaultBranch, path);
  if (onDefault === undefined && ctx.state.strictWorkflows) return error(404, 'Not Found');
  if (onDefault !== undefined) {
    const onRef = ctx.fileAt(ref, path);
    for (const version of [onDefault, onRef]) {
      if (!workflowEvents(version)?.includes('workflow_dispatch'))
        return error(422, NO_DISPATCH_TRIGGER);
    }
  }
  const run = addRun(ctx, {
    path,
    name: workflowName(ctx.fileAt(ref, path), path),
    event: 'workflow_dispatch',
    headBranch: ref,
    headSha,
    inputs: (input.body.inputs as Record<string, unknown> | undefined) ?? {},
  });
  if (input.body.return_run_details !== true) return { status: 204 };
  const object = workflowRunObject(ctx, run);
  return {
    status: 200,
    body: { workflow_run_id: run.id, run_url: object.url, html_url: object.html_url },
  };
}

function listRuns(input: OperationInput) {
  const { query, ctx } = input;
  const wanted = (name: string, value: string): boolean =>
    !query.has(name) || query.get(name) === value;
  const runs = ctx.state.workflowRuns
    .filter(
      (r) =>
        wanted('branch', r.headBranch) && wanted('event', r.event) && wanted('head_sha', r.headSha),
    )
    .reverse();
  const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 30) || 30, 1), 100);
  return {
    status: 200,
    body: {
      total_count: runs.length,
      workflow_runs: runs.slice(0, perPage).map((r) => workflowRunObject(ctx, r)),
    },
  };
}

/** The Actions operations, given how the emulator reads files. */
export function workflowOperations(
  requireRepo: (input: OperationInput) => void,
): Record<string, OperationHandler> {
  return {
    'actions/create-workflow-dispatch': (input) => {
      requireRepo(input);
      return dispatch(input);
    },
    'actions/list-workflow-runs-for-repo': (input) => {
      requireRepo(input);
      return listRuns(input);
    },
  };
}
