/**
 * Plan mode's agent phase: the issue's text as a specification file, and `ralph tasks`'
 * generator answering it with a prd.yaml, inside the loop's boundary (its own user, the
 * harness's places closed, git's own files sealed). The caller unseals once it is done with
 * the tree.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import type { AgentRunner } from '../../agent/types.js';
import type { Git } from '../../git/types.js';
import type { Sandbox } from '../../isolation/index.js';
import { checkTaskListText, generateTasks } from '../../planning/generate-tasks.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionContext, ActionHost } from './host.js';
import { agentEnvironment } from './run-flow.js';

export interface PlanFlowDeps {
  git: Git;
  octokit: Octokit;
  createAgent(): AgentRunner;
  /** The `claude` executable; called only once a request is accepted (it may install it). */
  resolveClaude(): Promise<string>;
  /**
   * The boundary the planner runs in (the loop's: its own user, the harness's places closed).
   * Its read-only tools still reach /proc and the files of whoever runs it, and the issue it
   * reads is anyone's text: it must not run as the action.
   */
  openSandbox(claudePath: string): Promise<Sandbox>;
  signal?: AbortSignal;
}

export type Generated = Awaited<ReturnType<typeof generateTasks>>;

/** Writes the spec into `scratch` and has the planner write `outFile`. */
export async function generatePlan(
  env: { host: ActionHost; context: ActionContext; inputs: ActionInputs; deps: PlanFlowDeps },
  issue: { number: number; title: string; body: string },
  scratch: string,
  outFile: string,
): Promise<Generated> {
  const { host, context, inputs, deps } = env;
  const specFile = join(scratch, `issue-${issue.number}.md`);
  await writeFile(specFile, `# ${issue.title}\n\n${issue.body.trim()}\n`, 'utf8');

  host.startGroup(`Planning issue #${issue.number}: ${issue.title}`);
  try {
    const claudePath = await deps.resolveClaude();
    // git's own files are sealed while the planner works, and what it may have left in the
    // tree to run or block the harness's git is removed before the commit (src/git/seal.ts).
    await deps.git.seal();
    const sandbox = await deps.openSandbox(claudePath);
    try {
      await sandbox.grant();
      return await generateTasks(
        {
          runner: withModel(deps.createAgent(), inputs.model),
          claudePath,
          // Messages name the file as it will be committed, not the scratch copy.
          validate: (text) => checkTaskListText(text, inputs.prdPath),
          env: agentEnvironment(inputs),
          signal: deps.signal,
          onText: (text) => host.info(text),
          timeoutMs: inputs.taskTimeoutMinutes * 60_000,
          idleTimeoutMs: inputs.idleTimeoutMinutes * 60_000,
          sandbox,
        },
        { cwd: context.workspace, specPath: specFile, outPath: outFile, force: true },
      );
    } finally {
      // Ends the planner's processes and takes the tree back.
      await sandbox.dispose();
      deps.git.distrustTree();
    }
  } finally {
    host.endGroup();
  }
}

/** Passes the workflow's `model` input to every agent run. */
function withModel(runner: AgentRunner, model: string | undefined): AgentRunner {
  if (!model) return runner;
  return { run: (options) => runner.run({ ...options, model }) };
}
