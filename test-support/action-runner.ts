/**
 * Runs the built action (dist/index.js) the way a GitHub runner does: inputs as
 * INPUT_* variables, the event payload in a file, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY
 * files, and a RUNNER_TEMP. Returns what a workflow author would see.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(process.env.RALPH_REPO_ROOT ?? process.cwd());
export const ACTION_BUNDLE = join(REPO_ROOT, 'dist', 'index.js');
/**
 * The node that runs the action: RALPH_TEST_NODE when set (CI runs the end-to-end suites a
 * second time on node 24, the version GitHub runs actions on), else the one running the tests.
 */
export const ACTION_NODE = process.env.RALPH_TEST_NODE || process.execPath;

export interface ActionRunOptions {
  workspace: string;
  eventName: string;
  payload: unknown;
  inputs: Record<string, string>;
  apiUrl: string;
  repository: string;
  /** Extra environment (the model server's variables, HOME...). */
  env?: Record<string, string>;
  runId?: string;
  actor?: string;
  /** Called with each chunk of the action's stdout as it arrives. */
  onStdout?: (chunk: string) => void;
  /** Kill the action after this long (a safety net for tests, not an assertion). */
  killAfterMs?: number;
  /** Called with RUNNER_TEMP before the action starts (to plant files, change modes...). */
  prepare?: (runnerTemp: string) => void;
  /** Called with the action's pid once it started (to signal it). */
  onSpawn?: (pid: number) => void;
  /** Words put before `node dist/index.js` (e.g. setpriv to run it as another user). */
  commandPrefix?: string[];
}

export interface ActionRunResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  runnerTemp: string;
  cleanup(): void;
}

/** Parses the GITHUB_OUTPUT file format (`name<<DELIM\nvalue\nDELIM`, or `name=value`). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      outputs[name!] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq > 0) outputs[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return outputs;
}

function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export async function runBuiltAction(options: ActionRunOptions): Promise<ActionRunResult> {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'ralph-runner-'));
  const eventPath = join(runnerTemp, 'event.json');
  const outputPath = join(runnerTemp, 'output.txt');
  const summaryPath = join(runnerTemp, 'summary.md');
  const toolCache = join(runnerTemp, 'tool-cache');
  mkdirSync(toolCache);
  writeFileSync(eventPath, JSON.stringify(options.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');

  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // A clean runner: nothing of the outer job's GitHub context leaks in.
    if (value !== undefined && !key.startsWith('GITHUB_') && !key.startsWith('INPUT_')) {
      env[key] = value;
    }
  }
  Object.assign(env, {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: options.repository,
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: options.runId ?? '4242',
    GITHUB_ACTOR: options.actor ?? 'octocat',
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: toolCache,
    // GitHub's waits (retry-after, backoff, write spacing) last a millisecond per second here.
    RALPH_TEST_GITHUB_SECOND_MS: '1',
    ...options.env,
  });
  for (const [name, value] of Object.entries(options.inputs)) env[inputEnvName(name)] = value;

  options.prepare?.(runnerTemp);
  const [command, ...args] = [...(options.commandPrefix ?? []), ACTION_NODE, ACTION_BUNDLE];
  const child = spawn(command!, args, {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) options.onSpawn?.(child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    options.onStdout?.(chunk);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 180_000);
  const exitCode = await new Promise<number | null>((resolveExit) =>
    child.on('close', (code) => resolveExit(code)),
  );
  clearTimeout(timer);
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
    runnerTemp,
    cleanup: () => rmSync(runnerTemp, { recursive: true, force: true }),
  };
}
