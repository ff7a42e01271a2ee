/**
 * Plan mode end to end, in-process: `runAction` with real parts — the GitHub emulator on
 * 127.0.0.1, a real git repository with a bare origin, and the real claude CLI answering from
 * the scripted model server. An issue labeled `ralph` (or `/ralph plan` on it) becomes a
 * committed, validated .ralph/prd.yaml on a new branch with a draft pull request.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { itWith } from '../../test-support/privileges.js';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClaudeRunner, resolveClaude } from '../../src/agent/index.js';
import type { AgentRunner } from '../../src/agent/types.js';
import { createGit } from '../../src/git/index.js';
import { createOctokit } from '../../src/github/client.js';
import { runAction, type ActionDeps } from '../../src/github/flows/action.js';
import type { ActionHost } from '../../src/github/flows/host.js';
import { parsePrdText } from '../../src/prd/index.js';
import {
  CLAUDE_BIN,
  claudeEnv,
  makeClaudeDirs,
  TEST_API_KEY,
  type ClaudeDirs,
} from '../../test-support/claude-env.js';
import { startGitHubEmulator, type GitHubEmulator } from '../../test-support/github-emulator.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  runGitSync,
  type TestRepo,
} from '../../test-support/git-repo.js';
import {
  promptOf,
  startModelServer,
  type ModelServer,
  type Turn,
} from '../../test-support/model-server.js';
import { webhookExample, withRepository } from '../../test-support/webhooks.js';
import {
  agentUserNameFor,
  leaksIn,
  modelTraffic,
  retireAgentUser,
} from '../security/attack-kit.js';

/** The text of every tool result a request carries back to the model. */
function toolResultsOf(body: unknown): string[] {
  const messages = (body as { messages?: { content?: unknown }[] } | undefined)?.messages ?? [];
  return messages.flatMap((message) =>
    Array.isArray(message.content)
      ? message.content
          .filter((part: { type?: string }) => part.type === 'tool_result')
          .map((part: unknown) => JSON.stringify(part))
      : [],
  );
}

const OWNER = 'acme';
const REPO = 'widgets';
const ISSUE_TITLE = 'Add a pomodoro timer';
const ISSUE_BODY = [
  'A command line pomodoro timer.',
  '',
  '- 25 minute work intervals and 5 minute breaks',
  '- coloured terminal output',
  '- statistics of finished sessions',
].join('\n');

const VALID_YAML = [
  'schema_version: "1.0"',
  'project:',
  '  title: Pomodoro timer',
  '  description: A command line pomodoro timer',
  'tasks:',
  '  - id: task-001',
  '    title: Timer core',
  '    status: pending',
  '    priority: high',
  '    acceptance_criteria:',
  '      - "25 minute work and 5 minute break intervals"',
  '  - id: task-002',
  '    title: Coloured terminal output',
  '    status: pending',
  '    depends_on: [task-001]',
  '  - id: task-003',
  '    title: Session statistics',
  '    status: pending',
  '    depends_on: [task-001]',
].join('\n');

const INVALID_ANSWER = [
  'Here is the task list:',
  '```yaml',
  'schema_version: "1.0"',
  'project:',
  '  title: Pomodoro timer',
  'tasks:',
  '  - id: task-001',
  '    title: Timer core',
  '    status: started',
  '```',
].join('\n');

const answer = (yaml: string): Turn => [{ text: `The task list:\n\n\`\`\`yaml\n${yaml}\n\`\`\`` }];

interface Harness {
  repo: TestRepo;
  emulator: GitHubEmulator;
  dirs: ClaudeDirs;
  runnerTemp: string;
  model?: ModelServer;
}

let h: Harness;

beforeEach(async () => {
  const repo = createRepoWithOrigin({ 'README.md': '# widgets\n' });
  h = {
    repo,
    emulator: await startGitHubEmulator({ owner: OWNER, repo: REPO, originDir: repo.origin }),
    dirs: await makeClaudeDirs('ralph-plan-'),
    runnerTemp: await mkdtemp(join(tmpdir(), 'ralph-plan-runner-')),
  };
});

afterEach(async () => {
  await h.model?.close();
  await h.emulator.close();
  await h.dirs.cleanup();
  await rm(h.runnerTemp, { recursive: true, force: true });
  h.repo.cleanup();
});

interface ActionRun {
  error?: Error;
  log: string[];
  outputs: Record<string, string>;
}

/** Runs the action in-process on `payload`, the way a runner would start it. */
async function runPlan(
  eventName: string,
  payload: unknown,
  turns: Turn[],
  extraInputs: Record<string, string> = {},
): Promise<ActionRun> {
  h.model = await startModelServer({ turns });
  const eventPath = join(h.runnerTemp, 'event.json');
  await writeFile(eventPath, JSON.stringify(payload));
  const inputs: Record<string, string> = {
    'github-token': 'test-token',
    'anthropic-api-key': TEST_API_KEY,
    'claude-path': CLAUDE_BIN,
    ...extraInputs,
  };
  const log: string[] = [];
  const outputs: Record<string, string> = {};
  const host: ActionHost = {
    getInput: (name) => inputs[name] ?? '',
    setOutput: (name, value) => void (outputs[name] = value),
    setSecret: () => {},
    info: (message) => void log.push(message),
    warning: (message) => void log.push(`warning: ${message}`),
    error: (message) => void log.push(`error: ${message}`),
    notice: (message) => void log.push(`notice: ${message}`),
    startGroup: (name) => void log.push(`group: ${name}`),
    endGroup: () => {},
    writeSummary: async () => {},
    replaceSummary: async () => {},
    setFailed: (message) => void log.push(`failed: ${message}`),
    env: {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_WORKSPACE: h.repo.dir,
      GITHUB_API_URL: h.emulator.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      // The model's address is the job's: the harness's model proxy forwards there.
      ANTHROPIC_BASE_URL: h.model.url,
      RUNNER_TEMP: h.runnerTemp,
      RUNNER_TOOL_CACHE: join(h.runnerTemp, 'tool-cache'),
    },
  };
  // The runner's job environment reaches claude: here, the scripted model and a fresh HOME.
  const offline = claudeEnv({ url: h.model.url, home: h.dirs.home });
  const agent = (): AgentRunner => {
    const real = createClaudeRunner();
    return { run: (options) => real.run({ ...options, env: { ...offline, ...options.env } }) };
  };
  const deps: ActionDeps = {
    createOctokit: (options) =>
      createOctokit({
        ...options,
        secondMs: 1,
        log: { warn() {}, error() {} },
      }),
    createGit: (options) => createGit({ ...options, env: isolatedGitEnv, retryDelayMs: 0 }),
    createAgent: agent,
    resolveClaude: (options) => resolveClaude(options),
  };
  try {
    await runAction(host, deps);
    return { log, outputs };
  } catch (error) {
    return { error: error as Error, log, outputs };
  }
}

function labeledPayload(issueNumber: number, sender: string): Record<string, unknown> {
  const payload = withRepository(webhookExample('issues', 'labeled'), OWNER, REPO);
  (payload.label as Record<string, unknown>).name = 'ralph';
  const issue = payload.issue as Record<string, unknown>;
  issue.number = issueNumber;
  issue.title = ISSUE_TITLE;
  issue.body = ISSUE_BODY;
  (payload.sender as Record<string, unknown>).login = sender;
  return payload;
}

function planCommentPayload(issueNumber: number, commentId: number, login: string) {
  const payload = withRepository(webhookExample('issue_comment', 'created'), OWNER, REPO);
  const issue = payload.issue as Record<string, unknown>;
  issue.number = issueNumber;
  delete issue.pull_request;
  const comment = payload.comment as Record<string, unknown>;
  comment.id = commentId;
  comment.body = '/ralph plan';
  (comment.user as Record<string, unknown>).login = login;
  (payload.sender as Record<string, unknown>).login = login;
  return payload;
}

const originGit = (args: string[]) => runGitSync(h.repo.origin, args);
const originBranches = () =>
  originGit(['for-each-ref', '--format=%(refname:short)', 'refs/heads']).split('\n');
const issueComments = (issueNumber: number) =>
  h.emulator.state.comments.filter((c) => c.issueNumber === issueNumber).map((c) => c.body);

describe('plan mode', () => {
  it('turns an issue labeled ralph into a committed prd.yaml, a draft pull request and a reply', async () => {
    h.emulator.setPermission('alice', 'write');
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY, user: 'alice' });

    const run = await runPlan('issues', labeledPayload(issue.number, 'alice'), [
      answer(VALID_YAML),
    ]);

    expect(run.error).toBeUndefined();
    const branch = 'ralph/add-a-pomodoro-timer';
    expect(originBranches().sort()).toEqual(['main', branch]);
    // exactly one commit beyond main, touching only the task list
    expect(originGit(['log', '--format=%s', `main..${branch}`])).toBe(
      `chore(ralph): plan 3 tasks from #${issue.number}`,
    );
    expect(originGit(['diff-tree', '--no-commit-id', '--name-only', '-r', branch])).toBe(
      '.ralph/prd.yaml',
    );
    const committed = originGit(['show', `${branch}:.ralph/prd.yaml`]);
    const loaded = parsePrdText(committed, '.ralph/prd.yaml');
    expect(loaded.errors).toEqual([]);
    expect(loaded.prd?.tasks.map((t) => t.id)).toEqual(['task-001', 'task-002', 'task-003']);
    // the answer had no project.branch: the branch used is recorded for later runs, and the
    // rest of the answer is committed as it came
    expect(loaded.prd?.project.branch).toBe(branch);
    expect(committed).toMatch(/^# yaml-language-server: \$schema=/);
    expect(committed).toContain(
      VALID_YAML.replace(
        '  description: A command line pomodoro timer',
        `  description: A command line pomodoro timer\n  branch: ${branch}`,
      ),
    );

    // the issue is the specification the model was given
    const prompt = promptOf(h.model!.turnRequests()[0]!);
    expect(prompt).toContain(ISSUE_TITLE);
    expect(prompt).toContain('25 minute work intervals and 5 minute breaks');

    const pulls = [...h.emulator.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    const pr = pulls[0]!;
    expect(pr).toMatchObject({ draft: true, head: { ref: branch }, base: { ref: 'main' } });
    expect(pr.title).toBe('Ralph: Pomodoro timer');
    expect(pr.body).toContain(`Planned from #${issue.number}.`);
    expect(pr.body).toContain('Coloured terminal output');

    const replies = issueComments(issue.number);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('Planned 3 tasks from this issue');
    expect(replies[0]).toContain(`\`${branch}\``);
    expect(replies[0]).toContain(
      `#${pr.number} (https://github.com/${OWNER}/${REPO}/pull/${pr.number})`,
    );
    // a label event has no comment to react to
    expect(h.emulator.state.reactions).toEqual([]);

    expect(run.outputs).toMatchObject({
      branch,
      'tasks-total': '3',
      'pr-number': String(pr.number),
    });
    h.emulator.assertNoValidationErrors();
  });

  it('plans from a /ralph plan comment, with one retry, on the branch the answer names', async () => {
    h.emulator.setPermission('bob', 'maintain');
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY, user: 'bob' });
    const comment = h.emulator.addComment({
      issueNumber: issue.number,
      body: '/ralph plan',
      user: 'bob',
    });
    const named = VALID_YAML.replace(
      '  description: A command line pomodoro timer',
      '  description: A command line pomodoro timer\n  branch: ralph/pomodoro',
    );

    const run = await runPlan(
      'issue_comment',
      planCommentPayload(issue.number, comment.id, 'bob'),
      [[{ text: INVALID_ANSWER }], answer(named)],
    );

    expect(run.error).toBeUndefined();
    expect(originBranches().sort()).toEqual(['main', 'ralph/pomodoro']);
    const committed = originGit(['show', 'ralph/pomodoro:.ralph/prd.yaml']);
    expect(parsePrdText(committed, '.ralph/prd.yaml').prd?.tasks).toHaveLength(3);
    // the retry carried the validator's message, naming the file as committed
    expect(JSON.stringify(h.model!.turnRequests()[1]!.body?.messages)).toContain(
      "VAL-07 Invalid status 'started' for task task-001",
    );
    expect(h.emulator.state.reactions.map((r) => [r.commentId, r.content])).toEqual([
      [comment.id, 'eyes'],
    ]);
    const replies = issueComments(issue.number).slice(1);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('> /ralph plan');
    expect(replies[0]).toContain('Planned 3 tasks from this issue on branch `ralph/pomodoro`');
    h.emulator.assertNoValidationErrors();
  });

  it('commits nothing, lists the errors and fails the step when both answers are invalid', async () => {
    h.emulator.setPermission('alice', 'write');
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY });

    const run = await runPlan('issues', labeledPayload(issue.number, 'alice'), [
      [{ text: INVALID_ANSWER }],
      [{ text: INVALID_ANSWER }],
    ]);

    expect(run.error?.message).toContain('nothing was committed');
    expect(run.error?.message).toContain(".ralph/prd.yaml:7:13: VAL-07 Invalid status 'started'");
    expect(originBranches()).toEqual(['main']);
    expect(h.repo.git(['rev-list', '--count', 'HEAD'])).toBe('1');
    expect(existsSync(join(h.repo.dir, '.ralph', 'prd.yaml'))).toBe(false);
    expect(h.emulator.state.pulls.size).toBe(0);
    const replies = issueComments(issue.number);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain("Claude's task list was still invalid after one retry");
    expect(replies[0]).toContain('Nothing was committed.');
    expect(replies[0]).toContain(
      ".ralph/prd.yaml:7:13: VAL-07 Invalid status 'started' for task task-001",
    );
    expect(h.model!.turnRequests()).toHaveLength(2);
    h.emulator.assertNoValidationErrors();
  });

  // Needs root: skipped, with the reason, on a machine without it.
  // prettier-ignore
  itWith('root')("runs the planner as its own user: the harness files and the action's environment stay out of its reach", async () => {
    h.emulator.setPermission('alice', 'write');
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY, user: 'alice' });
    // A credentials file in RUNNER_TEMP, readable as a runner may leave it, and the action's
    // own process environment: what the planner's Read tool goes for.
    const secret = 'ghs_plannerMustNotSeeThis0123456789';
    const planted = join(h.runnerTemp, 'planted-secret.txt');
    await writeFile(planted, `token=${secret}\n`, { mode: 0o644 });
    await chmod(h.runnerTemp, 0o755);
    const environ = `/proc/${process.pid}/environ`;
    // Its longer entries (PATH and the like) are distinctive enough to look for.
    const ownEnvironment = readFileSync(environ, 'latin1')
      .split('\0')
      .filter((entry) => entry.length >= 24);
    expect(ownEnvironment.length).toBeGreaterThan(0);
    const attack: Turn = [
      { tool: 'Read', input: { file_path: planted } },
      // Read refuses process files by itself; Grep (ripgrep) reads them.
      { tool: 'Grep', input: { pattern: '=', path: environ, output_mode: 'content' } },
    ];

    const run = await runPlan('issues', labeledPayload(issue.number, 'alice'), [
      attack,
      answer(VALID_YAML),
    ]);

    expect(run.error).toBeUndefined();
    expect(run.log).toContainEqual(expect.stringMatching(/^Isolation: /));
    // Nothing of either reached the model.
    const traffic = modelTraffic(h.model!);
    const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
    expect(leaksIn([['model traffic', traffic]], [secret, ...ownEnvironment.map(escaped)])).toEqual(
      [],
    );
    // The attack ran: both tools answered, with refusals.
    const results = h.model!.turnRequests().flatMap((request) => toolResultsOf(request.body));
    expect(results).toHaveLength(2);
    // The planted file is either refused to the planner's user or, on its private /tmp, absent.
    expect(results.join('\n')).toMatch(/EACCES|permission denied|File does not exist/i);
    // The plan still landed.
    expect(originBranches().sort()).toEqual(['main', 'ralph/add-a-pomodoro-timer']);
    retireAgentUser(agentUserNameFor(h.repo.dir));
  });

  it('refuses a read-only commenter with 😕 and a reply, before any model request', async () => {
    h.emulator.setPermission('carol', 'read');
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY });
    const comment = h.emulator.addComment({
      issueNumber: issue.number,
      body: '/ralph plan',
      user: 'carol',
    });

    const run = await runPlan(
      'issue_comment',
      planCommentPayload(issue.number, comment.id, 'carol'),
      [answer(VALID_YAML)],
    );

    expect(run.error).toBeUndefined();
    expect(run.log).toContain(
      `notice: Plan refused: carol has read access to ${OWNER}/${REPO}; commands need write, maintain or admin.`,
    );
    expect(h.model!.requests).toHaveLength(0);
    expect(h.emulator.state.reactions.map((r) => [r.commentId, r.content])).toEqual([
      [comment.id, 'confused'],
    ]);
    const replies = issueComments(issue.number).slice(1);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('carol has read access');
    expect(originBranches()).toEqual(['main']);
    expect(h.emulator.state.pulls.size).toBe(0);
    h.emulator.assertNoValidationErrors();
  });

  it('refuses to reuse a branch that already exists on origin', async () => {
    h.emulator.setPermission('alice', 'admin');
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY });
    h.repo.git(['push', '--quiet', 'origin', 'main:refs/heads/ralph/add-a-pomodoro-timer']);
    const before = originGit(['rev-parse', 'ralph/add-a-pomodoro-timer']);

    const run = await runPlan('issues', labeledPayload(issue.number, 'alice'), [
      answer(VALID_YAML),
    ]);

    expect(run.error).toBeUndefined();
    expect(originGit(['rev-parse', 'ralph/add-a-pomodoro-timer'])).toBe(before);
    expect(h.emulator.state.pulls.size).toBe(0);
    const replies = issueComments(issue.number);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('Branch ralph/add-a-pomodoro-timer already exists on origin');
    h.emulator.assertNoValidationErrors();
  });

  it('refuses a bot that labels an issue, replying on the issue', async () => {
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY });
    const payload = labeledPayload(issue.number, 'renovate[bot]');
    (payload.sender as Record<string, unknown>).type = 'Bot';

    const run = await runPlan('issues', payload, [answer(VALID_YAML)]);

    expect(run.error).toBeUndefined();
    expect(h.model!.requests).toHaveLength(0);
    expect(issueComments(issue.number)).toEqual([
      // markdown-escaped in the reply
      expect.stringContaining(
        'Not run: renovate\\[bot\\] is a bot and is not listed in allowed-bots.',
      ),
    ]);
    expect(h.emulator.state.reactions).toEqual([]);
    expect(originBranches()).toEqual(['main']);
    h.emulator.assertNoValidationErrors();
  });

  it('with mode plan, another label is nothing to do rather than a failure', async () => {
    h.emulator.setPermission('alice', 'write');
    const issue = h.emulator.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY });
    const payload = labeledPayload(issue.number, 'alice');
    (payload.label as Record<string, unknown>).name = 'bug';

    const run = await runPlan('issues', payload, [answer(VALID_YAML)], { mode: 'plan' });

    expect(run.error).toBeUndefined();
    expect(run.log).toContain('Nothing to do: only the "ralph" label on an issue starts planning');
    expect(h.model!.requests).toHaveLength(0);
    expect(issueComments(issue.number)).toEqual([]);
    expect(originBranches()).toEqual(['main']);
  });
});
