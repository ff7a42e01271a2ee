/**
 * The action's flow: one validated settings object from the inputs and the event, then the
 * mode the event calls for. The engine does the work; the modes adapt it to GitHub.
 *
 * Each mode is one function in one file (MODE_FLOWS below); `mode: auto` picks it from the
 * event (autoMode). A new mode or event is a row in each, and a file of its own.
 */
import type { AgentRunner } from '../../agent/types.js';
import type { Git } from '../../git/types.js';
import { basicAuthHeader } from '../auth.js';
import { secondMsFromEnv } from '../client.js';
import { classifyEvent, HANDLED_EVENTS, type Trigger } from '../events.js';
import { findUnknownInputs, readActionInputs, type ActionInputs } from '../inputs.js';
import { addressMode } from './address-flow.js';
import { ciMode } from './ci-flow.js';
import { commandMode } from './command-flow.js';
import { readActionContext } from './context.js';
import type { ActionHost } from './host.js';
import { integrateMode } from './integrate-flow.js';
import { maskSecrets, redactingHost, redactRequests } from './masking.js';
import { matrixMode } from './matrix-flow.js';
import type { ActionDeps, ModeFlow, ModeRun } from './mode-run.js';
import { actionGateway } from './model-gateway.js';
import { planMode } from './plan-flow.js';
import { runMode } from './run-mode.js';
import { statusMode } from './status-flow.js';
import { validateMode } from './validate-flow.js';

export type { ActionDeps } from './mode-run.js';

/** The modes the action runs: the `mode` input's, and `command` (a `/ralph` comment). */
type FlowMode = Exclude<ActionInputs['mode'], 'auto'> | 'command' | 'address' | 'ci';

/** Every mode, and the function (and file) that runs it. */
const MODE_FLOWS: Record<FlowMode, ModeFlow> = {
  run: runMode, // run-mode.ts: the loop on the work branch, or one task of a round
  command: commandMode, // command-flow.ts: a `/ralph` comment on the pull request
  address: addressMode, // address-flow.ts: a submitted review; its threads become tasks
  ci: ciMode, // ci-flow.ts: a finished CI run on the work branch; a failure becomes a task
  plan: planMode, // plan-flow.ts: an issue becomes a task list
  validate: validateMode, // validate-flow.ts: annotations and the status check
  status: statusMode, // status-flow.ts: the pull request and status published again
  matrix: matrixMode, // matrix-flow.ts: a parallel round's fan-out
  integrate: integrateMode, // integrate-flow.ts: a parallel round's end
};

/** `mode: auto`: the mode for the event, or what to say when there is nothing to do. */
function autoMode(
  trigger: Trigger,
  prdPath: string,
): { mode: FlowMode } | { nothing: string; notice?: true } {
  switch (trigger.kind) {
    case 'schedule':
    case 'workflow_dispatch':
      return { mode: 'run' };
    case 'pull_request':
      return { mode: 'validate' };
    case 'push':
      return trigger.touchesPrd
        ? { mode: 'validate' }
        : { nothing: `Nothing to do: the push does not change ${prdPath}.` };
    case 'pr_comment':
      return { mode: 'command' };
    case 'pr_review':
      return { mode: 'address' };
    case 'workflow_run':
      return { mode: 'ci' };
    case 'issue_labeled':
    case 'issue_comment_plan':
      return { mode: 'plan' };
    case 'ignored':
      return { nothing: `Nothing to do: ${trigger.reason}` };
    case 'unsupported':
      return {
        nothing: `ralph-action runs on ${HANDLED_EVENTS.join(', ')} events; "${trigger.eventName}" has nothing for it to do. Set the mode input to run, validate or status to force one.`,
        notice: true,
      };
  }
}

/** Runs the action. Throws on failure; the entry point turns that into one setFailed. */
export async function runAction(outerHost: ActionHost, deps: ActionDeps): Promise<void> {
  for (const warning of findUnknownInputs(outerHost.env)) outerHost.warning(warning);
  const inputs = readActionInputs((name) => outerHost.getInput(name));
  maskSecrets(outerHost, inputs);
  const host = redactingHost(outerHost);
  // Every agent phase reaches the model through the harness's proxy (model-gateway.ts).
  const gateway = actionGateway(host, inputs);
  try {
    await runActionMode(host, inputs, {
      ...deps,
      createAgent: () => gateway.agent(deps.createAgent, { capUsd: inputs.maxCostUsd }),
      guardAgent: (spentUsd) =>
        gateway.agent(deps.createAgent, { capUsd: inputs.maxCostUsd, spentUsd }),
    });
  } finally {
    await gateway.close();
  }
}

/** The run every mode is given: the event, the GitHub client, git with an author; then the mode. */
async function runActionMode(
  host: ActionHost,
  inputs: ActionInputs,
  deps: ActionDeps & { guardAgent(spentUsd: number | undefined): AgentRunner },
): Promise<void> {
  const context = readActionContext(host.env);
  const trigger = classifyEvent(context.eventName, context.eventPayload, {
    prdPath: inputs.prdPath,
    commandPrefix: inputs.commandPrefix,
  });
  const octokit = redactRequests(
    deps.createOctokit({
      token: inputs.githubToken,
      baseUrl: context.apiUrl,
      ...(context.graphqlUrl ? { graphqlUrl: context.graphqlUrl } : {}),
      secondMs: secondMsFromEnv(host.env),
    }),
  );
  const git = deps.createGit({
    cwd: context.workspace,
    authHeader: inputs.githubToken ? basicAuthHeader(inputs.githubToken) : undefined,
    signal: deps.signal,
  });
  await ensureIdentity(git, inputs);

  const chosen = inputs.mode === 'auto' ? autoMode(trigger, inputs.prdPath) : { mode: inputs.mode };
  if ('nothing' in chosen) {
    if (chosen.notice) host.notice(chosen.nothing);
    else host.info(chosen.nothing);
    return;
  }
  const run: ModeRun = { host, inputs, context, trigger, octokit, git, deps };
  await MODE_FLOWS[chosen.mode](run);
}

/** Commits need an author; use the configured one, or the action's bot identity. */
async function ensureIdentity(git: Git, inputs: ActionInputs): Promise<void> {
  const name = await git.exec(['config', 'user.name'], { allowFailure: true });
  const email = await git.exec(['config', 'user.email'], { allowFailure: true });
  if (name.stdout.trim() && email.stdout.trim()) return;
  await git.configIdentity(inputs.gitUserName, inputs.gitUserEmail);
}
