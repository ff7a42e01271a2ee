/**
 * One end-to-end world for the built action: a copy of fixtures/demo as a git repository with a
 * bare origin, the scripted model server, the OpenAPI-validating GitHub emulator (which reads
 * branches from that origin and insists on the token), and `run()` to start dist/index.js the
 * way a runner does. `close()` stops and removes everything it made.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPO_ROOT,
  runBuiltAction,
  type ActionRunOptions,
  type ActionRunResult,
} from '../../test-support/action-runner.js';
import { CLAUDE_BIN, claudeEnv } from '../../test-support/claude-env.js';
import { createDemoProject, type DemoProject } from '../../test-support/demo-project.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import {
  startGitHubEmulator,
  type EmulatedPull,
  type GitHubEmulator,
} from '../../test-support/github-emulator.js';
import {
  startModelServer,
  type ModelServer,
  type Scenario,
} from '../../test-support/model-server.js';

const execFileAsync = promisify(execFile);

export const OWNER = 'acme';
export const REPO = 'textkit';
export const BRANCH = 'ralph/textkit';
/** The secrets a workflow passes as inputs: distinctive, so any leak is found by a plain search. */
export const API_KEY = 'sk-ant-api03-e2eInputKey-9f8e7d6c5b4a3210-ZZ';
export const GITHUB_TOKEN = 'ghs_e2eWorkflowToken0123456789abcdefXYZ';

export interface RunOptions {
  eventName: string;
  payload: unknown;
  /** Inputs on top of the defaults below (key, token, claude-path, iterations 1). */
  inputs?: Record<string, string>;
  /** Another workspace than the project's (a second runner's clone). */
  workspace?: string;
  /** Environment on top of claude's (e.g. another ANTHROPIC_BASE_URL or HOME). */
  env?: Record<string, string>;
  onStdout?: ActionRunOptions['onStdout'];
  /** Passed through to the runner: plant files in RUNNER_TEMP, learn the pid, run as another user. */
  prepare?: ActionRunOptions['prepare'];
  onSpawn?: ActionRunOptions['onSpawn'];
  commandPrefix?: ActionRunOptions['commandPrefix'];
}

export interface WorldOptions {
  /**
   * GitHub Enterprise Server: the emulator serves the API under /api/v3 and /api/graphql and the
   * repository over git's HTTP protocol on the same host, which is GITHUB_SERVER_URL; the
   * workspace's origin is that repository, with the token header actions/checkout persists.
   */
  enterprise?: boolean;
}

export interface ActionWorld {
  project: DemoProject;
  model: ModelServer;
  github: GitHubEmulator;
  run(options: RunOptions): Promise<ActionRunResult>;
  /** The tip of `branch` on origin, or undefined. */
  originSha(branch: string): string | undefined;
  /** Subjects of origin's commits in `range`, oldest first. */
  originSubjects(range: string): string[];
  /**
   * `git push origin <branch>` from the workspace without blocking this process (with
   * `enterprise`, origin is the emulator in this very process, served over HTTP).
   */
  pushFromWorkspace(branch: string): Promise<void>;
  /** A file's text on origin at `ref`. */
  originFile(ref: string, path: string): string;
  /** A fresh clone of origin on main: another runner's checkout. Removed with the world. */
  cloneWorkspace(name: string): string;
  /**
   * The Ralph branch with one commit beyond main and its open pull request. The workspace stays
   * a fresh checkout of main, as actions/checkout leaves it for a comment or a dispatch.
   */
  seedRalphPullRequest(): EmulatedPull;
  close(): Promise<void>;
}

export async function startActionWorld(
  scenario: Scenario = demoScenario(),
  options: WorldOptions = {},
): Promise<ActionWorld> {
  const project = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  const runs: ActionRunResult[] = [];
  let model: ModelServer | undefined;
  let github: GitHubEmulator | undefined;
  try {
    model = await startModelServer(scenario);
    github = await startGitHubEmulator({
      owner: OWNER,
      repo: REPO,
      originDir: project.origin,
      token: GITHUB_TOKEN,
      enterprise: options.enterprise === true,
    });
  } catch (error) {
    await model?.close();
    project.cleanup();
    throw error;
  }
  const env = claudeEnv({ url: model.url, home: project.home });
  // The agent's key must come from the anthropic-api-key input, not from the runner's environment.
  delete (env as Record<string, string | undefined>).ANTHROPIC_API_KEY;
  const originGit = (args: string[]): string =>
    project.git(['--git-dir', project.origin, ...args], project.root);
  const serverEnv: Record<string, string> = {};
  if (options.enterprise) {
    Object.assign(serverEnv, {
      GITHUB_SERVER_URL: github.url,
      GITHUB_API_URL: github.apiUrl,
      GITHUB_GRAPHQL_URL: github.graphqlUrl,
    });
    const basic = Buffer.from(`x-access-token:${GITHUB_TOKEN}`).toString('base64');
    project.git(['remote', 'set-url', 'origin', `${github.url}/${OWNER}/${REPO}`]);
    project.git([
      'config',
      '--local',
      `http.${github.url}/.extraheader`,
      `AUTHORIZATION: basic ${basic}`,
    ]);
  }

  return {
    project,
    model,
    github,
    async run(options) {
      const result = await runBuiltAction({
        workspace: options.workspace ?? project.workspace,
        eventName: options.eventName,
        payload: options.payload,
        repository: `${OWNER}/${REPO}`,
        apiUrl: github!.apiUrl,
        inputs: {
          'anthropic-api-key': API_KEY,
          'github-token': GITHUB_TOKEN,
          iterations: '1',
          'claude-path': CLAUDE_BIN,
          'task-timeout-minutes': '5',
          ...options.inputs,
        },
        env: { ...env, ...serverEnv, ...options.env },
        onStdout: options.onStdout,
        prepare: options.prepare,
        onSpawn: options.onSpawn,
        commandPrefix: options.commandPrefix,
      });
      runs.push(result);
      return result;
    },
    originSha(branch) {
      try {
        return originGit(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      } catch {
        return undefined;
      }
    },
    async pushFromWorkspace(branch) {
      await execFileAsync('git', ['push', '-q', 'origin', branch], {
        cwd: project.workspace,
        env: {
          ...process.env,
          HOME: project.home,
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_TERMINAL_PROMPT: '0',
        },
      });
    },
    originSubjects(range) {
      const out = originGit(['log', '--reverse', '--format=%s', range]);
      return out === '' ? [] : out.split('\n');
    },
    originFile(ref, path) {
      return originGit(['show', `${ref}:${path}`]);
    },
    cloneWorkspace(name) {
      const dir = join(project.root, name);
      project.git(['clone', '-q', project.origin, dir], project.root);
      return dir;
    },
    seedRalphPullRequest() {
      const git = project.git;
      git(['checkout', '-q', '-b', BRANCH]);
      git(['commit', '-q', '--allow-empty', '-m', 'docs: plan textkit']);
      // To the bare repository itself: a synchronous push over HTTP would block the emulator.
      git(['push', '-q', project.origin, BRANCH]);
      git(['checkout', '-q', 'main']);
      git(['branch', '-q', '-D', BRANCH]);
      git(['update-ref', '-d', `refs/remotes/origin/${BRANCH}`]);
      return github!.addPull({
        head: BRANCH,
        base: 'main',
        title: 'Ralph: textkit',
        body: 'Seeded body',
        draft: true,
      });
    },
    async close() {
      await model!.close();
      await github!.close();
      for (const run of runs) run.cleanup();
      project.cleanup();
    },
  };
}

/** A task's status in prd.yaml text (undefined when the task is not there). */
export function taskStatusIn(prd: string, id: string): string | undefined {
  const block = prd.split(/\n\s*- id: /).find((part) => part.startsWith(`"${id}"`));
  return /\n\s*status: "?([a-z_]+)"?/.exec(block ?? '')?.[1];
}

/** Every file under `dir` (recursively) with its text. */
export function readTree(dir: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push({ path, text: readFileSync(path, 'utf8') });
    }
  };
  walk(dir);
  return files;
}

/** `git grep` over every commit reachable from origin's branches: the paths:lines holding `text`. */
export function grepOriginHistory(origin: string, text: string): string {
  const revs = execFileSync('git', ['--git-dir', origin, 'rev-list', '--all'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter(Boolean);
  try {
    return execFileSync('git', ['--git-dir', origin, 'grep', '-F', '-I', '-e', text, ...revs], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Exit 1 means no match; anything else is a real failure.
    if ((error as { status?: number }).status === 1) return '';
    throw error;
  }
}
