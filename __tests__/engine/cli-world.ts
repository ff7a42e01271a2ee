/**
 * The built CLI (dist/cli.js) on a real repository with a bare origin, with the real `claude`
 * driven by the scripted model server: the world the run-state tests share.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';
import {
  startModelServer,
  type FaultRule,
  type ModelServer,
  type Turn,
} from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import { CLAUDE_BIN, claudeHome, textTurn } from './claude-helpers.js';
import { fixtureFiles } from './helpers.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
export const GREET = 'Add the greeting module';

export interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Runs the built CLI without blocking this process (the model server lives here). */
export function ralph(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd, env, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? 1) : 0;
        if (process.env.SHOW_CLI_OUTPUT)
          console.log(`$ ralph ${args.join(' ')}\n${stdout}${stderr}`);
        resolve({ code: typeof code === 'number' ? code : 1, out: stdout, err: stderr });
      },
    );
  });
}

/** The agent's last message: done, with EXIT_SIGNAL. */
export const closing = textTurn(
  `Implemented it.\n\n${agentStatusBlock({ exitSignal: true, passing: 2, recommendation: 'Next task' })}`,
);

export interface World {
  repo: TestRepo;
  server?: ModelServer;
  env: NodeJS.ProcessEnv;
  /** `ralph <args> --claude <the pinned claude>`. */
  run(args: string[]): Promise<Run>;
  /** `ralph <args>` as given. */
  plain(args: string[]): Promise<Run>;
  prdTasks(): { id: string; status: string }[];
  subjects(ref?: string): string[];
  branches(): string[];
}

/**
 * The three-task fixture, edited by `edit`, with a model server routing by task title (none
 * when `scripts` is undefined), and the server's faults.
 */
export async function world(
  cleanups: (() => void | Promise<void>)[],
  scripts: Record<string, Turn[]> | undefined,
  edit: (files: Record<string, string>) => void = () => undefined,
  faults: FaultRule[] = [],
): Promise<World> {
  const files = fixtureFiles('three-tasks');
  edit(files);
  const repo = createRepoWithOrigin(files);
  cleanups.push(repo.cleanup);
  let server: ModelServer | undefined;
  let claudeEnv: Record<string, string> = {};
  if (scripts) {
    server = await startModelServer({
      faults,
      route: (request) => {
        const title = Object.keys(scripts).find((t) => isTask(request, t));
        return title ? scripts[title]! : [];
      },
    });
    const live = server;
    cleanups.push(() => live.close());
    const home = claudeHome(server.url);
    cleanups.push(home.cleanup);
    claudeEnv = home.env;
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...isolatedGitEnv,
    ...claudeEnv,
    NO_COLOR: '1',
    PATH: process.env.PATH,
  };
  return {
    repo,
    server,
    env,
    run: (args) => ralph(repo.dir, [...args, '--claude', CLAUDE_BIN], env),
    plain: (args) => ralph(repo.dir, args, env),
    prdTasks: () =>
      (
        parseYaml(readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8')) as {
          tasks: { id: string; status: string }[];
        }
      ).tasks.map((t) => ({ id: t.id, status: t.status })),
    subjects: (ref = 'HEAD') => repo.git(['log', '--format=%s', ref]).split('\n'),
    branches: () => repo.git(['branch', '--format=%(refname:short)']).split('\n'),
  };
}

/** Replaces task-001's block in the fixture's prd.yaml: `extra` lines go after its status. */
export function taskOneWith(files: Record<string, string>, extra: string): void {
  const prd = files['.ralph/prd.yaml']!;
  files['.ralph/prd.yaml'] = prd.replace(
    'status: "pending"   # the harness flips this\n',
    `status: "pending"   # the harness flips this\n${extra}`,
  );
}

/** Keeps only task-001 in the fixture's prd.yaml. */
export function onlyTaskOne(files: Record<string, string>): void {
  const prd = files['.ralph/prd.yaml']!;
  files['.ralph/prd.yaml'] = prd.slice(0, prd.indexOf('  # Depends on the greeting module'));
}
