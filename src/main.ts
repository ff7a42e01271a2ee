/**
 * The action's entry: wires the real dependencies into the flow and reports failure once.
 * `run()` takes its host and dependencies so tests and @github/local-action can call it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { createClaudeRunner, resolveClaude } from './agent/index.js';
import { createGit } from './git/index.js';
import { createOctokit } from './github/client.js';
import { runAction, type ActionDeps } from './github/flows/action.js';
import type { ActionHost } from './github/flows/host.js';

export function coreHost(env: NodeJS.ProcessEnv = process.env): ActionHost {
  // The summary as it was at the first replaceSummary: every replacement is written below it.
  let kept: string | undefined;
  return {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    setSecret: (secret) => core.setSecret(secret),
    info: (message) => core.info(message),
    warning: (message, properties) => core.warning(message, properties),
    error: (message, properties) => core.error(message, properties),
    notice: (message, properties) => core.notice(message, properties),
    startGroup: (name) => core.startGroup(name),
    endGroup: () => core.endGroup(),
    writeSummary: async (markdown) => {
      if (!env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
    },
    replaceSummary: async (markdown) => {
      const file = env.GITHUB_STEP_SUMMARY;
      if (!file) return;
      kept ??= await readFile(file, 'utf8').catch(() => '');
      await writeFile(file, kept + markdown);
    },
    setFailed: (message) => core.setFailed(message),
    env,
  };
}

export function defaultDeps(signal?: AbortSignal): ActionDeps {
  return {
    createOctokit,
    createGit,
    createAgent: createClaudeRunner,
    resolveClaude: (options) => resolveClaude(options),
    signal,
  };
}

export async function run(
  host: ActionHost = coreHost(),
  deps: ActionDeps = defaultDeps(),
): Promise<void> {
  try {
    await runAction(host, deps);
  } catch (error) {
    host.setFailed(error instanceof Error ? error.message : String(error));
  }
}
