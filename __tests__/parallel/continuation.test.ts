/**
 * The continuation decision against the GitHub emulator (validating each call): the stops
 * (continue off, paused, no progress, nothing ready, max-chain, the chain's cost, a closed pull
 * request) and the dispatch with the same inputs plus the chain's depth and cost.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Trigger } from '../../src/github/events.js';
import {
  chainPositionOf,
  continueChain,
  workflowOf,
  type ContinueRequest,
} from '../../src/github/flows/continuation.js';
import type { ActionContext, ActionHost } from '../../src/github/flows/host.js';
import { readActionInputs, type ActionInputs } from '../../src/github/inputs.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';

const BRANCH = 'ralph/widgets';
let kit: GitHubTestKit;
let log: string[];

function host(env: NodeJS.ProcessEnv): ActionHost {
  return {
    getInput: () => '',
    setOutput: () => {},
    setSecret: () => {},
    info: (m) => void log.push(m),
    warning: (m) => void log.push(`warning: ${m}`),
    error: (m) => void log.push(`error: ${m}`),
    notice: (m) => void log.push(`notice: ${m}`),
    startGroup: () => {},
    endGroup: () => {},
    writeSummary: async () => {},
    replaceSummary: async () => {},
    setFailed: () => {},
    env,
  };
}

const ENV = {
  GITHUB_WORKFLOW_REF: 'acme/widgets/.github/workflows/ralph-parallel.yml@refs/heads/main',
  GITHUB_REF_NAME: 'main',
};

function inputs(extra: Record<string, string> = {}): ActionInputs {
  const values: Record<string, string> = { 'github-token': 't', continue: 'true', ...extra };
  return readActionInputs((name) => values[name] ?? '');
}

function context(): ActionContext {
  return {
    eventName: 'workflow_dispatch',
    eventPayload: {},
    owner: kit.owner,
    repo: kit.repo,
    workspace: '/nonexistent',
    runnerTemp: '/nonexistent',
    toolCache: '/nonexistent',
    serverUrl: 'https://github.com',
    apiUrl: kit.emulator.url,
  };
}

const dispatch: Trigger = {
  kind: 'workflow_dispatch',
  inputs: { iterations: '2', 'chain-depth': '3', 'chain-cost-usd': '1.5' },
  iterations: 2,
};

function request(extra: Partial<ContinueRequest> = {}): ContinueRequest {
  return {
    trigger: dispatch,
    position: chainPositionOf(dispatch),
    runCostUsd: 0.25,
    progressed: true,
    readyLeft: true,
    paused: false,
    branch: BRANCH,
    ...extra,
  };
}

const dispatches = () => kit.emulator.requestsFor('actions/create-workflow-dispatch');

beforeEach(async () => {
  kit = await startGitHubTestKit({ owner: 'acme', repo: 'widgets' });
  kit.emulator.setBranch('main');
  kit.emulator.setBranch(BRANCH);
  log = [];
});

afterEach(async () => {
  await kit.done();
});

describe('continueChain', () => {
  it('dispatches the same workflow with the same inputs, one level deeper, with the summed cost', async () => {
    const outcome = await continueChain(host(ENV), kit, context(), inputs(), request());
    expect(outcome).toEqual({
      dispatched: true,
      reason: 'started run 4 of at most 10 (ralph-parallel.yml on main)',
    });
    expect(dispatches()).toHaveLength(1);
    expect(dispatches()[0]!.path).toBe(
      '/repos/acme/widgets/actions/workflows/ralph-parallel.yml/dispatches',
    );
    expect(dispatches()[0]!.body).toEqual({
      ref: 'main',
      inputs: { iterations: '2', 'chain-depth': '4', 'chain-cost-usd': '1.7500' },
    });
  });

  it.each([
    ['continue is off', { continue: 'false' }, {}, 'continue is false'],
    ['the list is paused', {}, { paused: true }, 'the task list is paused (paused: true)'],
    ['no progress', {}, { progressed: false }, 'this run made no progress'],
    ['nothing ready', {}, { readyLeft: false }, 'no task is ready to run'],
    ['max-chain', { 'max-chain': '3' }, {}, 'the chain reached max-chain (3 runs)'],
    [
      'the chain cost cap',
      { 'max-cost-usd': '1.75' },
      {},
      "the chain's cost $1.75 reached the $1.75 limit",
    ],
  ])('stops when %s', async (_name, extraInputs, extraRequest, reason) => {
    const outcome = await continueChain(
      host(ENV),
      kit,
      context(),
      inputs(extraInputs),
      request(extraRequest),
    );
    expect(outcome).toEqual({ dispatched: false, reason });
    expect(dispatches()).toHaveLength(0);
  });

  it('stops when a person closed the pull request', async () => {
    kit.emulator.addPull({ head: BRANCH, base: 'main', state: 'closed' });
    const outcome = await continueChain(host(ENV), kit, context(), inputs(), request());
    expect(outcome).toEqual({ dispatched: false, reason: 'the pull request was closed' });
    expect(dispatches()).toHaveLength(0);
  });

  it('goes on while the pull request is open', async () => {
    kit.emulator.addPull({ head: BRANCH, base: 'main', state: 'open' });
    const outcome = await continueChain(host(ENV), kit, context(), inputs(), request());
    expect(outcome.dispatched).toBe(true);
  });

  it('says so when the run does not know its workflow file', async () => {
    const outcome = await continueChain(host({}), kit, context(), inputs(), request());
    expect(outcome.dispatched).toBe(false);
    expect(outcome.reason).toMatch(/GITHUB_WORKFLOW_REF does not name a workflow file/);
  });
});

describe('the chain position and the workflow', () => {
  it('starts at depth 1 with no cost, and reads the dispatch inputs', () => {
    expect(chainPositionOf({ kind: 'schedule' } as Trigger)).toEqual({ depth: 1, costUsd: 0 });
    expect(chainPositionOf(dispatch)).toEqual({ depth: 3, costUsd: 1.5 });
  });

  it('names the input and the value when a chain input is bad', () => {
    const bad = (inputs: Record<string, string>): Trigger => ({
      kind: 'workflow_dispatch',
      inputs,
    });
    expect(() => chainPositionOf(bad({ 'chain-depth': '0' }))).toThrow(
      `workflow_dispatch input 'chain-depth' must be a positive integer, got "0"`,
    );
    expect(() => chainPositionOf(bad({ 'chain-cost-usd': '-1' }))).toThrow(
      `workflow_dispatch input 'chain-cost-usd' must be a number of dollars, got "-1"`,
    );
  });

  it('reads the workflow file and ref from the runner', () => {
    expect(workflowOf(ENV)).toEqual({ workflow: 'ralph-parallel.yml', ref: 'main' });
    expect(
      workflowOf({ GITHUB_WORKFLOW_REF: 'a/b/.github/workflows/x.yaml@refs/tags/v1' }),
    ).toEqual({ workflow: 'x.yaml', ref: 'v1' });
    expect(workflowOf({})).toBeUndefined();
  });
});
