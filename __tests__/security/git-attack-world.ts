/**
 * Shared pieces of the security suite's attacks on the built action: a scenario that runs the
 * attacker's shell commands through the agent's own Bash tool before (or instead of) the demo
 * work, and the checks every attack ends with (no secret in anything the model received).
 */
import { expect } from '@jest/globals';
import { demoScenario } from '../../test-support/demo-scenario.js';
import {
  conversationText,
  type ModelServer,
  type RecordedRequest,
  type Scenario,
  type Turn,
  type TurnContext,
} from '../../test-support/model-server.js';
import { isTask } from '../../test-support/task-routing.js';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { API_KEY, GITHUB_TOKEN } from '../action/world.js';

export const TASK_1 = 'Add slugify';
export const TASK_2 = 'Add word count';

/** The base64 credential of the basic-auth header the action pushes with. */
export const HEADER_SECRET = Buffer.from(`x-access-token:${GITHUB_TOKEN}`).toString('base64');

/** One Bash tool call; `command` may depend on the agent's working directory. */
export function bash(command: string | ((cwd: string) => string), description = 'Run'): Turn {
  return (ctx: TurnContext) => [
    {
      tool: 'Bash',
      input: { command: typeof command === 'string' ? command : command(ctx.cwd), description },
    },
  ];
}

export interface AttackPlan {
  /** Turns played before the demo work of the task with this title. */
  before?: Record<string, Turn[]>;
  /** Turns played instead of the demo work (the conversation then ends). */
  instead?: Record<string, Turn[]>;
  /** Attack only the first conversation about each task; later ones do the plain demo work. */
  once?: boolean;
}

/** The demo project's scripted agent, with the attacker's turns spliced in. */
export function attackScenario(plan: AttackPlan): Scenario {
  const demo = demoScenario();
  if (!('route' in demo)) throw new Error('the demo scenario routes by task');
  const conversations = new Map<string, number>();
  const attacked = (request: RecordedRequest, title: string): boolean => {
    if (!isTask(request, title)) return false;
    if (request.step === 0) conversations.set(title, (conversations.get(title) ?? 0) + 1);
    return !plan.once || (conversations.get(title) ?? 1) === 1;
  };
  return {
    route(request) {
      for (const [title, turns] of Object.entries(plan.instead ?? {}))
        if (attacked(request, title)) return turns;
      const turns = demo.route(request);
      for (const [title, extra] of Object.entries(plan.before ?? {}))
        if (attacked(request, title)) return [...extra, ...turns];
      return turns;
    },
  };
}

/** The conversation text (tool results included) of the first request that contains `marker`. */
export function conversationWith(model: ModelServer, marker: string): string | undefined {
  return model
    .turnRequests()
    .map(conversationText)
    .find((text) => text.includes(marker));
}

/** Nothing the model received holds the GitHub token, its basic-auth form or the API key. */
export function expectNoSecretsSent(model: ModelServer): void {
  expect(model.requests.length).toBeGreaterThan(0);
  for (const request of model.requests) {
    const text = JSON.stringify(request.body ?? {});
    expect(text).not.toContain(GITHUB_TOKEN);
    expect(text).not.toContain(HEADER_SECRET);
    expect(text).not.toContain(API_KEY);
  }
}

export function details(result: ActionRunResult): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}
