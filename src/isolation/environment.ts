/**
 * The environments of the agent and of the checks. The agent gets an explicit list: what
 * Claude Code and a shell need, its own credential, and nothing else of the job's. The checks
 * get the user's environment minus the secrets, so builds and test runners work as they do in
 * a terminal (PATH, HOME, tool settings) without the credentials.
 */
import { isSecretEnvName } from '../agent/redact.js';

/** Variables the agent may inherit from the harness's environment, by exact name. */
const AGENT_NAMES = new Set([
  'PATH',
  'LANG',
  'LANGUAGE',
  'TERM',
  'TZ',
  'CI',
  'COLORTERM',
  'NO_COLOR',
  'FORCE_COLOR',
  'TMPDIR',
  'SHELL',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_MODEL',
  'ANTHROPIC_SMALL_FAST_MODEL',
  'ANTHROPIC_CUSTOM_HEADERS',
  'MAX_THINKING_TOKENS',
  'BASH_DEFAULT_TIMEOUT_MS',
  'BASH_MAX_TIMEOUT_MS',
  'BASH_MAX_OUTPUT_LENGTH',
  'MCP_TIMEOUT',
  'MCP_TOOL_TIMEOUT',
  'HOME',
  'USER',
  'LOGNAME',
]);

/** Prefixes of Claude Code's settings variables (and locale settings). */
const AGENT_PREFIXES = ['LC_', 'CLAUDE_CODE_', 'ANTHROPIC_DEFAULT_', 'DISABLE_'];

/** The credentials the agent needs to reach the model (and only these secrets). */
export const AGENT_CREDENTIAL_NAMES = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'CLAUDE_CODE_OAUTH_TOKEN',
] as const;

/** Whether the agent may inherit a variable of this name from the harness. */
export function agentMayInherit(name: string): boolean {
  if (isSecretEnvName(name)) return false;
  return AGENT_NAMES.has(name) || AGENT_PREFIXES.some((prefix) => name.startsWith(prefix));
}

export interface AgentIdentity {
  /** The agent's HOME (its own when isolated). */
  home: string;
  /** Its user name (USER, LOGNAME). */
  user: string;
}

/**
 * The agent's whole environment: the allowed variables of `base`, then `explicit` (values the
 * adapter chose, e.g. the credential from the action's input; undefined removes), then the
 * identity when the agent runs as its own user. Nothing else reaches it.
 */
export function buildAgentEnvironment(
  base: NodeJS.ProcessEnv,
  explicit: Record<string, string | undefined> = {},
  identity?: AgentIdentity,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && agentMayInherit(name)) env[name] = value;
  }
  for (const name of AGENT_CREDENTIAL_NAMES) {
    const value = base[name];
    if (value) env[name] = value;
  }
  for (const [name, value] of Object.entries(explicit)) {
    if (value !== undefined) env[name] = value;
  }
  const removed = new Set(
    Object.entries(explicit)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name),
  );
  if (identity) {
    env.HOME = identity.home;
    env.USER = identity.user;
    env.LOGNAME = identity.user;
    // A configuration directory of the harness's user is out of the agent's reach.
    env.CLAUDE_CONFIG_DIR = `${identity.home}/.claude`;
    removed.add('TMPDIR');
  }
  return Object.fromEntries(Object.entries(env).filter(([name]) => !removed.has(name)));
}

/**
 * The checks' environment: the user's environment without the secrets (the named ones and
 * every INPUT_*), with the agent's identity when the checks run as the agent's user.
 */
export function buildChecksEnvironment(
  base: NodeJS.ProcessEnv,
  identity?: AgentIdentity,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !isSecretEnvName(name)) env[name] = value;
  }
  if (identity) {
    env.HOME = identity.home;
    env.USER = identity.user;
    env.LOGNAME = identity.user;
    return Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'TMPDIR'));
  }
  return env;
}

/**
 * The variables to remove from the harness's environment for the checks, as an overlay
 * (undefined removes): every secret name and every INPUT_* present in `base`.
 */
export function secretRemovals(base: NodeJS.ProcessEnv = process.env): Record<string, undefined> {
  const removals: Record<string, undefined> = {};
  for (const name of Object.keys(base)) if (isSecretEnvName(name)) removals[name] = undefined;
  return removals;
}
