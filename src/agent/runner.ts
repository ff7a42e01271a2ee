/**
 * The headless Claude Code runner: spawns `claude -p` with stream-json output, reads the
 * stream, enforces the time limits, classifies the outcome, and retries an API error once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { classifyRun, type RunFacts } from './classify.js';
import { extractLastPhaseStatus, extractLastRalphStatus } from './phase-status.js';
import { toolchainEnvironment, toolchainHomes } from '../checks/toolchain-homes.js';
import { buildAgentEnvironment } from '../isolation/environment.js';
import { createRedactor, secretValues } from './redact.js';
import { LineSplitter, parseStreamLine, StreamCollector } from './stream.js';
import type { AgentResult, AgentRunOptions, AgentRunner } from './types.js';

export { CANNOT_COMPLETE_SIGNAL } from './classify.js';

const DEFAULT_API_RETRY_DELAY_MS = 30_000;
const DEFAULT_KILL_GRACE_MS = 10_000;
/** How long a process may linger after its `result` event before it is terminated. */
const AFTER_RESULT_GRACE_MS = 1_000;
/** How long to wait for stdout/stderr to close after the process exited. */
const AFTER_EXIT_DRAIN_MS = 500;
const STDERR_TAIL_CHARS = 4_096;

/**
 * Flags every session gets. MCP servers come only from the harness's --mcp-config (never from a
 * `.mcp.json` or settings the agent could write), and the per-machine parts of the system prompt
 * (working directory, platform, date) move into the first user message, so the system prompt is
 * the same on every machine and repository: parallel jobs and tasks share one cached prefix.
 */
export const LEAN_SESSION_ARGS: readonly string[] = [
  '--strict-mcp-config',
  '--exclude-dynamic-system-prompt-sections',
];

/**
 * Variables every session gets: what a throwaway session with a wiped HOME cannot use. Auto
 * memory points into that HOME (about 2 KB a request), and the git instructions remind of status
 * and commit attribution (about 2 KB a request) while the harness makes the commits. The
 * attribution header is the system prompt's first block, and it carries a fingerprint of the
 * session's first message: it differs from task to task, so on a provider that caches by prefix
 * without stripping it, no task could read the system prompt another task wrote to the cache.
 * Without tool search (the session's tools are few and all sent), claude drops the placeholder
 * tool it otherwise sends to keep deferred loading on.
 */
export const LEAN_SESSION_ENV: Readonly<Record<string, string>> = {
  CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
  CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS: '1',
  CLAUDE_CODE_ATTRIBUTION_HEADER: '0',
  ENABLE_TOOL_SEARCH: 'false',
};

/** The claude command line: the user's extra args first, so ours win where they overlap. */
export function buildClaudeArgs(options: AgentRunOptions): string[] {
  const args = [...(options.extraArgs ?? [])];
  args.push('-p', '--output-format', 'stream-json', '--verbose');
  for (const flag of LEAN_SESSION_ARGS) if (!args.includes(flag)) args.push(flag);
  args.push('--max-turns', String(options.maxTurns));
  if (options.model) args.push('--model', options.model);
  if (options.mcpConfigPath) args.push('--mcp-config', options.mcpConfigPath);
  if (options.appendSystemPrompt) args.push('--append-system-prompt', options.appendSystemPrompt);
  if (options.tools) args.push('--tools', options.tools.join(','));
  if (options.jsonSchema) args.push('--json-schema', options.jsonSchema);
  if (options.allowedTools && options.allowedTools.length > 0) {
    args.push('--allowedTools', options.allowedTools.join(','));
  } else {
    args.push('--dangerously-skip-permissions');
  }
  if (options.resumeSessionId) args.push('--resume', options.resumeSessionId);
  return args;
}

/**
 * The agent's environment: the allowed variables of `base` (the base set it shares with the
 * checks, the pass-env names, Claude Code's settings, its credential), then options.env
 * (undefined removes), then the sandbox's identity (HOME and user of the agent's own user).
 * IS_SANDBOX=1 when the agent would run as root; CLAUDE_CODE_DISABLE_BACKGROUND_TASKS=1 and
 * LEAN_SESSION_ENV always.
 */
export function buildChildEnv(
  options: Pick<AgentRunOptions, 'env' | 'sandbox' | 'passEnv'>,
  base: NodeJS.ProcessEnv = process.env,
  isRoot: boolean = process.getuid?.() === 0,
): NodeJS.ProcessEnv {
  const identity = options.sandbox?.identity();
  const env: NodeJS.ProcessEnv = buildAgentEnvironment(
    base,
    options.env ?? {},
    identity,
    options.passEnv,
  );
  // Claude Code refuses --dangerously-skip-permissions as root unless it is told it is sandboxed.
  if (isRoot && !identity) env.IS_SANDBOX = '1';
  // Headless: no background tasks, so the first `result` is the last (an early result while
  // background work goes on would be cut off when the runner stops the process after it).
  env.CLAUDE_CODE_DISABLE_BACKGROUND_TASKS = '1';
  Object.assign(env, LEAN_SESSION_ENV);
  return env;
}

interface Attempt {
  facts: RunFacts;
  collector: StreamCollector;
  wallMs: number;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // The child leads its own process group: this also reaches the commands it started.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

function openTranscript(path: string | undefined, append: boolean): WriteStream | undefined {
  if (!path) return undefined;
  // A transcript that cannot be written must not fail the run.
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch {
    return undefined;
  }
  const stream = createWriteStream(path, { flags: append ? 'a' : 'w', mode: 0o600 });
  stream.on('error', () => undefined);
  return stream;
}

function runOnce(options: AgentRunOptions, append: boolean): Promise<Attempt> {
  const started = Date.now();
  const collector = new StreamCollector();
  const splitter = new LineSplitter();
  const redact = createRedactor(secretValues(process.env, options.env));
  const killGraceMs = options.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  const facts: RunFacts = {
    maxTurns: options.maxTurns,
    timeoutMs: options.timeoutMs,
    idleTimeoutMs: options.idleTimeoutMs,
    lastAssistantText: '',
    exitCode: null,
    exitSignal: null,
    claudePath: options.claudePath,
    stderrTail: '',
    malformedSample: [],
  };
  const done = (): Attempt => {
    facts.result = collector.result;
    facts.lastAssistantText = collector.lastAssistantText;
    return { facts, collector, wallMs: Date.now() - started };
  };

  if (options.signal?.aborted) {
    facts.stoppedFor = 'interrupted';
    return Promise.resolve(done());
  }

  return new Promise<Attempt>((resolve) => {
    const transcript = openTranscript(options.transcriptPath, append);
    let child: ChildProcess;
    try {
      const wrapped = options.sandbox?.wrap(options.claudePath, buildClaudeArgs(options)) ?? {
        command: options.claudePath,
        args: buildClaudeArgs(options),
      };
      child = spawn(wrapped.command, wrapped.args, {
        cwd: options.cwd,
        env: buildChildEnv(options),
        stdio: ['pipe', 'pipe', 'pipe'],
        // Its own process group, so ending it reaches the commands it started; the sandbox's
        // guard ends the group if the harness dies first.
        detached: true,
        ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
      });
      if (child.pid !== undefined) options.sandbox?.track(child.pid);
    } catch (error) {
      facts.spawnError = error instanceof Error ? error.message : String(error);
      transcript?.end();
      resolve(done());
      return;
    }

    const timers = new Set<NodeJS.Timeout>();
    const later = (ms: number, fn: () => void): NodeJS.Timeout => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
      return timer;
    };
    const cancel = (timer: NodeJS.Timeout | undefined): void => {
      if (timer) {
        clearTimeout(timer);
        timers.delete(timer);
      }
    };

    const wallTimer = later(options.timeoutMs, () => stopFor('timeout'));
    let readingDone = false;
    let terminating = false;
    let finished = false;
    let idleTimer: NodeJS.Timeout | undefined;
    let stderrRaw = '';

    const terminate = (): void => {
      if (terminating) return;
      terminating = true;
      killGroup(child, 'SIGTERM');
      later(killGraceMs, () => killGroup(child, 'SIGKILL'));
    };
    const stopFor = (reason: 'timeout' | 'idle' | 'interrupted'): void => {
      if (readingDone) return;
      readingDone = true;
      facts.stoppedFor = reason;
      cancel(idleTimer);
      cancel(wallTimer);
      terminate();
    };
    const armIdle = (): void => {
      cancel(idleTimer);
      idleTimer = later(options.idleTimeoutMs, () => stopFor('idle'));
    };
    const onAbort = (): void => stopFor('interrupted');

    const handleLine = (rawLine: string): void => {
      if (readingDone) return;
      const line = redact(rawLine);
      transcript?.write(`${line}\n`);
      const parsed = parseStreamLine(line);
      if (parsed.kind === 'malformed') {
        collector.noteMalformed();
        if (facts.malformedSample.length < 5) facts.malformedSample.push(line.slice(0, 500));
        return;
      }
      if (parsed.kind !== 'event') return;
      options.onEvent?.(parsed.event);
      const text = collector.handle(parsed.event);
      if (text) options.onText?.(text);
      if (parsed.event.type === 'result') {
        // The answer is in; whatever the process does now does not matter.
        readingDone = true;
        cancel(idleTimer);
        cancel(wallTimer);
        later(AFTER_RESULT_GRACE_MS, terminate);
      }
    };

    const finish = (): void => {
      if (finished) return;
      finished = true;
      if (child.pid !== undefined) options.sandbox?.untrack(child.pid);
      if (!readingDone) for (const line of splitter.end()) handleLine(line);
      facts.stderrTail = redact(stderrRaw);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      options.signal?.removeEventListener('abort', onAbort);
      if (transcript) transcript.end(() => resolve(done()));
      else resolve(done());
    };

    child.stdout!.on('data', (chunk: Buffer) => {
      if (readingDone) return;
      armIdle();
      for (const line of splitter.push(chunk)) handleLine(line);
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderrRaw += chunk;
      if (stderrRaw.length > 2 * STDERR_TAIL_CHARS) {
        // Cut at a line start, so no fragment of a secret survives the cut unrecognised.
        const tail = stderrRaw.slice(-STDERR_TAIL_CHARS);
        stderrRaw = tail.slice(tail.indexOf('\n') + 1);
      }
    });
    child.stdin!.on('error', () => undefined); // EPIPE when claude exits before reading
    child.on('error', (error) => {
      facts.spawnError = error.message;
      finish();
    });
    child.on('exit', (code, signal) => {
      facts.exitCode = code;
      facts.exitSignal = signal;
      if (finished) return;
      // Background commands the agent left behind may hold the pipes open: end them.
      later(AFTER_EXIT_DRAIN_MS, () => {
        killGroup(child, 'SIGKILL');
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish();
      });
    });
    child.on('close', finish);

    armIdle();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdin!.end(options.prompt);
  });
}

/** Waits `ms`; resolves false if the signal aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function statusText(collector: StreamCollector, finalText: string): string {
  const text = collector.assistantText;
  if (!finalText || text.includes(finalText)) return text;
  return text ? `${text}\n${finalText}` : finalText;
}

function toResult(attempt: Attempt, options: AgentRunOptions, earlier?: Attempt): AgentResult {
  const { facts, collector } = attempt;
  const classification = classifyRun(facts);
  const result = facts.result;
  const finalText = result?.text ?? '';
  const text = statusText(collector, finalText);
  const phase = extractLastPhaseStatus(text);
  const ralph = extractLastRalphStatus(text);
  const costOf = (a: Attempt | undefined): number => a?.facts.result?.totalCostUsd ?? 0;
  const durationOf = (a: Attempt | undefined): number =>
    a ? a.facts.result?.durationMs || a.wallMs : 0;
  let summary = classification.summary;
  if (earlier) {
    summary =
      classification.outcome === 'api_error'
        ? `${summary} (still failing after one retry)`
        : `${summary} (after one retry of an API error)`;
  }
  return {
    outcome: classification.outcome,
    summary,
    subtype: result?.subtype,
    isError: result ? result.isError : true,
    numTurns: result?.numTurns ?? 0,
    totalCostUsd: costOf(attempt) + costOf(earlier),
    durationMs: durationOf(attempt) + durationOf(earlier),
    sessionId: collector.sessionId,
    permissionDenials: result?.permissionDenials ?? [],
    finalText,
    ...(result?.structuredOutput !== undefined
      ? { structuredOutput: result.structuredOutput }
      : {}),
    assistantText: collector.assistantText,
    exitCode: facts.exitCode,
    retries: earlier ? 1 : 0,
    transcriptPath: options.transcriptPath,
    phaseStatus: phase.status,
    ralphStatus: ralph.status,
    invalidStatusBlocks: [...phase.invalid, ...ralph.invalid],
  };
}

/**
 * Files the agent must read from harness-owned places are staged where its user can read them,
 * and its toolchain homes (the runner's rustup, the shared caches) come under its own settings.
 */
async function stageForAgent(given: AgentRunOptions): Promise<AgentRunOptions> {
  const toolchains = toolchainEnvironment(await toolchainHomes(given.sandbox), process.env);
  const options = { ...given, env: { ...toolchains, ...given.env } };
  if (!options.sandbox || !options.mcpConfigPath) return options;
  return { ...options, mcpConfigPath: await options.sandbox.stage(options.mcpConfigPath) };
}

export function createClaudeRunner(): AgentRunner {
  return {
    async run(given: AgentRunOptions): Promise<AgentResult> {
      const options = await stageForAgent(given);
      const first = await runOnce(options, false);
      if (classifyRun(first.facts).outcome !== 'api_error') return toResult(first, options);
      // FR-LOOP-12: a transient API failure gets exactly one more try.
      const waited = await pause(
        options.apiRetryDelayMs ?? DEFAULT_API_RETRY_DELAY_MS,
        options.signal,
      );
      if (!waited) {
        first.facts.stoppedFor = 'interrupted';
        return toResult(first, options);
      }
      const second = await runOnce(options, true);
      return toResult(second, options, first);
    },
  };
}
