/**
 * The `/ralph` commands that work on the task list of the pull request's head branch: `skip`,
 * `retry` and `block` change a task's status (one commit, pushed); `status` changes nothing.
 * Then the pull request body and the status check are published again, and the reply gives
 * the counts.
 */
import { join } from 'node:path';
import { retryTaskState, STATE_PATH } from '../../engine/index.js';
import { loadState } from '../../engine/state.js';
import {
  checkTransition,
  documentOf,
  findTask,
  isoDateTime,
  loadPrdFile,
  savePrdDocument,
  type TaskStatus,
} from '../../prd/index.js';
import { renderCommandReply } from '../../report/index.js';
import { reply } from '../comments.js';
import type { RalphCommand } from '../commands.js';
import { refuse, type CommandFlowResult, type CommandRun } from './command-run.js';
import { ciDispatchOptions } from '../ci-dispatch.js';
import { publishState, pushBranch } from './publish.js';
import { buildReportModel } from './report-model.js';

export type TaskListCommand = Extract<
  RalphCommand,
  { kind: 'status' | 'skip' | 'retry' | 'block' }
>;

/** What the command said, and whether it pushed a commit of its own (CI is started for it). */
interface TaskListChange {
  note: string;
  pushed: boolean;
}

type StatusChange = Exclude<TaskListCommand, { kind: 'status' }>;

export async function changeTaskList(
  cmd: CommandRun,
  command: TaskListCommand,
  headRef: string,
): Promise<CommandFlowResult> {
  const { git } = cmd.deps;
  if (!(await git.tryCheckout(headRef))) {
    await git.checkoutNew(headRef, `refs/remotes/origin/${headRef}`);
  }
  const changed =
    command.kind === 'status'
      ? { note: 'Refreshed the pull request body and the status check.', pushed: false }
      : await changeStatus(cmd, command, headRef);
  if ('refused' in changed) return changed.refused;
  await publishAndReply(cmd, headRef, changed);
  return { accepted: true, iterations: [] };
}

/** `skip`, `retry`, `block`: the task's new status (and a reset breaker), committed and pushed. */
async function changeStatus(
  cmd: CommandRun,
  command: StatusChange,
  headRef: string,
): Promise<TaskListChange | { refused: CommandFlowResult }> {
  const { host, context, inputs, comment } = cmd;
  const { git } = cmd.deps;
  const refused = async (reason: string) => ({ refused: await refuse(cmd, reason) });
  const prdFile = join(context.workspace, inputs.prdPath);
  const loaded = await loadPrdFile(prdFile);
  const doc = loaded.prd ? documentOf(loaded) : undefined;
  if (!loaded.prd || !doc) return refused(`${inputs.prdPath} is invalid; run ralph validate.`);
  const task = findTask(loaded.prd, command.id);
  if (!task) return refused(`No task with id ${command.id}.`);
  const to: TaskStatus =
    command.kind === 'skip' ? 'skipped' : command.kind === 'retry' ? 'pending' : 'blocked';
  const blockedBy = command.kind === 'block' ? command.reason : undefined;
  const allowed = checkTransition(task.status, to, { blockedBy });
  if (!allowed.ok) return refused(`${task.id}: ${allowed.message}`);
  doc.setTaskStatus(task.id, to, { blockedBy });
  doc.addTaskComment(task.id, {
    author: comment.user,
    body: `${inputs.commandPrefix} ${command.kind}${blockedBy !== undefined ? `: ${blockedBy}` : ''}`,
    created: isoDateTime(new Date()),
  });
  await savePrdDocument(doc, prdFile);
  const paths = [inputs.prdPath];
  if (command.kind === 'retry') {
    const notes = await retryTaskState(context.workspace, String(task.id));
    paths.push(STATE_PATH);
    if (notes.length > 0) host.info(notes.join('; '));
  }
  await git.add(paths);
  await git.commit(`chore(ralph): ${command.kind} ${task.id} (requested by @${comment.user})`);
  const pushed = await pushBranch(host, git, headRef);
  return {
    pushed,
    note: `${task.id} is now ${to}${command.kind === 'retry' ? ' and the circuit breaker is reset' : ''}.`,
  };
}

/** The pull request body and status check as the task list now is, and the reply. */
async function publishAndReply(
  cmd: CommandRun,
  headRef: string,
  { note, pushed }: TaskListChange,
): Promise<void> {
  const { host, context, inputs, comment, baseBranch } = cmd;
  const { git, octokit } = cmd.deps;
  const { owner, repo } = context;
  const loaded = await loadPrdFile(join(context.workspace, inputs.prdPath));
  if (!loaded.prd) return;
  const state = (await loadState(context.workspace)).state;
  const model = buildReportModel({
    prd: loaded.prd,
    state,
    branch: headRef,
    baseBranch,
    runUrl: context.runUrl,
  });
  await publishState(
    host,
    { git, octokit },
    {
      owner,
      repo,
      branch: headRef,
      baseBranch,
      statusContext: inputs.statusContext,
      draft: inputs.draft,
      runUrl: context.runUrl,
      ci: ciDispatchOptions(inputs, context, host.env, { headPushedByCaller: pushed }),
    },
    model,
  );
  await reply(octokit, {
    owner,
    repo,
    issueNumber: comment.prNumber,
    body: renderCommandReply({
      command: comment.body,
      actor: comment.user,
      note,
      counts: model.counts,
      progressPercent: model.progressPercent,
      runUrl: context.runUrl,
    }),
  });
}
