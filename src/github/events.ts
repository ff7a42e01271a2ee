/**
 * What started this workflow run, read from the event name and its webhook payload, reduced to
 * the few facts the action acts on. Payloads are untrusted input: every field is checked.
 */
import { parseCommand, type RalphCommand } from './commands.js';

export interface CommentFacts {
  commentId: number;
  body: string;
  /** Login of the comment's author. */
  user: string;
  /** `User`, `Bot` or `Organization`. */
  userType: string;
}

export type Trigger =
  | { kind: 'schedule'; cron?: string }
  | { kind: 'workflow_dispatch'; ref?: string; inputs: Record<string, string>; iterations?: number }
  | ({ kind: 'pr_comment'; prNumber: number; command: RalphCommand } & CommentFacts)
  | ({ kind: 'issue_comment_plan'; issueNumber: number } & CommentFacts)
  /** A submitted pull request review: its threads may become work (address-flow.ts). */
  | { kind: 'pr_review'; prNumber: number; reviewState: string; user: string; userType: string }
  | {
      kind: 'issue_labeled';
      issueNumber: number;
      label: string;
      title: string;
      body: string;
      senderLogin: string;
    }
  | {
      kind: 'pull_request';
      action: string;
      number: number;
      headSha: string;
      headRef: string;
      baseRef: string;
      headRepoFullName: string;
      baseRepoFullName: string;
      fromFork: boolean;
      draft: boolean;
    }
  | {
      kind: 'push';
      ref: string;
      branch?: string;
      headSha: string;
      deleted: boolean;
      touchesPrd: boolean;
    }
  /** A workflow run that finished: the repository's CI on the work branch (ci-flow.ts). */
  | ({ kind: 'workflow_run' } & CiRunFacts)
  /** A handled event that asks nothing of the action (e.g. a comment that is not a command). */
  | { kind: 'ignored'; eventName: string; reason: string }
  | { kind: 'unsupported'; eventName: string; handled: readonly string[] };

/** What the action reads of a workflow run (from a workflow_run payload or the runs listing). */
export interface CiRunFacts {
  runId: number;
  runAttempt: number;
  /** The workflow's `name:`. */
  workflowName: string;
  /** `.github/workflows/ci.yml` (without an `@ref`). */
  workflowPath: string;
  headBranch: string;
  headSha: string;
  /** `success`, `failure`, `timed_out`, ...; '' while the run is not finished. */
  conclusion: string;
  status: string;
  /** The event that started the run (`push`, `workflow_dispatch`, `pull_request`). */
  event: string;
  htmlUrl: string;
  /** The head lives in another repository (a fork's pull request). */
  fromFork: boolean;
}

/** A workflow run object (webhook or REST) as facts; throws when it has no id. */
export function ciRunFacts(value: unknown, repositoryFullName: string): CiRunFacts {
  const run = object(value);
  const headRepo = text(object(run.head_repository).full_name);
  const repo = text(object(run.repository).full_name) || repositoryFullName;
  return {
    runId: integer(run.id, 'workflow_run.id'),
    runAttempt: typeof run.run_attempt === 'number' ? run.run_attempt : 1,
    workflowName: text(run.name),
    workflowPath: text(run.path).split('@')[0]!,
    headBranch: text(run.head_branch),
    headSha: text(run.head_sha),
    conclusion: text(run.conclusion),
    status: text(run.status),
    event: text(run.event),
    htmlUrl: text(run.html_url),
    fromFork: headRepo === '' || headRepo.toLowerCase() !== repo.toLowerCase(),
  };
}

export const HANDLED_EVENTS = [
  'schedule',
  'workflow_dispatch',
  'issue_comment',
  'issues',
  'pull_request',
  'pull_request_review',
  'push',
  'workflow_run',
] as const;

/** The label that asks Ralph to plan an issue. */
export const PLAN_LABEL = 'ralph';

export interface ClassifyOptions {
  prdPath: string;
  commandPrefix: string;
}

type Json = Record<string, unknown>;

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function integer(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new Error(`The event payload has no ${what}; is this the event the workflow says it is?`);
  }
  return value;
}

function commentFacts(payload: Json): CommentFacts {
  const comment = object(payload.comment);
  const user = object(comment.user);
  return {
    commentId: integer(comment.id, 'comment.id'),
    body: text(comment.body),
    user: text(user.login),
    userType: text(user.type) || 'User',
  };
}

/** workflow_dispatch `iterations`: absent or empty means "use the action input". */
function dispatchIterations(inputs: Record<string, string>): number | undefined {
  const raw = inputs.iterations?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new Error(
      `workflow_dispatch input 'iterations' must be a positive integer, got "${inputs.iterations}"`,
    );
  }
  return Number(raw);
}

function normalizePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^\.\//, '');
}

function pushTouches(payload: Json, path: string): boolean {
  const target = normalizePath(path);
  const commits = Array.isArray(payload.commits) ? payload.commits : [];
  return commits.some((commit) => {
    const c = object(commit);
    return ['added', 'modified', 'removed'].some(
      (key) =>
        Array.isArray(c[key]) &&
        (c[key] as unknown[]).some((file) => normalizePath(text(file)) === target),
    );
  });
}

export function classifyEvent(eventName: string, payload: unknown, opts: ClassifyOptions): Trigger {
  const p = object(payload);
  switch (eventName) {
    case 'schedule':
      return { kind: 'schedule', ...(text(p.schedule) ? { cron: text(p.schedule) } : {}) };

    case 'workflow_dispatch': {
      const inputs: Record<string, string> = {};
      for (const [key, value] of Object.entries(object(p.inputs))) {
        if (value !== null && value !== undefined) inputs[key] = String(value);
      }
      const iterations = dispatchIterations(inputs);
      return {
        kind: 'workflow_dispatch',
        inputs,
        ...(text(p.ref) ? { ref: text(p.ref) } : {}),
        ...(iterations !== undefined ? { iterations } : {}),
      };
    }

    case 'issue_comment': {
      if (p.action !== 'created') {
        return {
          kind: 'ignored',
          eventName,
          reason: `comment ${text(p.action) || 'event'}, not created`,
        };
      }
      const issue = object(p.issue);
      const number = integer(issue.number, 'issue.number');
      const comment = commentFacts(p);
      const command = parseCommand(comment.body, opts.commandPrefix);
      if (!command)
        return {
          kind: 'ignored',
          eventName,
          reason: `the comment is not a ${opts.commandPrefix} command`,
        };
      if (issue.pull_request !== undefined && issue.pull_request !== null) {
        return { kind: 'pr_comment', prNumber: number, command, ...comment };
      }
      if (command.kind === 'plan')
        return { kind: 'issue_comment_plan', issueNumber: number, ...comment };
      return {
        kind: 'ignored',
        eventName,
        reason: `on an issue only \`${opts.commandPrefix} plan\` is understood; other commands go on the Ralph pull request`,
      };
    }

    case 'issues': {
      const label = text(object(p.label).name);
      if (p.action !== 'labeled' || label.toLowerCase() !== PLAN_LABEL) {
        return {
          kind: 'ignored',
          eventName,
          reason: `only the "${PLAN_LABEL}" label on an issue starts planning`,
        };
      }
      const issue = object(p.issue);
      return {
        kind: 'issue_labeled',
        issueNumber: integer(issue.number, 'issue.number'),
        label,
        title: text(issue.title),
        body: text(issue.body),
        senderLogin: text(object(p.sender).login),
      };
    }

    case 'pull_request': {
      const pr = object(p.pull_request);
      const head = object(pr.head);
      const base = object(pr.base);
      // A deleted fork leaves head.repo null: that is a fork too.
      const headRepoFullName = text(object(head.repo).full_name);
      const baseRepoFullName =
        text(object(base.repo).full_name) || text(object(p.repository).full_name);
      return {
        kind: 'pull_request',
        action: text(p.action),
        number: integer(pr.number ?? p.number, 'pull_request.number'),
        headSha: text(head.sha),
        headRef: text(head.ref),
        baseRef: text(base.ref),
        headRepoFullName,
        baseRepoFullName,
        fromFork:
          headRepoFullName === '' ||
          headRepoFullName.toLowerCase() !== baseRepoFullName.toLowerCase(),
        draft: pr.draft === true,
      };
    }

    case 'pull_request_review': {
      if (p.action !== 'submitted')
        return {
          kind: 'ignored',
          eventName,
          reason: `review ${text(p.action) || 'event'}, not submitted`,
        };
      const review = object(p.review);
      const user = object(review.user);
      return {
        kind: 'pr_review',
        prNumber: integer(object(p.pull_request).number, 'pull_request.number'),
        reviewState: text(review.state),
        user: text(user.login) || text(object(p.sender).login),
        userType: text(user.type) || 'User',
      };
    }

    case 'push': {
      const ref = text(p.ref);
      const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
      return {
        kind: 'push',
        ref,
        ...(branch !== undefined ? { branch } : {}),
        headSha: text(p.after),
        deleted: p.deleted === true,
        touchesPrd: pushTouches(p, opts.prdPath),
      };
    }

    case 'workflow_run': {
      if (p.action !== 'completed')
        return {
          kind: 'ignored',
          eventName,
          reason: `workflow run ${text(p.action) || 'event'}, not completed`,
        };
      return {
        kind: 'workflow_run',
        ...ciRunFacts(p.workflow_run, text(object(p.repository).full_name)),
      };
    }

    default:
      return { kind: 'unsupported', eventName, handled: HANDLED_EVENTS };
  }
}

/** The notice for an event the action does not handle. */
export function unsupportedEventNotice(eventName: string): string {
  return `ralph-action does nothing on "${eventName}" events. It handles: ${HANDLED_EVENTS.join(', ')}.`;
}
