/** The action's sandbox: from the `isolation` input, with a loud warning where it cannot isolate. */
import { homedir } from 'node:os';
import { delimiter } from 'node:path';
import { toolchainOpenPaths } from '../../checks/toolchain-homes.js';
import { createSandbox, type Sandbox } from '../../isolation/index.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionContext, ActionHost } from './host.js';

export async function actionSandbox(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  claudePath?: string,
): Promise<Sandbox> {
  const { sandbox, warning } = await createSandbox({
    mode: inputs.isolation,
    workspace: context.workspace,
    // The runner's home and RUNNER_TEMP hold the job's files and credentials.
    privatePaths: [context.runnerTemp, host.env.HOME ?? homedir()],
    openPaths: [
      ...(claudePath ? [claudePath] : []),
      ...toolchainOpenPaths(host.env.HOME ?? homedir(), host.env),
    ],
    // The tools the agent and the checks find on PATH (e.g. a node under the runner's HOME).
    pathDirs: (host.env.PATH ?? '').split(delimiter),
    network: { mode: inputs.network, allowedHosts: inputs.allowedHosts },
    limits: { memoryMb: inputs.maxMemoryMb, processes: inputs.maxProcesses },
    onLimitsStopped: (line) => host.warning(line),
  });
  if (warning) {
    host.warning(warning);
    await host.writeSummary(`> [!WARNING]\n> ${warning}\n\n`);
  } else {
    host.info(`Isolation: ${sandbox.description}`);
  }
  return sandbox;
}
