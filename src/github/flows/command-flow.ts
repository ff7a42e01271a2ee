/**
 * `/ralph ...` comments on the PRD's pull request: authorize, acknowledge with 👀, do the
 * work, and reply with the outcome. Refusals get 😕 and one line saying why. Authorization
 * comes first, for every command: help and invalid commands are answered only to people who
 * may run commands, and no reply echoes the comment's text unescaped.
 *
 * The phases of commandFlow:
 *   1. read       the pull request, and its task list as its head has it     -> CommandTarget
 *   2. authorize  the commenter may run commands here (else 😕, and a reply for real commands)
 *   3. answer     help, unknown and invalid commands, and `plan`: a reply, no work
 *   4. accept     the task list is on the head, a credential for agent commands; then 👀
 *   5. work       `next` and `run`: iterations of the loop, and the reply (runCommand);
 *                 `status`, `skip`, `retry`, `block`: the task list (command-task-list.ts)
 */
import { branchNameFor } from '../../engine/branch.js';
import type { Git } from '../../git/types.js';
import { parsePrdText } from '../../prd/index.js';
import { renderCommandReply } from '../../report/index.js';
import { react, reply } from '../comments.js';
import { HELP_TEXT, parseCommand, type RalphCommand } from '../commands.js';
import { checkCommandAuthorization } from '../permissions.js';
import {
  refuse,
  runCommandNote,
  type CommandFlowResult,
  type CommandRun,
  type PrComment,
} from './command-run.js';
import { changeTaskList } from './command-task-list.js';
import { baseBranchOf, withAgent, withoutPersistedCredentials, type ModeRun } from './mode-run.js';
import { setRunOutputs } from './outputs.js';
import { stepFailure } from './publish-report.js';
import type { ActionContext, ActionHost } from './host.js';
import type { ActionInputs } from '../inputs.js';
import { addressFlow } from './address-flow.js';
import { fixCiCommand } from './ci-flow.js';
import { missingCredential, runFlow, type RunFlowDeps } from './run-flow.js';

/** The pull request the comment is on, and its task list as the head has it. */
interface CommandTarget {
  pr: { headRepoFullName: string; baseRepoFullName: string; headRef: string };
  prdOnHead: ReturnType<typeof parsePrdText> | undefined;
  /** The branch the task list works on (the head's, when the list cannot be read). */
  prdBranch: string;
}

/** Reads prd.yaml as it is on the PR's head commit (the default branch may not have it). */
async function prdAtRef(
  git: Git,
  ref: string,
  prdPath: string,
): Promise<ReturnType<typeof parsePrdText> | undefined> {
  const text = await git.showFile(ref, prdPath);
  return text === undefined ? undefined : parsePrdText(text, prdPath);
}

/** Phase 1: the pull request, its head fetched, and the task list there. */
async function readTarget(cmd: CommandRun): Promise<CommandTarget> {
  const { deps, context, inputs } = cmd;
  const { owner, repo } = context;
  const pull_number = cmd.comment.prNumber;
  const pr = (await deps.octokit.rest.pulls.get({ owner, repo, pull_number })).data;
  const headRef = pr.head.ref;
  await deps.git.tryFetch('origin', [`+refs/heads/${headRef}:refs/remotes/origin/${headRef}`]);
  const prdOnHead = await prdAtRef(deps.git, `refs/remotes/origin/${headRef}`, inputs.prdPath);
  // Without a readable task list on the head there is no branch to compare with; the
  // permission check still runs first, then the refusal says what is missing.
  const prdBranch = prdOnHead?.prd
    ? branchNameFor(prdOnHead.prd, inputs.branch)
    : (inputs.branch ?? headRef);
  return {
    pr: {
      headRepoFullName: pr.head.repo?.full_name ?? '',
      baseRepoFullName: pr.base.repo.full_name,
      headRef,
    },
    prdOnHead,
    prdBranch: prdBranch ?? '',
  };
}

/** Phase 2: undefined when the commenter may run commands on this pull request. */
async function authorize(
  cmd: CommandRun,
  target: CommandTarget,
  command: RalphCommand,
): Promise<CommandFlowResult | undefined> {
  const { deps, context, inputs, comment } = cmd;
  const { owner, repo } = context;
  const auth = await checkCommandAuthorization(deps.octokit, {
    owner,
    repo,
    actor: comment.user,
    actorType: comment.userType,
    allowedBots: inputs.allowedBots,
    pr: target.pr,
    prdBranch: target.prdBranch,
  });
  if (auth.allowed) return undefined;
  // Nothing but a valid command earns a reply to someone who may not run it: help and
  // mistakes from anyone else get a reaction only (the bot must not be a megaphone).
  if (command.kind === 'help' || command.kind === 'unknown' || command.kind === 'invalid') {
    cmd.host.info(`Ignored a ${command.kind} command from ${comment.user}: ${auth.reason}`);
    await react(deps.octokit, { owner, repo, commentId: comment.commentId, content: 'confused' });
    return { accepted: false, reason: auth.reason, iterations: [] };
  }
  return refuse(cmd, auth.reason);
}

/** The commands answered without work. */
type AnswerOnly = Extract<RalphCommand, { kind: 'plan' | 'help' | 'unknown' | 'invalid' }>;

function isAnswerOnly(command: RalphCommand): command is AnswerOnly {
  return ['plan', 'help', 'unknown', 'invalid'].includes(command.kind);
}

/** Phase 3: `plan` is refused here; help, unknown and invalid commands get the help text. */
async function answerWithoutWork(cmd: CommandRun, command: AnswerOnly): Promise<CommandFlowResult> {
  const { inputs } = cmd;
  if (command.kind === 'plan') {
    return refuse(cmd, `${inputs.commandPrefix} plan works on issues, not on pull requests.`);
  }
  const lead =
    command.kind === 'invalid'
      ? `${command.reason}\n\n`
      : command.kind === 'unknown'
        ? `Unknown command.\n\n`
        : '';
  await reply(cmd.deps.octokit, {
    owner: cmd.context.owner,
    repo: cmd.context.repo,
    issueNumber: cmd.comment.prNumber,
    body: `${lead}${HELP_TEXT(inputs.commandPrefix)}`,
  });
  return { accepted: command.kind === 'help', iterations: [] };
}

/** Phase 5, `next` and `run`: iterations on the head branch, and a reply with the last one. */
async function runCommand(
  cmd: CommandRun,
  command: Extract<RalphCommand, { kind: 'next' | 'run' }>,
  headRef: string,
): Promise<CommandFlowResult> {
  const { host, context, inputs, deps, comment } = cmd;
  const iterations = command.kind === 'next' ? 1 : Math.min(command.count, inputs.iterations);
  const run = await runFlow(host, context, { ...inputs, branch: headRef }, deps, {
    iterations,
    baseBranch: cmd.baseBranch,
  });
  const last = run.loop.iterations.at(-1);
  await reply(deps.octokit, {
    owner: context.owner,
    repo: context.repo,
    issueNumber: comment.prNumber,
    body: renderCommandReply({
      command: comment.body,
      actor: comment.user,
      result: last,
      note: runCommandNote(command.kind, run.loop.iterations.length, run.loop.message),
      counts: run.loop.counts,
      progressPercent: run.loop.progressPercent,
      runUrl: context.runUrl,
    }),
  });
  return { accepted: true, iterations: run.loop.iterations, runResult: run };
}

export async function commandFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  comment: PrComment,
  command: RalphCommand,
  opts: { baseBranch: string; modeRun?: ModeRun },
): Promise<CommandFlowResult> {
  const cmd: CommandRun = { host, context, inputs, deps, comment, baseBranch: opts.baseBranch };
  const target = await readTarget(cmd);
  const refused = await authorize(cmd, target, command);
  if (refused) return refused;
  if (isAnswerOnly(command)) return answerWithoutWork(cmd, command);

  // Phase 4: accepted.
  const headRef = target.pr.headRef;
  if (!target.prdOnHead) return refuse(cmd, `${inputs.prdPath} does not exist on ${headRef}.`);
  const agentCommand =
    command.kind === 'next' || command.kind === 'run' || command.kind === 'fix-ci';
  const problem = agentCommand ? await missingCredential(inputs, host.env) : undefined;
  if (problem) return refuse(cmd, problem);
  const { owner, repo } = context;
  await react(deps.octokit, { owner, repo, commentId: comment.commentId, content: 'eyes' });

  // Phase 5: the work.
  if (command.kind === 'address') {
    const request = { prNumber: comment.prNumber, actor: comment.user, command: comment.body };
    return addressFlow(host, context, inputs, deps, { ...request, baseBranch: opts.baseBranch });
  }
  if (command.kind === 'next' || command.kind === 'run') return runCommand(cmd, command, headRef);
  if (command.kind === 'fix-ci') {
    if (!opts.modeRun)
      return refuse(cmd, `${inputs.commandPrefix} fix-ci runs in the action only.`);
    const fixed = await fixCiCommand(opts.modeRun, deps, headRef);
    if (!fixed.handled)
      await reply(deps.octokit, {
        owner,
        repo,
        issueNumber: comment.prNumber,
        body: fixed.note ?? '',
      });
    return { accepted: true, iterations: [] };
  }
  return changeTaskList(cmd, command, headRef);
}

/** The action's command mode: a `/ralph` comment on a pull request. */
export async function commandMode(run: ModeRun): Promise<void> {
  const { host, context, inputs, trigger } = run;
  if (trigger.kind !== 'pr_comment')
    throw new Error('mode "command" needs an issue_comment event on a pull request');
  const command = parseCommand(trigger.body, inputs.commandPrefix);
  if (!command) {
    host.info(`The comment does not start with ${inputs.commandPrefix}; nothing to do.`);
    return;
  }
  const baseBranch = await baseBranchOf(run);
  await withoutPersistedCredentials(run, () =>
    withAgent(run, async (deps) => {
      const comment: PrComment = {
        commentId: trigger.commentId,
        body: trigger.body,
        user: trigger.user,
        userType: trigger.userType,
        prNumber: trigger.prNumber,
      };
      const result = await commandFlow(host, context, inputs, deps, comment, command, {
        baseBranch,
        modeRun: run,
      });
      if (!result.accepted && result.reason) host.notice(`Command refused: ${result.reason}`);
      if (!result.runResult) return;
      setRunOutputs(host, result.runResult.loop, result.runResult.publish);
      const failure = stepFailure(result.runResult.loop, result.runResult.publish);
      if (failure) throw new Error(failure);
    }),
  );
}
