/**
 * Real webhook payloads from @octokit/webhooks-examples, adjusted only where a scenario
 * needs it (the repository, the comment text, the commenter).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.env.RALPH_REPO_ROOT ?? process.cwd(), 'package.json'));

interface ExampleGroup {
  name: string;
  examples: Record<string, unknown>[];
}

type Json = Record<string, unknown>;

function examples(): ExampleGroup[] {
  return require('@octokit/webhooks-examples/api.github.com/index.json') as ExampleGroup[];
}

/** A deep copy of the first example of `event` whose `action` matches (when given). */
export function webhookExample(event: string, action?: string): Json {
  const group = examples().find((g) => g.name === event);
  if (!group) throw new Error(`no webhook example for ${event}`);
  const example = group.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`no ${event} example with action ${action}`);
  return structuredClone(example);
}

/** Points every repository object of the payload at owner/repo with the given default branch. */
export function withRepository(
  payload: Json,
  owner: string,
  repo: string,
  defaultBranch = 'main',
): Json {
  const repository = payload.repository as Json | undefined;
  if (repository) {
    repository.name = repo;
    repository.full_name = `${owner}/${repo}`;
    repository.default_branch = defaultBranch;
    const ownerObject = repository.owner as Json | undefined;
    if (ownerObject) ownerObject.login = owner;
  }
  return payload;
}

export function workflowDispatchPayload(
  owner: string,
  repo: string,
  inputs: Record<string, string>,
): Json {
  const payload = withRepository(webhookExample('workflow_dispatch'), owner, repo);
  payload.inputs = inputs;
  payload.ref = 'refs/heads/main';
  return payload;
}

/** An issue_comment.created payload on pull request `prNumber`. */
export function prCommentPayload(args: {
  owner: string;
  repo: string;
  prNumber: number;
  commentId: number;
  body: string;
  login: string;
  userType?: 'User' | 'Bot';
}): Json {
  const payload = withRepository(webhookExample('issue_comment', 'created'), args.owner, args.repo);
  const issue = payload.issue as Json;
  issue.number = args.prNumber;
  issue.pull_request = {
    url: `https://api.github.com/repos/${args.owner}/${args.repo}/pulls/${args.prNumber}`,
    html_url: `https://github.com/${args.owner}/${args.repo}/pull/${args.prNumber}`,
    diff_url: `https://github.com/${args.owner}/${args.repo}/pull/${args.prNumber}.diff`,
    patch_url: `https://github.com/${args.owner}/${args.repo}/pull/${args.prNumber}.patch`,
  };
  const comment = payload.comment as Json;
  comment.id = args.commentId;
  comment.body = args.body;
  const user = comment.user as Json;
  user.login = args.login;
  user.type = args.userType ?? 'User';
  const sender = payload.sender as Json;
  sender.login = args.login;
  sender.type = args.userType ?? 'User';
  return payload;
}

/** A pull_request payload (`opened` by default) for branch `headRef` at `headSha`. */
export function pullRequestPayload(args: {
  owner: string;
  repo: string;
  number: number;
  headRef: string;
  headSha: string;
  baseRef?: string;
  action?: string;
  /** `owner/repo` of the head; another owner makes it a pull request from a fork. */
  headRepoFullName?: string;
}): Json {
  const payload = withRepository(
    webhookExample('pull_request', args.action ?? 'opened'),
    args.owner,
    args.repo,
  );
  payload.number = args.number;
  const pr = payload.pull_request as Json;
  pr.number = args.number;
  const head = pr.head as Json;
  head.ref = args.headRef;
  head.sha = args.headSha;
  head.label = `${args.owner}:${args.headRef}`;
  const base = pr.base as Json;
  base.ref = args.baseRef ?? 'main';
  const headRepoFullName = args.headRepoFullName ?? `${args.owner}/${args.repo}`;
  const [headOwner, headName] = headRepoFullName.split('/');
  withRepository(head, headOwner!, headName!);
  withRepository(base, args.owner, args.repo);
  return payload;
}

/** A payload of another event (e.g. `release`), pointed at owner/repo. */
export function eventPayload(event: string, owner: string, repo: string, action?: string): Json {
  return withRepository(webhookExample(event, action), owner, repo);
}

/** A pull_request_review.submitted payload: `login` reviewed pull request `prNumber` of `headRef`. */
export function pullRequestReviewPayload(args: {
  owner: string;
  repo: string;
  prNumber: number;
  headRef: string;
  login: string;
  state?: 'commented' | 'approved' | 'changes_requested';
}): Json {
  const payload = withRepository(
    webhookExample('pull_request_review', 'submitted'),
    args.owner,
    args.repo,
  );
  const pr = payload.pull_request as Json;
  pr.number = args.prNumber;
  const head = pr.head as Json;
  head.ref = args.headRef;
  head.label = `${args.owner}:${args.headRef}`;
  for (const side of [head, pr.base as Json]) {
    const repo = side.repo as Json;
    repo.name = args.repo;
    repo.full_name = `${args.owner}/${args.repo}`;
  }
  const review = payload.review as Json;
  review.state = args.state ?? 'commented';
  (review.user as Json).login = args.login;
  (payload.sender as Json).login = args.login;
  return payload;
}

/**
 * A workflow_run.completed payload for a run as the emulator shows it (`workflowRunJson`): the
 * real example's shape, its run and workflow replaced by the emulator's run.
 */
export function workflowRunCompletedPayload(
  owner: string,
  repo: string,
  run: Record<string, unknown>,
): Json {
  const group = examples().find((g) => g.name === 'workflow_run')!;
  const example = group.examples.find(
    (e) => e.action === 'completed' && typeof (e.workflow_run as Json).path === 'string',
  );
  if (!example) throw new Error('no workflow_run.completed example with a path');
  const payload = withRepository(structuredClone(example), owner, repo);
  payload.workflow_run = { ...(payload.workflow_run as Json), ...run };
  const workflow = payload.workflow as Json;
  Object.assign(workflow, { id: run.workflow_id, name: run.name, path: run.path });
  return payload;
}
