/**
 * Who may drive Ralph from a comment: people with write, maintain or admin access, on the
 * Ralph pull request itself (a branch of this repository, the task list's branch). Bots only
 * when listed in `allowed-bots`. Every refusal has a one-line reason to reply with.
 */
import type { Octokit } from './client.js';

export type Authorization = { allowed: true } | { allowed: false; reason: string };

export interface CommandAuthorizationRequest {
  owner: string;
  repo: string;
  /** Login of the comment's author. */
  actor: string;
  /** The author's account type from the payload (`User`, `Bot`, ...). */
  actorType: string;
  /** Bot logins trusted to run commands (with or without the `[bot]` suffix). */
  allowedBots: string[];
  pr: { headRepoFullName: string; baseRepoFullName: string; headRef: string };
  /** The task list's branch; the pull request's head must be it. Undefined skips that check. */
  prdBranch: string | undefined;
}

const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
const BUILT_IN_ROLES = new Set(['admin', 'maintain', 'write', 'triage', 'read', 'none']);

/**
 * A login's role on the repository (`admin`, `maintain`, `write`, `triage`, `read`, `none`),
 * or undefined when GitHub knows no such collaborator.
 */
export async function collaboratorRole(
  octokit: Octokit,
  args: { owner: string; repo: string; login: string },
): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: args.owner,
      repo: args.repo,
      username: args.login,
    });
    // `permission` folds maintain into write and triage into read; `role_name` has the real role,
    // unless it is an organisation's custom role: then `permission` is its base role.
    return BUILT_IN_ROLES.has(data.role_name) ? data.role_name : data.permission;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

/** Whether a role may push (and so drive Ralph). */
export function canWrite(role: string | undefined): boolean {
  return role !== undefined && WRITE_ROLES.has(role);
}

export function isBot(login: string, type: string): boolean {
  return type.toLowerCase() === 'bot' || login.toLowerCase().endsWith('[bot]');
}

export function botName(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '');
}

export async function checkCommandAuthorization(
  octokit: Octokit,
  request: CommandAuthorizationRequest,
): Promise<Authorization> {
  const { owner, repo, actor, pr } = request;
  const bot = isBot(actor, request.actorType);
  if (bot && !request.allowedBots.some((allowed) => botName(allowed) === botName(actor))) {
    return { allowed: false, reason: `${actor} is a bot and is not listed in allowed-bots.` };
  }
  if (pr.headRepoFullName.toLowerCase() !== pr.baseRepoFullName.toLowerCase()) {
    return {
      allowed: false,
      reason: `This pull request comes from a fork (${pr.headRepoFullName || 'a deleted repository'}); Ralph only runs on branches of ${owner}/${repo}.`,
    };
  }
  if (request.prdBranch !== undefined && pr.headRef !== request.prdBranch) {
    return {
      allowed: false,
      reason: `This pull request's branch is ${pr.headRef}, not the task list's branch ${request.prdBranch}.`,
    };
  }
  // A listed bot is trusted by configuration; apps often are not collaborators at all.
  if (bot) return { allowed: true };

  const role = await collaboratorRole(octokit, { owner, repo, login: actor });
  if (role === undefined)
    return { allowed: false, reason: `${actor} is not a collaborator on ${owner}/${repo}.` };
  if (WRITE_ROLES.has(role)) return { allowed: true };
  return {
    allowed: false,
    reason: `${actor} has ${role} access to ${owner}/${repo}; commands need write, maintain or admin.`,
  };
}
