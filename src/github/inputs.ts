/**
 * The action's inputs, parsed once into one validated object. Every bad input is reported in
 * a single error, each naming the input and what it got. Defaults here equal action.yml's
 * (a test holds them together), so a missing input reads the same as on a runner.
 */
import { z } from 'zod';
import { passEnvProblem } from '../isolation/environment.js';
import { agentToolProblem } from '../agent/tool-set.js';
import { PROMPT_CACHE_TTLS, type PromptCacheTtl } from '../agent/prompt-cache.js';
import { DEFAULT_MAX_PROCESSES, MIN_MEMORY_MB, MIN_PROCESSES } from '../isolation/limits.js';
import { ISOLATION_MODES, type IsolationMode } from '../isolation/types.js';
import { parseAllowedHosts } from '../network/allowlist.js';
import { NETWORK_MODES, type HostRule, type NetworkMode } from '../network/types.js';
import { suggest } from '../prd/levenshtein.js';
import { MODEL_PROVIDERS, type ModelProviderName } from '../model-proxy/providers/provider.js';
import { parseCiWorkflows, type CiWorkflowsSetting } from './ci-dispatch-settings.js';
import { CI_GATES, type CiGate } from './ci-gate.js';

export const MODES = ['auto', 'run', 'validate', 'status', 'plan', 'matrix', 'integrate'] as const;
export type ActionMode = (typeof MODES)[number];

export const MAX_ITERATIONS = 100;
export const DEFAULT_GIT_USER_NAME = 'github-actions[bot]';
export const DEFAULT_GIT_USER_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com';

/** Every input with its default as written in action.yml (`''` = none). */
export const INPUT_DEFAULTS = {
  'anthropic-api-key': '',
  'claude-code-oauth-token': '',
  'github-token': '${{ github.token }}',
  'prd-path': '.ralph/prd.yaml',
  iterations: '1',
  'max-fix-attempts': '3',
  'max-task-attempts': '2',
  'max-turns': '30',
  'task-timeout-minutes': '30',
  'idle-timeout-minutes': '10',
  'stop-on-failure': 'false',
  review: 'false',
  'max-cost-usd': '',
  'max-task-cost-usd': '',
  'max-cost-usd-per-day': '',
  'max-minutes': '',
  model: '',
  'model-provider': 'anthropic',
  'claude-args': '',
  'claude-code-version': '2.1.330',
  'claude-path': '',
  'allowed-tools': '',
  'agent-tools': '',
  'prompt-cache-ttl': 'auto',
  'base-branch': '',
  branch: '',
  mode: 'auto',
  'status-context': 'ralph',
  draft: 'true',
  'command-prefix': '/ralph',
  'allowed-bots': '',
  verbose: 'false',
  'git-user-name': DEFAULT_GIT_USER_NAME,
  'git-user-email': DEFAULT_GIT_USER_EMAIL,
  isolation: 'auto',
  'pass-env': '',
  network: 'restricted',
  'allowed-hosts': 'defaults',
  'max-memory-mb': '',
  'max-processes': String(DEFAULT_MAX_PROCESSES),
  parallel: '4',
  task: '',
  'base-sha': '',
  continue: 'false',
  'max-chain': '10',
  'ci-workflows': 'auto',
  'ci-gate': 'advisory',
  'max-ci-fix-attempts': '2',
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;
export const INPUT_NAMES = Object.keys(INPUT_DEFAULTS) as InputName[];

export interface ActionInputs {
  anthropicApiKey?: string;
  claudeCodeOauthToken?: string;
  /** Empty only when the workflow passed an empty token. */
  githubToken: string;
  prdPath: string;
  iterations: number;
  maxFixAttempts: number;
  maxTaskAttempts: number;
  maxTurns: number;
  taskTimeoutMinutes: number;
  idleTimeoutMinutes: number;
  /** Stop the run when a task's attempt fails (002 FR-LOOP-11). */
  stopOnFailure: boolean;
  /** A read-only reviewer judges each acceptance criterion after the checks pass. */
  review: boolean;
  maxCostUsd?: number;
  /** A task's cost limit when the task has no `max_cost_usd`. */
  maxTaskCostUsd?: number;
  /** The limit on the spend of all runs on the work branch in one UTC day. */
  maxCostUsdPerDay?: number;
  maxMinutes?: number;
  model?: string;
  /** Where the model is reached: the Anthropic API, Amazon Bedrock, Google Vertex AI or Microsoft Foundry. */
  modelProvider: ModelProviderName;
  claudeArgs: string[];
  claudeCodeVersion: string;
  claudePath?: string;
  /** Empty: the agent runs with permission prompts skipped. */
  allowedTools: string[];
  /** Built-in tools every task's agent gets besides the default set. */
  agentTools: string[];
  /** The agent's prompt-cache lifetime: `auto` takes 1h when the checks run long. */
  promptCacheTtl: PromptCacheTtl;
  baseBranch?: string;
  branch?: string;
  mode: ActionMode;
  statusContext: string;
  draft: boolean;
  commandPrefix: string;
  allowedBots: string[];
  verbose: boolean;
  gitUserName: string;
  gitUserEmail: string;
  /** Whether the agent and the checks run as their own OS user. */
  isolation: IsolationMode;
  /** Variables the agent and the checks get besides the base set (names, none by default). */
  passEnv: string[];
  /** `restricted`: the agent and the checks reach only the model and `allowedHosts`. */
  network: NetworkMode;
  /** Hosts the egress proxy lets through (`defaults`: the package registries). */
  allowedHosts: HostRule[];
  /** Memory of the agent's user in MiB (default: a share of the runner's RAM, see limits.ts). */
  maxMemoryMb?: number;
  /** Processes the agent's user may have at once. */
  maxProcesses: number;
  /** mode matrix: the most tasks of one round. */
  parallel: number;
  /** mode run in a parallel round: the one task to run. */
  task?: string;
  /** Parallel rounds: the work branch commit the round starts from. */
  baseSha?: string;
  /** Dispatch the next run of the chain when this one made progress. */
  continueChain: boolean;
  maxChain: number;
  /** The repository's workflows to start with workflow_dispatch after each push of the work branch. */
  ciWorkflows: CiWorkflowsSetting;
  /** What the repository's CI runs on the work branch mean to Ralph (ci-gate.ts). */
  ciGate: CiGate;
  /** Fix tasks per workflow on the work branch before a person is asked instead. */
  maxCiFixAttempts: number;
}

/**
 * Splits a command line into words like a POSIX shell does, without expansions: whitespace
 * separates, quotes group ('...' literally, "..." with \" \\ \$ \` escapes), \ escapes outside.
 */
export function splitShellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!))
        word += line[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\' && i + 1 < line.length) {
      if (line[i + 1] !== '\n') word += line[i + 1];
      i++;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new Error(`unclosed ${quote === '"' ? 'double' : 'single'} quote`);
  if (inWord) words.push(word);
  return words;
}

/** Comma- or newline-separated values, trimmed, empty ones dropped. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

// --- one small parser per kind of input; each message names the input and what it got ---

type Check = (ctx: z.RefinementCtx, message: string) => typeof z.NEVER;
const fail: Check = (ctx, message) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

const text = () => z.string().transform((value) => value.trim());
const optionalText = () => text().transform((value) => (value === '' ? undefined : value));

function integer(name: InputName, min: number, max = Number.MAX_SAFE_INTEGER, maxWhy?: string) {
  return text().transform((value, ctx) => {
    const what = min >= 1 ? 'a positive integer' : 'a whole number of 0 or more';
    if (!/^\d+$/.test(value)) return fail(ctx, `Input '${name}' must be ${what}, got "${value}"`);
    const n = Number(value);
    if (n < min) return fail(ctx, `Input '${name}' must be ${what}, got "${value}"`);
    if (n > max) {
      const why = maxWhy ? ` (${maxWhy})` : '';
      return fail(ctx, `Input '${name}' must be at most ${max}${why}, got "${value}"`);
    }
    return n;
  });
}

/** An integer of at least `min`, or empty for the default (undefined). */
function optionalInteger(name: InputName, min: number) {
  return text().transform((value, ctx) => {
    if (value === '') return undefined;
    if (!/^\d+$/.test(value) || Number(value) < min)
      return fail(ctx, `Input '${name}' must be a whole number of at least ${min}, got "${value}"`);
    return Number(value);
  });
}

function positiveNumber(name: InputName) {
  return text().transform((value, ctx) => {
    const n = Number(value);
    if (!/^\d*\.?\d+$/.test(value) || !(n > 0))
      return fail(ctx, `Input '${name}' must be a positive number, got "${value}"`);
    return n;
  });
}

function optionalPositiveNumber(name: InputName) {
  return text().transform((value, ctx) => {
    if (value === '') return undefined;
    const n = Number(value);
    if (!/^\d*\.?\d+$/.test(value) || !(n > 0)) {
      return fail(
        ctx,
        `Input '${name}' must be a positive number or empty (no limit), got "${value}"`,
      );
    }
    return n;
  });
}

/** YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts them. */
function boolean(name: InputName) {
  return text().transform((value, ctx) => {
    if (['true', 'True', 'TRUE'].includes(value)) return true;
    if (['false', 'False', 'FALSE'].includes(value)) return false;
    return fail(ctx, `Input '${name}' must be true or false, got "${value}"`);
  });
}

function nonEmpty(name: InputName) {
  return text().transform((value, ctx) =>
    value === '' ? fail(ctx, `Input '${name}' must not be empty`) : value,
  );
}

const InputsSchema = z.object({
  'anthropic-api-key': optionalText(),
  'claude-code-oauth-token': optionalText(),
  'github-token': text(),
  'prd-path': nonEmpty('prd-path').transform((value, ctx) =>
    value.startsWith('/') || value.split(/[\\/]/).includes('..')
      ? fail(ctx, `Input 'prd-path' must be a path inside the repository, got "${value}"`)
      : value,
  ),
  iterations: integer('iterations', 1, MAX_ITERATIONS),
  'max-fix-attempts': integer('max-fix-attempts', 0, 20),
  'max-task-attempts': integer('max-task-attempts', 1, 20),
  'max-turns': integer('max-turns', 1, 1000),
  'task-timeout-minutes': positiveNumber('task-timeout-minutes'),
  'idle-timeout-minutes': positiveNumber('idle-timeout-minutes'),
  'stop-on-failure': boolean('stop-on-failure'),
  review: boolean('review'),
  'max-cost-usd': optionalPositiveNumber('max-cost-usd'),
  'max-task-cost-usd': optionalPositiveNumber('max-task-cost-usd'),
  'max-cost-usd-per-day': optionalPositiveNumber('max-cost-usd-per-day'),
  'max-minutes': optionalPositiveNumber('max-minutes'),
  model: optionalText(),
  'model-provider': text().transform((value, ctx) => {
    const provider = value.trim().toLowerCase();
    return (MODEL_PROVIDERS as readonly string[]).includes(provider)
      ? (provider as ModelProviderName)
      : fail(
          ctx,
          `Input 'model-provider' must be one of ${MODEL_PROVIDERS.join(', ')}, got "${value}"`,
        );
  }),
  'claude-args': text().transform((value, ctx) => {
    try {
      return splitShellWords(value);
    } catch (error) {
      return fail(ctx, `Input 'claude-args' has an ${(error as Error).message}: ${value}`);
    }
  }),
  'claude-code-version': nonEmpty('claude-code-version').transform((value, ctx) =>
    /^(\d+\.\d+\.\d+([-+][\w.]+)?|latest|stable)$/.test(value)
      ? value
      : fail(
          ctx,
          `Input 'claude-code-version' must be a version like 2.1.330 (or latest), got "${value}"`,
        ),
  ),
  'claude-path': optionalText(),
  'allowed-tools': text().transform(splitList),
  'agent-tools': text().transform((value, ctx) => {
    const names = splitList(value);
    const problems = names.flatMap((name) => agentToolProblem(name) ?? []);
    return problems.length === 0 ? names : fail(ctx, `Input 'agent-tools': ${problems.join('; ')}`);
  }),
  'prompt-cache-ttl': text().transform((value, ctx) => {
    const ttl = value.trim().toLowerCase();
    return (PROMPT_CACHE_TTLS as readonly string[]).includes(ttl)
      ? (ttl as PromptCacheTtl)
      : fail(
          ctx,
          `Input 'prompt-cache-ttl' must be one of ${PROMPT_CACHE_TTLS.join(', ')}, got "${value}"`,
        );
  }),
  'base-branch': optionalText(),
  branch: optionalText(),
  mode: text().transform((value, ctx) => {
    const mode = value.toLowerCase();
    return (MODES as readonly string[]).includes(mode)
      ? (mode as ActionMode)
      : fail(ctx, `Input 'mode' must be one of ${MODES.join(', ')}, got "${value}"`);
  }),
  'status-context': nonEmpty('status-context'),
  draft: boolean('draft'),
  'command-prefix': nonEmpty('command-prefix').transform((value, ctx) =>
    /\s/.test(value)
      ? fail(ctx, `Input 'command-prefix' must be one word like /ralph, got "${value}"`)
      : value,
  ),
  'allowed-bots': text().transform(splitList),
  verbose: boolean('verbose'),
  'git-user-name': nonEmpty('git-user-name'),
  'git-user-email': nonEmpty('git-user-email'),
  isolation: text().transform((value, ctx) => {
    const mode = value.toLowerCase();
    return (ISOLATION_MODES as readonly string[]).includes(mode)
      ? (mode as IsolationMode)
      : fail(ctx, `Input 'isolation' must be one of ${ISOLATION_MODES.join(', ')}, got "${value}"`);
  }),
  'pass-env': text().transform((value, ctx) => {
    const names = [...new Set(value.split(/[\s,]+/).filter((name) => name !== ''))];
    const problems = names.flatMap((name) => passEnvProblem(name) ?? []);
    return problems.length === 0 ? names : fail(ctx, `Input 'pass-env': ${problems.join('; ')}`);
  }),
  network: text().transform((value, ctx) => {
    const mode = value.toLowerCase();
    return (NETWORK_MODES as readonly string[]).includes(mode)
      ? (mode as NetworkMode)
      : fail(ctx, `Input 'network' must be one of ${NETWORK_MODES.join(', ')}, got "${value}"`);
  }),
  'allowed-hosts': text().transform((value, ctx) => {
    try {
      return parseAllowedHosts(value);
    } catch (error) {
      return fail(ctx, `Input 'allowed-hosts': ${(error as Error).message}`);
    }
  }),
  'max-memory-mb': optionalInteger('max-memory-mb', MIN_MEMORY_MB),
  'max-processes': optionalInteger('max-processes', MIN_PROCESSES).transform(
    (value) => value ?? DEFAULT_MAX_PROCESSES,
  ),
  parallel: integer('parallel', 1, 256, "GitHub's limit of jobs in a matrix"),
  task: optionalText(),
  'base-sha': optionalText().transform((value, ctx) =>
    value === undefined || /^[0-9a-f]{40}$/.test(value)
      ? value
      : fail(ctx, `Input 'base-sha' must be a full 40-character commit sha, got "${value}"`),
  ),
  continue: boolean('continue'),
  'max-chain': integer('max-chain', 1, 1000),
  'ci-workflows': text().transform((value, ctx) => {
    try {
      return parseCiWorkflows(value);
    } catch (error) {
      return fail(ctx, (error as Error).message);
    }
  }),
  'ci-gate': text().transform((value, ctx) =>
    (CI_GATES as readonly string[]).includes(value)
      ? (value as CiGate)
      : fail(ctx, `Input 'ci-gate' must be one of ${CI_GATES.join(', ')}, got "${value}"`),
  ),
  'max-ci-fix-attempts': integer('max-ci-fix-attempts', 0, 20),
});

/**
 * Reads and validates every input. `getInput` returns '' for an input that is not set (like
 * @actions/core's); the action.yml default then applies.
 */
export function readActionInputs(getInput: (name: string) => string): ActionInputs {
  const raw: Record<string, string> = {};
  for (const name of INPUT_NAMES) {
    const value = getInput(name);
    // `${{ github.token }}` has no value outside a runner: an unset token stays empty.
    raw[name] = value.trim() !== '' || name === 'github-token' ? value : INPUT_DEFAULTS[name];
  }
  const parsed = InputsSchema.safeParse(raw);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    throw new Error(
      messages.length === 1
        ? messages[0]
        : `${messages.length} inputs are invalid:\n- ${messages.join('\n- ')}`,
    );
  }
  const v = parsed.data;
  return {
    anthropicApiKey: v['anthropic-api-key'],
    claudeCodeOauthToken: v['claude-code-oauth-token'],
    githubToken: v['github-token'],
    prdPath: v['prd-path'],
    iterations: v.iterations,
    maxFixAttempts: v['max-fix-attempts'],
    maxTaskAttempts: v['max-task-attempts'],
    maxTurns: v['max-turns'],
    taskTimeoutMinutes: v['task-timeout-minutes'],
    idleTimeoutMinutes: v['idle-timeout-minutes'],
    stopOnFailure: v['stop-on-failure'],
    review: v.review,
    maxCostUsd: v['max-cost-usd'],
    maxTaskCostUsd: v['max-task-cost-usd'],
    maxCostUsdPerDay: v['max-cost-usd-per-day'],
    maxMinutes: v['max-minutes'],
    model: v.model,
    modelProvider: v['model-provider'],
    claudeArgs: v['claude-args'],
    claudeCodeVersion: v['claude-code-version'],
    claudePath: v['claude-path'],
    allowedTools: v['allowed-tools'],
    agentTools: v['agent-tools'],
    promptCacheTtl: v['prompt-cache-ttl'],
    baseBranch: v['base-branch'],
    branch: v.branch,
    mode: v.mode,
    statusContext: v['status-context'],
    draft: v.draft,
    commandPrefix: v['command-prefix'],
    allowedBots: v['allowed-bots'],
    verbose: v.verbose,
    gitUserName: v['git-user-name'],
    gitUserEmail: v['git-user-email'],
    isolation: v.isolation,
    passEnv: v['pass-env'],
    network: v.network,
    allowedHosts: v['allowed-hosts'],
    maxMemoryMb: v['max-memory-mb'],
    maxProcesses: v['max-processes'],
    parallel: v.parallel,
    task: v.task,
    baseSha: v['base-sha'],
    continueChain: v.continue,
    maxChain: v['max-chain'],
    ciWorkflows: v['ci-workflows'],
    ciGate: v['ci-gate'],
    maxCiFixAttempts: v['max-ci-fix-attempts'],
  };
}

/** Inputs renamed since earlier versions or commonly guessed, and what they are now. */
const RENAMED: Record<string, InputName> = {
  'max-iterations': 'iterations',
  'prd-file': 'prd-path',
  prd: 'prd-path',
  'api-key': 'anthropic-api-key',
  token: 'github-token',
  'base-ref': 'base-branch',
  base: 'base-branch',
  'oauth-token': 'claude-code-oauth-token',
};

/**
 * Warnings for INPUT_* variables naming no input of this action (a typo or an old name in the
 * workflow's `with:`), each with a did-you-mean when a known input is close.
 */
export function findUnknownInputs(env: NodeJS.ProcessEnv): string[] {
  const known = new Set<string>(INPUT_NAMES);
  const warnings: string[] = [];
  for (const key of Object.keys(env).sort()) {
    if (!key.startsWith('INPUT_')) continue;
    // The runner sets INPUT_<NAME> with spaces as underscores; hyphens stay hyphens.
    const name = key.slice('INPUT_'.length).toLowerCase();
    if (known.has(name)) continue;
    const spelled = name.replace(/_/g, '-');
    const hint = known.has(spelled) ? spelled : (RENAMED[spelled] ?? suggest(spelled, INPUT_NAMES));
    warnings.push(
      hint
        ? `Unexpected input '${name}' is ignored; did you mean '${hint}'?`
        : `Unexpected input '${name}' is ignored; the inputs are: ${INPUT_NAMES.join(', ')}.`,
    );
  }
  return warnings;
}
