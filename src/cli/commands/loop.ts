/**
 * `ralph loop [iterations]`: run the Ralph loop locally until the task list is done or a stop
 * condition holds. `ralph once` shares everything here with a loop of one.
 */
import { agentToolProblem } from '../../agent/tool-set.js';
import { PROMPT_CACHE_TTLS, type PromptCacheTtl } from '../../agent/prompt-cache.js';
import { DEFAULTS_WORD, parseAllowedHosts } from '../../network/allowlist.js';
import { NETWORK_MODES, type NetworkMode, type NetworkOptions } from '../../network/types.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClaudeRunner, findOnPath } from '../../agent/index.js';
import {
  MODEL_PROVIDERS,
  providerFrom,
  proxiedAgents,
  type ModelProvider,
  type ModelProviderName,
} from '../../model-proxy/index.js';
import type { CheckResult } from '../../checks/types.js';
import { defaultEngineSettings, runLoop } from '../../engine/index.js';
import type { EngineObserver, EngineSettings, LoopResult } from '../../engine/types.js';
import { createGit } from '../../git/git.js';
import {
  buildAgentEnvironment,
  createSandbox,
  ISOLATION_MODES,
  passEnvProblem,
  sandboxBoundary,
  type IsolationMode,
  type Sandbox,
} from '../../isolation/index.js';
import { resolveClaudePath } from '../../planning/claude-path.js';
import { toolchainOpenPaths } from '../../checks/toolchain-homes.js';
import { renderConsoleSummary } from '../../report/index.js';
import { breakWorkflowCommands, neutraliseLogText } from '../../text/log-text.js';
import {
  UsageError,
  type CliCommand,
  type CliIO,
  type CommandContext,
  type OptionValues,
} from '../types.js';
import { createStatusBlockFolder } from '../status-echo.js';

export const ENGINE_OPTIONS: CliCommand['options'] = {
  prd: { type: 'string' },
  'max-fix-attempts': { type: 'string' },
  'max-task-attempts': { type: 'string' },
  'max-turns': { type: 'string' },
  'task-timeout-minutes': { type: 'string' },
  'idle-timeout-minutes': { type: 'string' },
  'max-cost-usd': { type: 'string' },
  'max-task-cost-usd': { type: 'string' },
  'max-cost-usd-per-day': { type: 'string' },
  'max-minutes': { type: 'string' },
  model: { type: 'string' },
  'model-provider': { type: 'string' },
  branch: { type: 'string' },
  'base-branch': { type: 'string' },
  'allowed-tools': { type: 'string' },
  'agent-tools': { type: 'string' },
  'prompt-cache-ttl': { type: 'string' },
  claude: { type: 'string' },
  'no-checks': { type: 'boolean' },
  'stop-on-failure': { type: 'boolean' },
  review: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  verbose: { type: 'boolean', short: 'v' },
  isolation: { type: 'string' },
  'pass-env': { type: 'string' },
  network: { type: 'string' },
  'allowed-hosts': { type: 'string' },
};

export const ENGINE_OPTION_HELP: Record<string, string> = {
  prd: 'The task list (default .ralph/prd.yaml)',
  'max-fix-attempts': 'Times the agent may fix failing checks within one attempt (default 3)',
  'max-task-attempts': 'Failed attempts before a task is blocked (default 2)',
  'max-turns': 'Agent turns per run when a task has no estimated_turns (default 50)',
  'task-timeout-minutes': 'Wall-clock limit of one agent run (default 30)',
  'idle-timeout-minutes': 'Stop an agent that prints nothing for this long (default 10)',
  'max-cost-usd': 'Stop once the runs of this invocation cost this much',
  'max-task-cost-usd':
    'Block a task (and go on) once it has cost this much, for tasks without max_cost_usd',
  'max-cost-usd-per-day': 'Stop once the runs on the work branch cost this much in a UTC day',
  'max-minutes': 'Stop after this much wall-clock time (the running task stays pending)',
  model: 'Claude model for the agent',
  'model-provider':
    "Where the model is reached: anthropic (default), bedrock, vertex or foundry, with that provider's credentials from your environment (the agent never gets them)",
  branch: 'Work branch (default: project.branch, else ralph/<slug of the title>)',
  'base-branch':
    "Branch to create a new work branch from (default: origin's default branch, else main/master)",
  'allowed-tools': 'Comma-separated tools to allow instead of auto-approving all of them',
  'agent-tools':
    'Comma-separated built-in tools the agent gets besides Bash, Edit, Read, Write, Glob and Grep (e.g. WebFetch)',
  'prompt-cache-ttl':
    "The agent's prompt-cache lifetime: auto (1h when the checks take over 4 minutes; default), 5m or 1h",
  claude:
    'Path of the claude executable (else RALPH_CLAUDE_PATH, claude on PATH, node_modules/.bin/claude)',
  'no-checks': "Run without the quality gate (nothing verifies the agent's work)",
  'stop-on-failure':
    'Stop when a task still fails after its fix attempts (default: record it, go on with the next task)',
  review:
    "After the checks pass, a read-only reviewer judges each acceptance criterion (a task's review: wins)",
  'dry-run':
    'Print the next task and its prompt, and what the run would refuse (same exit code); run and write nothing',
  verbose: 'Stream the raw agent events as pretty JSON',
  isolation:
    'Run the agent and the checks as a separate OS user: auto (where root or sudo -n allow it), required (fail otherwise) or none (default: the agent runs as you)',
  'pass-env':
    'Comma-separated names of further variables the agent and the checks get (default: only the base set)',
  network:
    'With isolation: restricted (default; only the model and --allowed-hosts, through a proxy) or open',
  'allowed-hosts':
    'Comma-separated hosts the agent and the checks may reach: host, *.domain or host:port; `defaults` = the package registries (default)',
};

function positiveInt(values: OptionValues, name: string, allowZero = false): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const text = String(raw).trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || (!allowZero && n === 0)) {
    throw new UsageError(
      `--${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number (got "${String(raw)}")`,
    );
  }
  return n;
}

function positiveNumber(values: OptionValues, name: string): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const n = Number(String(raw).trim());
  if (String(raw).trim() === '' || !Number.isFinite(n) || n <= 0) {
    throw new UsageError(`--${name} must be a positive number (got "${String(raw)}")`);
  }
  return n;
}

function text(values: OptionValues, name: string): string | undefined {
  const raw = values[name];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

/** The iterations positional of `ralph loop` (default 10). */
export function parseIterations(positional: string | undefined): number {
  if (positional === undefined) return 10;
  if (!/^\d+$/.test(positional) || Number(positional) < 1) {
    throw new UsageError(`iterations must be a positive whole number (got "${positional}")`);
  }
  return Number(positional);
}

/** `claude`: --claude, else RALPH_CLAUDE_PATH, else on PATH, else node_modules/.bin/claude nearby. */
export async function resolveClaudeForCli(
  values: OptionValues,
  io: CliIO,
  repoDir: string,
): Promise<string> {
  const flag = text(values, 'claude');
  if (flag) return path.resolve(io.cwd, flag);
  const configured = io.env.RALPH_CLAUDE_PATH?.trim();
  if (configured) return path.resolve(io.cwd, configured);
  const onPath = await findOnPath(io.env.PATH);
  if (onPath) return onPath;
  const found = await resolveClaudePath({}, [
    repoDir,
    path.dirname(fileURLToPath(import.meta.url)),
  ]);
  return found;
}

async function repositoryRoot(cwd: string): Promise<string> {
  const probe = createGit({ cwd });
  const result = await probe.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
  if (result.exitCode !== 0)
    throw new CliFailure(`${cwd} is not inside a git repository (run \`git init\` first)`);
  return result.stdout.trim();
}

/** A failure to report as `error: ...` with exit 1 (no stack trace). */
export class CliFailure extends Error {
  override name = 'CliFailure';
}

export async function settingsFromFlags(
  ctx: CommandContext,
  iterations: number,
): Promise<EngineSettings> {
  const { values, io } = ctx;
  const repoDir = await repositoryRoot(io.cwd);
  const base = defaultEngineSettings(repoDir);
  const prdAbs = path.resolve(
    io.cwd,
    text(values, 'prd') ?? path.join(path.relative(io.cwd, repoDir) || '.', base.prdPath),
  );
  const prdPath = path.relative(repoDir, prdAbs).split(path.sep).join('/');
  if (prdPath.startsWith('..'))
    throw new UsageError(`--prd must be inside the repository ${repoDir}`);
  const minutes = (name: string) => {
    const n = positiveNumber(values, name);
    return n === undefined ? undefined : Math.round(n * 60_000);
  };
  const allowed = text(values, 'allowed-tools');
  return {
    ...base,
    prdPath,
    iterations,
    maxFixAttempts: positiveInt(values, 'max-fix-attempts', true) ?? base.maxFixAttempts,
    maxTaskAttempts: positiveInt(values, 'max-task-attempts') ?? base.maxTaskAttempts,
    maxTurns: positiveInt(values, 'max-turns') ?? base.maxTurns,
    taskTimeoutMs: minutes('task-timeout-minutes') ?? base.taskTimeoutMs,
    idleTimeoutMs: minutes('idle-timeout-minutes') ?? base.idleTimeoutMs,
    maxCostUsd: positiveNumber(values, 'max-cost-usd'),
    maxTaskCostUsd: positiveNumber(values, 'max-task-cost-usd'),
    maxCostUsdPerDay: positiveNumber(values, 'max-cost-usd-per-day'),
    maxMinutes: positiveNumber(values, 'max-minutes'),
    model: text(values, 'model'),
    branch: text(values, 'branch'),
    baseBranch: text(values, 'base-branch'),
    allowedTools: allowed
      ? allowed
          .split(',')
          .map((t) => t.trim())
          .filter((t) => t !== '')
      : [],
    claudePath:
      values['dry-run'] === true ? 'claude' : await resolveClaudeForCli(values, io, repoDir),
    checksDisabled: values['no-checks'] === true,
    stopOnFailure: values['stop-on-failure'] === true,
    review: values.review === true,
    dryRun: values['dry-run'] === true,
    verbose: values.verbose === true,
    // The agent's explicit environment: what it needs from yours, and its credential.
    agentEnv: buildAgentEnvironment(io.env),
    passEnv: parsePassEnv(values),
    agentTools: parseAgentTools(values),
    promptCacheTtl: parsePromptCacheTtl(values),
  };
}

/** The --agent-tools option: built-in tool names the agent gets besides the default set. */
export function parseAgentTools(values: OptionValues): string[] {
  const names = (text(values, 'agent-tools') ?? '').split(/[\s,]+/).filter((name) => name !== '');
  const problems = names.flatMap((name) => agentToolProblem(name) ?? []);
  if (problems.length > 0) throw new UsageError(`--agent-tools: ${problems.join('; ')}`);
  return [...new Set(names)];
}

/** The --prompt-cache-ttl option. */
export function parsePromptCacheTtl(values: OptionValues): PromptCacheTtl {
  const raw = text(values, 'prompt-cache-ttl') ?? 'auto';
  const ttl = raw.toLowerCase();
  if (!(PROMPT_CACHE_TTLS as readonly string[]).includes(ttl))
    throw new UsageError(
      `--prompt-cache-ttl must be one of ${PROMPT_CACHE_TTLS.join(', ')} (got "${raw}")`,
    );
  return ttl as PromptCacheTtl;
}

/** The --pass-env option: variable names, each one the user may pass. */
export function parsePassEnv(values: OptionValues): string[] {
  const names = (text(values, 'pass-env') ?? '').split(/[\s,]+/).filter((name) => name !== '');
  const problems = names.flatMap((name) => passEnvProblem(name) ?? []);
  if (problems.length > 0) throw new UsageError(`--pass-env: ${problems.join('; ')}`);
  return [...new Set(names)];
}

/** The --network and --allowed-hosts options (restricted to the package registries by default). */
export function parseNetwork(values: OptionValues): NetworkOptions {
  const raw = text(values, 'network') ?? 'restricted';
  const mode = raw.toLowerCase();
  if (!(NETWORK_MODES as readonly string[]).includes(mode))
    throw new UsageError(`--network must be one of ${NETWORK_MODES.join(', ')} (got "${raw}")`);
  try {
    return {
      mode: mode as NetworkMode,
      allowedHosts: parseAllowedHosts(text(values, 'allowed-hosts') ?? DEFAULTS_WORD),
    };
  } catch (error) {
    throw new UsageError(`--allowed-hosts: ${(error as Error).message}`);
  }
}

/** The --isolation option (default none: locally the agent runs as you, like claude itself). */
export function parseModelProvider(values: OptionValues): ModelProviderName {
  const raw = text(values, 'model-provider') ?? 'anthropic';
  const provider = raw.toLowerCase();
  if (!(MODEL_PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(
      `--model-provider must be one of ${MODEL_PROVIDERS.join(', ')} (got "${raw}")`,
    );
  }
  return provider as ModelProviderName;
}

export function parseIsolation(values: OptionValues): IsolationMode {
  const raw = text(values, 'isolation') ?? 'none';
  const mode = raw.toLowerCase();
  if (!(ISOLATION_MODES as readonly string[]).includes(mode)) {
    throw new UsageError(`--isolation must be one of ${ISOLATION_MODES.join(', ')} (got "${raw}")`);
  }
  return mode as IsolationMode;
}

const SPINNER_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** A one-line spinner on stderr (TTY only), cleared before anything else is printed. */
export function createSpinner(io: CliIO): {
  start(label: string): void;
  clear(): void;
  stop(): void;
} {
  let timer: ReturnType<typeof setInterval> | undefined;
  let label = '';
  let frame = 0;
  let shown = false;
  const draw = (): void => {
    io.stderr(`\r\x1b[K${SPINNER_FRAMES[frame++ % SPINNER_FRAMES.length]} ${label}`);
    shown = true;
  };
  const clear = (): void => {
    if (shown) io.stderr('\r\x1b[K');
    shown = false;
  };
  return {
    start(next) {
      if (!io.isTTY) return;
      label = next;
      if (!timer) {
        timer = setInterval(draw, 100);
        timer.unref?.();
      }
      draw();
    },
    clear,
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      clear();
    },
  };
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function checkLine(result: CheckResult, color: boolean): string {
  const mark = result.passed ? '✓' : result.required ? '✗' : '!';
  const paint = (code: string, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  const detail = result.passed
    ? ''
    : result.stoppedForMemory
      ? ' stopped for memory'
      : result.timedOut
        ? ' timed out'
        : ` exit ${result.exitCode ?? 'killed'}`;
  const line = `  ${mark} ${neutraliseLogText(result.name)}${detail} (${seconds(result.durationMs)})${result.required ? '' : ' [optional]'}`;
  return result.passed ? paint('32', line) : paint(result.required ? '31' : '33', line);
}

/** The terminal face of the engine: iteration headers, streamed text, checks, warnings. */
export function createConsoleObserver(
  io: CliIO,
  verbose: boolean,
  /** Said once, when the agent first starts (never when no agent runs). */
  autoApproved = false,
): { observer: EngineObserver; stop(): void } {
  const spinner = createSpinner(io);
  let atLineStart = true;
  const out = (s: string): void => {
    spinner.clear();
    io.stdout(s);
    if (s.length > 0) atLineStart = s.endsWith('\n');
  };
  const line = (s: string): void => out(`${atLineStart ? '' : '\n'}${s}\n`);
  const err = (s: string): void => {
    spinner.clear();
    if (!atLineStart) io.stdout('\n');
    atLineStart = true;
    io.stderr(`${s}\n`);
  };
  let currentTask = '';
  let fixes = 0;
  const foldStatusBlocks = createStatusBlockFolder();
  // Agent text, check output and names the agent chose: no terminal escapes (an OSC 52 would
  // write the user's clipboard) and, in a workflow step, no line a runner reads as a command.
  const safe = neutraliseLogText;
  const observer: EngineObserver = {
    info: (m) => line(safe(m)),
    warning: (m) => err(`warning: ${safe(m)}`),
    error: (m) => err(`error: ${safe(m)}`),
    iterationStart: (i, of, task) => {
      currentTask = safe(String(task.id));
      fixes = 0;
      line(
        `\n${io.color ? '\x1b[1m' : ''}Iteration ${i} of ${of}: ${currentTask} - ${safe(task.title)}${io.color ? '\x1b[0m' : ''}`,
      );
    },
    agentStart: (_task, attempt, resume) => {
      if (resume) fixes += 1;
      if (autoApproved)
        err('Running Claude with auto-approved permissions for autonomous iteration');
      autoApproved = false;
      line(
        resume
          ? `Resuming the agent's session for fix attempt ${fixes} (task attempt ${attempt})`
          : `Starting Claude (attempt ${attempt})`,
      );
      spinner.start(`Claude is working on ${currentTask}...`);
    },
    agentText: (t) => {
      if (verbose) return;
      const text = foldStatusBlocks(safe(t));
      if (text.trim() === '') return;
      out(text.endsWith('\n') ? text : `${text}\n`);
      spinner.start(`Claude is working on ${currentTask}...`);
    },
    agentEvent: (event) => {
      if (!verbose) return;
      out(`${safe(JSON.stringify(event, null, 2))}\n`);
    },
    agentEnd: (result) => {
      spinner.stop();
      line(`Agent ${result.outcome}: ${safe(result.summary)}`);
    },
    checkStart: (check) => spinner.start(safe(`Running check ${check.name}: ${check.command}`)),
    checkResult: (result) => {
      spinner.stop();
      line(checkLine(result, io.color));
    },
    iterationEnd: (result) => {
      spinner.stop();
      line(`→ ${safe(result.summary)}`);
    },
  };
  return { observer, stop: () => spinner.stop() };
}

function closingSummary(result: LoopResult, io: CliIO): string {
  return renderConsoleSummary(
    {
      blockedEgress: result.blockedEgress,
      refusedModelRequests: result.refusedModelRequests,
      iterations: result.iterations,
      counts: result.counts,
      progressPercent: result.progressPercent,
      stopReason: result.stopReason,
      message: result.message,
    },
    { color: io.color },
  );
}

/** The sandbox the --isolation option asks for; a warning when auto cannot isolate. */
async function sandboxFor(
  ctx: CommandContext,
  settings: EngineSettings,
  mode: IsolationMode,
  network: NetworkOptions,
): Promise<Sandbox> {
  const { sandbox, warning } = await createSandbox({
    mode,
    network,
    workspace: settings.repoDir,
    privatePaths: [ctx.io.env.HOME ?? ''].filter((p) => p !== ''),
    openPaths: [settings.claudePath, ...toolchainOpenPaths(ctx.io.env.HOME ?? '', ctx.io.env)],
    pathDirs: (ctx.io.env.PATH ?? '').split(path.delimiter),
    onLimitsStopped: (line) => ctx.io.stderr(`warning: ${line}\n`),
  });
  if (warning) ctx.io.stderr(`warning: ${warning}\n`);
  else if (sandbox.isolated) ctx.io.stderr(`Isolation: ${sandbox.description}\n`);
  return sandbox;
}

/** Runs the engine for `ralph once` / `ralph loop`; returns the exit code. */
export async function runEngineCommand(ctx: CommandContext, iterations: number): Promise<number> {
  const { io } = ctx;
  let settings: EngineSettings;
  let isolation: IsolationMode;
  let network: NetworkOptions;
  let provider: ModelProvider | undefined;
  try {
    isolation = parseIsolation(ctx.values);
    network = parseNetwork(ctx.values);
    // The key, token or cloud credentials in your environment stay with ralph.
    provider = providerFrom(parseModelProvider(ctx.values), {}, io.env);
    settings = await settingsFromFlags(ctx, iterations);
    // Cloud credentials refused or expired are named before any agent starts.
    if (!settings.dryRun) await provider?.check?.(settings.model);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.stderr(`error: ${(error as Error).message}\n`);
    return 1;
  }
  const face = createConsoleObserver(
    io,
    settings.verbose,
    !settings.dryRun && settings.allowedTools.length === 0,
  );
  let result: LoopResult;
  let sandbox: Sandbox | undefined;
  // The agent gets a capability per phase instead of the credential.
  const models = proxiedAgents({
    provider,
    onStart: (line) => io.stderr(`${line}\n`),
  });
  try {
    sandbox = settings.dryRun ? undefined : await sandboxFor(ctx, settings, isolation, network);
    result = await runLoop(settings, {
      agent: models.agent(createClaudeRunner, { capUsd: settings.maxCostUsd }),
      git: createGit({ cwd: settings.repoDir }),
      observer: face.observer,
      signal: ctx.signal,
      ...(sandbox ? { boundary: sandboxBoundary(sandbox) } : {}),
    });
  } catch (error) {
    face.stop();
    io.stderr(`error: ${(error as Error).message}\n`);
    return 1;
  } finally {
    face.stop();
    await sandbox?.dispose();
    await models.close();
  }
  // The summary quotes failure reasons (agent text) and uses colour of its own.
  if (!settings.dryRun) io.stdout(`\n${breakWorkflowCommands(closingSummary(result, io))}`);
  if (result.stopReason === 'interrupted') return 130;
  return result.exitCode;
}

export const loopCommand: CliCommand = {
  name: 'loop',
  summary: 'Run iterations until the task list is done or a stop condition holds (default 10)',
  usage:
    'ralph loop [iterations] [--max-fix-attempts N] [--max-cost-usd X] [--isolation MODE] [--dry-run] [-v]',
  examples: [
    'ralph loop',
    'ralph loop 3 --max-fix-attempts 2',
    'ralph loop 20 --max-cost-usd 5 --max-minutes 60',
  ],
  options: ENGINE_OPTIONS,
  optionHelp: ENGINE_OPTION_HELP,
  maxPositionals: 1,
  async run(ctx) {
    return runEngineCommand(ctx, parseIterations(ctx.positionals[0]));
  },
};
