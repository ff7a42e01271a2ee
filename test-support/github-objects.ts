/**
 * Full REST objects built from emulator state, shaped like GitHub's (every field the OpenAPI
 * description requires, with plausible values), so response validation can hold them to it.
 */
import {
  ensureUser,
  nodeId,
  type EmulatedComment,
  type EmulatedIssue,
  type EmulatedLabel,
  type EmulatedPull,
  type EmulatedReaction,
  type EmulatedStatus,
  type EmulatorState,
  type ReactionContent,
  type Sequence,
} from './github-state.js';

type Json = Record<string, unknown>;

export interface ObjectContext {
  state: EmulatorState;
  seq: Sequence;
  /** Base of API urls (the emulator's own address). */
  apiUrl: string;
  /** Base of html urls, like https://github.com. */
  htmlUrl: string;
  /** Current head sha of a branch of the base repository, if it exists. */
  branchSha(branch: string): string | undefined;
}

export function userObject(ctx: ObjectContext, login: string): Json {
  const user = ensureUser(ctx.state, ctx.seq, login);
  const api = `${ctx.apiUrl}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: user.id,
    node_id: nodeId(
      user.type === 'Bot' ? 'BOT' : user.type === 'Organization' ? 'O' : 'U',
      user.id,
    ),
    avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `${ctx.htmlUrl}/${user.type === 'Bot' ? 'apps/' + login.replace(/\[bot\]$/, '') : login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: user.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

/**
 * A repository object. `fullName` may name a fork of the emulated repository (for the head of a
 * pull request from a fork); `detail` adds the fields of repos/get's full repository.
 */
export function repositoryObject(ctx: ObjectContext, fullName: string, detail = false): Json {
  const base = ctx.state.repository;
  const isBase = fullName === `${base.owner}/${base.name}`;
  const [owner = '', name = ''] = fullName.split('/');
  const ownerUser = ensureUser(ctx.state, ctx.seq, owner);
  if (isBase) ownerUser.type = base.ownerType;
  const id = isBase ? base.id : ownerUser.id * 7 + 3;
  const api = `${ctx.apiUrl}/repos/${fullName}`;
  const html = `${ctx.htmlUrl}/${fullName}`;
  const created = '2024-06-01T08:00:00Z';
  const repo: Json = {
    id,
    node_id: nodeId('R', id),
    name,
    full_name: fullName,
    private: base.private,
    owner: userObject(ctx, owner),
    html_url: html,
    description: null,
    fork: isBase ? base.fork : true,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://github.com/${fullName}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@github.com:${fullName}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${html}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: html,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    size: 128,
    default_branch: base.defaultBranch,
    open_issues_count: openIssueCount(ctx.state),
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: base.private ? 'private' : 'public',
    pushed_at: created,
    created_at: created,
    updated_at: created,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
    forks: 0,
    open_issues: openIssueCount(ctx.state),
    watchers: 0,
  };
  if (detail) {
    Object.assign(repo, {
      permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      allow_squash_merge: true,
      allow_merge_commit: true,
      allow_rebase_merge: true,
      allow_auto_merge: false,
      delete_branch_on_merge: false,
      allow_update_branch: false,
      network_count: 0,
      subscribers_count: 0,
    });
  }
  return repo;
}

function openIssueCount(state: EmulatorState): number {
  let count = 0;
  for (const pull of state.pulls.values()) if (pull.state === 'open') count++;
  for (const issue of state.issues.values()) if (issue.state === 'open') count++;
  return count;
}

export function labelObject(ctx: ObjectContext, label: EmulatedLabel): Json {
  const { owner, name } = ctx.state.repository;
  return {
    id: label.id,
    node_id: nodeId('LA', label.id),
    url: `${ctx.apiUrl}/repos/${owner}/${name}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    description: label.description,
    color: label.color,
    default: false,
  };
}

function labelsOf(ctx: ObjectContext, names: string[]): Json[] {
  return names.map((name) => {
    const label = ctx.state.labels.get(name.toLowerCase());
    return labelObject(ctx, label ?? { id: 0, name, color: 'ededed', description: null });
  });
}

function authorAssociation(ctx: ObjectContext, login: string): string {
  if (login === ctx.state.repository.owner) return 'OWNER';
  const role = ctx.state.permissions.get(login);
  if (role === 'admin' || role === 'maintain' || role === 'write') return 'COLLABORATOR';
  return 'NONE';
}

/** The current head sha of a pull request: its branch tip if the branch is in this repository. */
export function pullHeadSha(ctx: ObjectContext, pull: EmulatedPull): string {
  const { owner, name } = ctx.state.repository;
  if (pull.state === 'open' && pull.head.repoFullName === `${owner}/${name}`) {
    const sha = ctx.branchSha(pull.head.ref);
    if (sha) pull.head.sha = sha;
  }
  return pull.head.sha;
}

/** A pull request; `simple` gives the pulls/list shape (no merge/diff statistics). */
export function pullObject(ctx: ObjectContext, pull: EmulatedPull, simple = false): Json {
  const { owner, name } = ctx.state.repository;
  const fullName = `${owner}/${name}`;
  const api = `${ctx.apiUrl}/repos/${fullName}`;
  const html = `${ctx.htmlUrl}/${fullName}/pull/${pull.number}`;
  const headSha = pullHeadSha(ctx, pull);
  const headOwner = pull.head.repoFullName.split('/')[0] ?? owner;
  const baseSha = ctx.branchSha(pull.base.ref) ?? '0'.repeat(40);
  const link = (href: string): Json => ({ href });
  const object: Json = {
    url: `${api}/pulls/${pull.number}`,
    id: pull.id,
    node_id: pull.nodeId,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${api}/issues/${pull.number}`,
    commits_url: `${api}/pulls/${pull.number}/commits`,
    review_comments_url: `${api}/pulls/${pull.number}/comments`,
    review_comment_url: `${api}/pulls/comments{/number}`,
    comments_url: `${api}/issues/${pull.number}/comments`,
    statuses_url: `${api}/statuses/${headSha}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: userObject(ctx, pull.user),
    body: pull.body,
    labels: labelsOf(ctx, pull.labels),
    milestone: null,
    active_lock_reason: null,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.closedAt,
    merged_at: pull.merged ? pull.closedAt : null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: {
      label: `${headOwner}:${pull.head.ref}`,
      ref: pull.head.ref,
      sha: headSha,
      user: userObject(ctx, headOwner),
      repo: repositoryObject(ctx, pull.head.repoFullName),
    },
    base: {
      label: `${owner}:${pull.base.ref}`,
      ref: pull.base.ref,
      sha: baseSha,
      user: userObject(ctx, owner),
      repo: repositoryObject(ctx, fullName),
    },
    _links: {
      self: link(`${api}/pulls/${pull.number}`),
      html: link(html),
      issue: link(`${api}/issues/${pull.number}`),
      comments: link(`${api}/issues/${pull.number}/comments`),
      review_comments: link(`${api}/pulls/${pull.number}/comments`),
      review_comment: link(`${api}/pulls/comments{/number}`),
      commits: link(`${api}/pulls/${pull.number}/commits`),
      statuses: link(`${api}/statuses/${headSha}`),
    },
    author_association: authorAssociation(ctx, pull.user),
    auto_merge: null,
    draft: pull.draft,
  };
  if (!simple) {
    Object.assign(object, {
      merged: pull.merged,
      mergeable: pull.state === 'open' ? true : null,
      rebaseable: pull.state === 'open' ? true : null,
      mergeable_state: pull.state === 'open' ? (pull.draft ? 'draft' : 'clean') : 'unknown',
      merged_by: null,
      comments: ctx.state.comments.filter((c) => c.issueNumber === pull.number).length,
      review_comments: 0,
      maintainer_can_modify: pull.maintainerCanModify,
      commits: 1,
      additions: 1,
      deletions: 0,
      changed_files: 1,
    });
  }
  return object;
}

function reactionRollup(ctx: ObjectContext, url: string, reactions: EmulatedReaction[]): Json {
  const contents: ReactionContent[] = [
    '+1',
    '-1',
    'laugh',
    'confused',
    'heart',
    'hooray',
    'eyes',
    'rocket',
  ];
  const rollup: Json = { url, total_count: reactions.length };
  for (const content of contents)
    rollup[content] = reactions.filter((r) => r.content === content).length;
  return rollup;
}

/** An issue; for a pull request's number it carries the `pull_request` links, like GitHub. */
export function issueObject(ctx: ObjectContext, issue: EmulatedIssue | EmulatedPull): Json {
  const { owner, name } = ctx.state.repository;
  const api = `${ctx.apiUrl}/repos/${owner}/${name}`;
  const isPull = 'head' in issue;
  const html = `${ctx.htmlUrl}/${owner}/${name}/${isPull ? 'pull' : 'issues'}/${issue.number}`;
  const object: Json = {
    id: issue.id,
    node_id: isPull ? nodeId('I', issue.id) : issue.nodeId,
    url: `${api}/issues/${issue.number}`,
    repository_url: api,
    labels_url: `${api}/issues/${issue.number}/labels{/name}`,
    comments_url: `${api}/issues/${issue.number}/comments`,
    events_url: `${api}/issues/${issue.number}/events`,
    html_url: html,
    number: issue.number,
    state: issue.state,
    state_reason: issue.state === 'closed' ? 'completed' : null,
    title: issue.title,
    body: issue.body,
    user: userObject(ctx, issue.user),
    labels: labelsOf(ctx, issue.labels),
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    active_lock_reason: null,
    comments: ctx.state.comments.filter((c) => c.issueNumber === issue.number).length,
    closed_at: issue.closedAt,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_by: null,
    author_association: authorAssociation(ctx, issue.user),
    timeline_url: `${api}/issues/${issue.number}/timeline`,
    performed_via_github_app: null,
    reactions: reactionRollup(ctx, `${api}/issues/${issue.number}/reactions`, []),
  };
  if (isPull) {
    object.draft = issue.draft;
    object.pull_request = {
      url: `${api}/pulls/${issue.number}`,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      merged_at: issue.merged ? issue.closedAt : null,
    };
  }
  return object;
}

export function commentObject(ctx: ObjectContext, comment: EmulatedComment): Json {
  const { owner, name } = ctx.state.repository;
  const api = `${ctx.apiUrl}/repos/${owner}/${name}`;
  const isPull = ctx.state.pulls.has(comment.issueNumber);
  const html = `${ctx.htmlUrl}/${owner}/${name}/${isPull ? 'pull' : 'issues'}/${comment.issueNumber}`;
  const url = `${api}/issues/comments/${comment.id}`;
  return {
    id: comment.id,
    node_id: comment.nodeId,
    url,
    html_url: `${html}#issuecomment-${comment.id}`,
    body: comment.body,
    user: userObject(ctx, comment.user),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    issue_url: `${api}/issues/${comment.issueNumber}`,
    author_association: authorAssociation(ctx, comment.user),
    performed_via_github_app: null,
    reactions: reactionRollup(
      ctx,
      `${url}/reactions`,
      ctx.state.reactions.filter((r) => r.commentId === comment.id),
    ),
  };
}

export function reactionObject(ctx: ObjectContext, reaction: EmulatedReaction): Json {
  return {
    id: reaction.id,
    node_id: reaction.nodeId,
    user: userObject(ctx, reaction.user),
    content: reaction.content,
    created_at: reaction.createdAt,
  };
}

function statusUrl(ctx: ObjectContext, status: EmulatedStatus): string {
  const { owner, name } = ctx.state.repository;
  return `${ctx.apiUrl}/repos/${owner}/${name}/statuses/${status.sha}`;
}

const STATUS_AVATAR = 'https://avatars.githubusercontent.com/in/15368?v=4';

/** repos/create-commit-status and repos/list-commit-statuses-for-ref shape. */
export function statusObject(ctx: ObjectContext, status: EmulatedStatus): Json {
  return {
    url: statusUrl(ctx, status),
    avatar_url: STATUS_AVATAR,
    id: status.id,
    node_id: status.nodeId,
    state: status.state,
    description: status.description,
    target_url: status.targetUrl,
    context: status.context,
    created_at: status.createdAt,
    updated_at: status.updatedAt,
    creator: userObject(ctx, status.creator),
  };
}

/** One entry of the combined status (latest per context). */
export function simpleStatusObject(ctx: ObjectContext, status: EmulatedStatus): Json {
  return {
    url: statusUrl(ctx, status),
    avatar_url: STATUS_AVATAR,
    id: status.id,
    node_id: status.nodeId,
    state: status.state,
    description: status.description,
    target_url: status.targetUrl,
    context: status.context,
    created_at: status.createdAt,
    updated_at: status.updatedAt,
  };
}
