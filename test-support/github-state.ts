/**
 * What the GitHub emulator remembers: one repository with its pull requests, issues, comments,
 * reactions, commit statuses and collaborators. Tests seed it and inspect it directly.
 */
import type { EmulatedReviewThread } from './github-review-threads.js';

/** A collaborator's role, as the repository settings name it. */
export type RepoRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
export type StatusState = 'error' | 'failure' | 'pending' | 'success';
export type ReactionContent =
  '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

export interface EmulatedRepository {
  owner: string;
  name: string;
  id: number;
  defaultBranch: string;
  /** Whether this repository itself is a fork. */
  fork: boolean;
  private: boolean;
  ownerType: 'User' | 'Organization';
  /** Private repositories on free plans cannot have draft pull requests. */
  draftPullRequests: boolean;
  /**
   * Settings -> Actions -> General -> "Allow GitHub Actions to create and approve pull requests".
   * Off (the default for new repositories on GitHub), the job token may not open pull requests.
   */
  actionsCanCreatePullRequests: boolean;
}

export interface EmulatedPull {
  number: number;
  id: number;
  nodeId: string;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft: boolean;
  merged: boolean;
  /** `repoFullName` differs from the base repository for a pull request from a fork. */
  head: { ref: string; sha: string; repoFullName: string };
  base: { ref: string };
  user: string;
  labels: string[];
  maintainerCanModify: boolean;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface EmulatedIssue {
  number: number;
  id: number;
  nodeId: string;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  labels: string[];
  user: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface EmulatedComment {
  id: number;
  nodeId: string;
  /** Issue or pull request number (they share one sequence, as on GitHub). */
  issueNumber: number;
  body: string;
  user: string;
  createdAt: string;
  updatedAt: string;
}

export interface EmulatedReaction {
  id: number;
  nodeId: string;
  commentId: number;
  content: ReactionContent;
  user: string;
  createdAt: string;
}

export interface EmulatedStatus {
  id: number;
  nodeId: string;
  sha: string;
  state: StatusState;
  context: string;
  description: string | null;
  targetUrl: string | null;
  creator: string;
  createdAt: string;
  updatedAt: string;
}

export interface EmulatedUser {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export interface EmulatedLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

/** A step of a job, as the jobs listing shows it. */
export interface EmulatedStep {
  name: string;
  number: number;
  conclusion: 'success' | 'failure' | 'skipped' | 'cancelled' | null;
}

/** A job of a workflow run, with what its log download answers. */
export interface EmulatedJob {
  id: number;
  runId: number;
  runAttempt: number;
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped' | 'timed_out' | null;
  steps: EmulatedStep[];
  /** The log's bytes (text or not); served through a redirect like GitHub's blob storage. */
  log?: string | Buffer;
  /** GitHub's refusal instead of the log: 410 (expired) or 403 (no `actions: read`). */
  logStatus?: 403 | 404 | 410;
  startedAt: string;
  completedAt: string | null;
}

/** A workflow run the emulator started (for a workflow_dispatch) or a test seeded. */
export interface EmulatedWorkflowRun {
  id: number;
  workflowId: number;
  runNumber: number;
  /** `.github/workflows/ci.yml` */
  path: string;
  name: string;
  event: string;
  headBranch: string;
  headSha: string;
  /** The inputs the dispatch gave. */
  inputs: Record<string, unknown>;
  createdAt: string;
  /** `queued` until a test finishes the run (`finishWorkflowRun`). */
  status?: 'queued' | 'in_progress' | 'completed';
  conclusion?: 'success' | 'failure' | 'cancelled' | 'timed_out' | null;
  /** 1, then 2, 3... for each re-run. */
  runAttempt?: number;
  /** `owner/repo` of the head: another owner makes it a fork's run. */
  headRepoFullName?: string;
  jobs?: EmulatedJob[];
}

export interface EmulatorState {
  repository: EmulatedRepository;
  /** Branch name -> head sha, used when no origin repository is attached. */
  branches: Map<string, string>;
  pulls: Map<number, EmulatedPull>;
  issues: Map<number, EmulatedIssue>;
  comments: EmulatedComment[];
  reactions: EmulatedReaction[];
  /** Every status ever created, oldest first (GitHub keeps them all; lists show newest first). */
  statuses: EmulatedStatus[];
  /** Collaborator login -> role. A login absent here is answered 404 like an unknown user. */
  permissions: Map<string, RepoRole>;
  users: Map<string, EmulatedUser>;
  labels: Map<string, EmulatedLabel>;
  /** Review threads of every pull request, oldest first. */
  reviewThreads: EmulatedReviewThread[];
  /** The login the token authenticates as: author of comments, reactions and statuses. */
  viewer: string;
  /** Workflow runs started by dispatches, oldest first. */
  workflowRuns: EmulatedWorkflowRun[];
  /** Workflow files (`.github/workflows/x.yml` -> text) on every ref, used when no origin repository is attached. */
  workflowFiles: Map<string, string>;
  /**
   * Dispatching a workflow file the default branch lacks: 404 like GitHub when true; accepted
   * and recorded when false (tests of the action's continuation have no workflow files).
   */
  strictWorkflows: boolean;
}

/** Ids and timestamps that only move forward, so objects sort like on GitHub. */
export class Sequence {
  private nextId = 1000;
  private nextNumber = 1;
  private clock = Date.UTC(2025, 0, 1, 12, 0, 0);

  id(): number {
    return this.nextId++;
  }

  /** The next issue/pull request number. */
  number(state: EmulatorState): number {
    while (state.pulls.has(this.nextNumber) || state.issues.has(this.nextNumber)) this.nextNumber++;
    return this.nextNumber++;
  }

  /** A second later than the previous timestamp, formatted like GitHub (no milliseconds). */
  now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
}

/** GitHub-style global node id, e.g. `PR_kwDOAAAD6A`. */
export function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(String(id)).toString('base64').replace(/=+$/, '')}`;
}

export function isBotLogin(login: string): boolean {
  return login.endsWith('[bot]');
}

export function ensureUser(state: EmulatorState, seq: Sequence, login: string): EmulatedUser {
  let user = state.users.get(login);
  if (!user) {
    user = { login, id: seq.id(), type: isBotLogin(login) ? 'Bot' : 'User' };
    state.users.set(login, user);
  }
  return user;
}

export function ensureLabel(state: EmulatorState, seq: Sequence, name: string): EmulatedLabel {
  const key = name.toLowerCase();
  let label = state.labels.get(key);
  if (!label) {
    label = { id: seq.id(), name, color: 'ededed', description: null };
    state.labels.set(key, label);
  }
  return label;
}

export function createState(owner: string, repo: string, seq: Sequence): EmulatorState {
  const state: EmulatorState = {
    repository: {
      owner,
      name: repo,
      id: seq.id(),
      defaultBranch: 'main',
      fork: false,
      private: false,
      ownerType: 'Organization',
      draftPullRequests: true,
      actionsCanCreatePullRequests: true,
    },
    branches: new Map([['main', fakeSha('main')]]),
    pulls: new Map(),
    issues: new Map(),
    comments: [],
    reactions: [],
    statuses: [],
    permissions: new Map(),
    users: new Map(),
    labels: new Map(),
    reviewThreads: [],
    viewer: 'github-actions[bot]',
    workflowRuns: [],
    workflowFiles: new Map(),
    strictWorkflows: false,
  };
  state.users.set(owner, { login: owner, id: seq.id(), type: 'Organization' });
  ensureUser(state, seq, state.viewer);
  return state;
}

/** A stable 40-hex sha for a name, for branches that exist only in the emulator. */
export function fakeSha(name: string): string {
  let hex = '';
  let h = 2166136261;
  for (let round = 0; hex.length < 40; round++) {
    for (const ch of `${name}#${round}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    hex += h.toString(16).padStart(8, '0');
  }
  return hex.slice(0, 40);
}
