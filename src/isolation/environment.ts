/**
 * The environments of the agent and of the checks, from one allowlist. Both get the base set
 * (what a shell and the usual toolchains need, and the runner's non-secret variables) and the
 * variables the user names in `pass-env`; nothing else of the job's environment reaches them.
 * The agent adds Claude Code's own settings and its credential; the checks add a fresh HOME of
 * their own (see src/checks/run.ts), so nothing the agent left in its HOME reaches them.
 */
import { isSecretEnvName } from '../agent/redact.js';

/** The base set by exact name: shell, locale, network, the runner, the toolchains. */
const BASE_NAMES = new Set([
  // shell and terminal
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TERM',
  'COLORTERM',
  'NO_COLOR',
  'FORCE_COLOR',
  'TZ',
  'TMPDIR',
  'CI',
  // network and certificates
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'REQUESTS_CA_BUNDLE',
  // the runner's non-secret variables (not its tokens, URLs of its services or command files)
  'GITHUB_ACTIONS',
  'GITHUB_ACTOR',
  'GITHUB_API_URL',
  'GITHUB_BASE_REF',
  'GITHUB_EVENT_NAME',
  'GITHUB_GRAPHQL_URL',
  'GITHUB_HEAD_REF',
  'GITHUB_JOB',
  'GITHUB_REF',
  'GITHUB_REF_NAME',
  'GITHUB_REF_TYPE',
  'GITHUB_REPOSITORY',
  'GITHUB_REPOSITORY_OWNER',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_NUMBER',
  'GITHUB_SERVER_URL',
  'GITHUB_SHA',
  'GITHUB_WORKFLOW',
  'GITHUB_WORKSPACE',
  'RUNNER_ARCH',
  'RUNNER_DEBUG',
  'RUNNER_ENVIRONMENT',
  'RUNNER_NAME',
  'RUNNER_OS',
  'RUNNER_TOOL_CACHE',
  'ImageOS',
  'ImageVersion',
  // Node
  'NODE_ENV',
  'NODE_OPTIONS',
  'NODE_PATH',
  'NVM_DIR',
  'PNPM_HOME',
  'YARN_CACHE_FOLDER',
  // Python
  'VIRTUAL_ENV',
  'CONDA_PREFIX',
  'CONDA_DEFAULT_ENV',
  'PYTHONPATH',
  'PYTHONHOME',
  'PYTHONDONTWRITEBYTECODE',
  'PYTHONUNBUFFERED',
  'PIPX_HOME',
  'PIPX_BIN_DIR',
  'POETRY_HOME',
  'UV_CACHE_DIR',
  'pythonLocation',
  'Python_ROOT_DIR',
  'Python2_ROOT_DIR',
  'Python3_ROOT_DIR',
  'PKG_CONFIG_PATH',
  'LD_LIBRARY_PATH',
  // JVM
  'JAVA_HOME',
  'MAVEN_HOME',
  'M2_HOME',
  'MAVEN_OPTS',
  'GRADLE_HOME',
  'GRADLE_OPTS',
  'ANDROID_HOME',
  'ANDROID_SDK_ROOT',
  // Go
  'GOPATH',
  'GOROOT',
  'GOBIN',
  'GOCACHE',
  'GOMODCACHE',
  'GOFLAGS',
  'GOPROXY',
  'GOPRIVATE',
  'GONOPROXY',
  'GONOSUMDB',
  'GOSUMDB',
  'GO111MODULE',
  'GOTOOLCHAIN',
  'CGO_ENABLED',
  // Rust
  'CARGO_HOME',
  'RUSTUP_HOME',
  'RUSTUP_TOOLCHAIN',
  'RUSTFLAGS',
  'RUST_BACKTRACE',
  'CARGO_TERM_COLOR',
  'CARGO_INCREMENTAL',
  // Ruby, .NET, C and C++
  'GEM_HOME',
  'GEM_PATH',
  'BUNDLE_PATH',
  'BUNDLE_GEMFILE',
  'DOTNET_ROOT',
  'DOTNET_CLI_TELEMETRY_OPTOUT',
  'NUGET_PACKAGES',
  'CC',
  'CXX',
  'CFLAGS',
  'CXXFLAGS',
  'CPPFLAGS',
  'LDFLAGS',
  'MAKEFLAGS',
]);

/** The base set by prefix: locale, npm's settings, setup-java's JAVA_HOME_<version>_<arch>. */
const BASE_PREFIXES = ['LC_', 'npm_config_', 'NPM_CONFIG_', 'JAVA_HOME_', 'COREPACK_'];

/** Claude Code's own settings: the agent's, not the checks'. */
const CLAUDE_NAMES = new Set([
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_MODEL',
  'ANTHROPIC_SMALL_FAST_MODEL',
  'ANTHROPIC_CUSTOM_HEADERS',
  'CLAUDE_CONFIG_DIR',
  'MAX_THINKING_TOKENS',
  'BASH_DEFAULT_TIMEOUT_MS',
  'BASH_MAX_TIMEOUT_MS',
  'BASH_MAX_OUTPUT_LENGTH',
  'MCP_TIMEOUT',
  'MCP_TOOL_TIMEOUT',
  // the 1-hour prompt cache (see src/agent/prompt-cache.ts)
  'ENABLE_PROMPT_CACHING_1H',
]);
const CLAUDE_PREFIXES = ['CLAUDE_CODE_', 'ANTHROPIC_DEFAULT_', 'DISABLE_'];

/** The credentials the agent needs to reach the model (and only these secrets). */
export const AGENT_CREDENTIAL_NAMES = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'CLAUDE_CODE_OAUTH_TOKEN',
] as const;

/** A name matched by prefix that still says it holds a credential (npm_config__authToken...). */
const SECRET_SHAPED_NAME = /token|secret|passw|credential|auth|(^|_)key($|_|file)/i;
/**
 * npm's user configuration is the HOME's `.npmrc` moved elsewhere: where it points into a HOME
 * the agent writes (the runner's, without isolation), it would carry the agent's settings into
 * the checks. Passed only when named in pass-env.
 */
const NPM_USERCONFIG = /^npm_config_userconfig$/i;
/** A value carrying credentials in a URL (https://user:password@host). */
const CREDENTIALS_IN_URL = /[a-z][a-z0-9+.-]*:\/\/[^\s/@:]+:[^\s/@]+@/i;

function inSet(name: string, names: Set<string>, prefixes: string[]): boolean {
  if (names.has(name)) return true;
  return prefixes.some((prefix) => name.startsWith(prefix)) && !SECRET_SHAPED_NAME.test(name);
}

/** Whether a variable belongs to the base set that the agent and the checks share. */
export function inBaseSet(name: string, value = ''): boolean {
  if (isSecretEnvName(name) || CREDENTIALS_IN_URL.test(value)) return false;
  if (NPM_USERCONFIG.test(name)) return false;
  return inSet(name, BASE_NAMES, BASE_PREFIXES);
}

/** Whether the agent may inherit a variable of this name from the harness. */
export function agentMayInherit(name: string, value = ''): boolean {
  if (inBaseSet(name, value)) return true;
  return !isSecretEnvName(name) && inSet(name, CLAUDE_NAMES, CLAUDE_PREFIXES);
}

/**
 * Why a `pass-env` name is refused, or undefined when it is a variable name the user may pass.
 * The harness's own credentials (the job token, the runner's tokens, the action's inputs) never
 * reach the agent or the checks, whatever the user asks.
 */
export function passEnvProblem(name: string): string | undefined {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return `"${name}" is not a variable name`;
  if (isSecretEnvName(name)) {
    return `${name} is one of the harness's own credentials; it never reaches the agent or the checks`;
  }
  return undefined;
}

/**
 * The environment the agent and the checks share: the base set from `base`, then the
 * variables named in `passEnv` (the user's choice: even a secret-shaped name passes, except the
 * harness's own credentials).
 */
export function sharedEnvironment(
  base: NodeJS.ProcessEnv,
  passEnv: readonly string[] = [],
  mayInherit: (name: string, value: string) => boolean = inBaseSet,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && mayInherit(name, value)) env[name] = value;
  }
  for (const name of passEnv) {
    const value = base[name];
    if (value !== undefined && passEnvProblem(name) === undefined) env[name] = value;
  }
  return env;
}

export interface AgentIdentity {
  /** The agent's HOME (its own when isolated). */
  home: string;
  /** Its user name (USER, LOGNAME). */
  user: string;
}

/** `env` with the values of `explicit` over it; an undefined value removes the variable. */
function overlay(
  env: Record<string, string>,
  explicit: Record<string, string | undefined>,
): Record<string, string> {
  const out = { ...env };
  for (const [name, value] of Object.entries(explicit)) {
    if (value === undefined) Reflect.deleteProperty(out, name);
    else out[name] = value;
  }
  return out;
}

/** USER and LOGNAME of the agent's user, and no TMPDIR of the harness's. */
function withUser(env: Record<string, string>, identity: AgentIdentity): Record<string, string> {
  const out: Record<string, string> = { ...env, USER: identity.user, LOGNAME: identity.user };
  Reflect.deleteProperty(out, 'TMPDIR');
  return out;
}

/**
 * The agent's whole environment: the shared environment and Claude Code's settings from
 * `base`, its credential, then `explicit` (values the adapter chose, e.g. the credential from
 * the action's input; undefined removes), then the identity when the agent runs as its own
 * user. Nothing else reaches it.
 */
export function buildAgentEnvironment(
  base: NodeJS.ProcessEnv,
  explicit: Record<string, string | undefined> = {},
  identity?: AgentIdentity,
  passEnv: readonly string[] = [],
): Record<string, string> {
  const env = sharedEnvironment(base, passEnv, agentMayInherit);
  for (const name of AGENT_CREDENTIAL_NAMES) {
    const value = base[name];
    if (value) env[name] = value;
  }
  const chosen = overlay(env, explicit);
  if (!identity) return chosen;
  // A configuration directory of the harness's user is out of the agent's reach.
  return {
    ...withUser(chosen, identity),
    HOME: identity.home,
    CLAUDE_CONFIG_DIR: `${identity.home}/.claude`,
  };
}

export interface ChecksEnvironmentOptions {
  /** The checks' own HOME: fresh and empty for each check. */
  home: string;
  /** Names the user passes besides the base set (pass-env). */
  passEnv?: readonly string[];
  /** Values the caller sets (undefined removes); a harness credential is never kept. */
  explicit?: Record<string, string | undefined>;
  /** The agent's user, when the checks run as it. */
  identity?: AgentIdentity;
  /** Directories to put first on PATH (the project's node_modules/.bin, its venv's bin). */
  pathFirst?: string[];
}

/**
 * The checks' environment: the shared environment (never a secret: the checks run code the
 * agent wrote) with their own fresh HOME, the agent's user name when they run as it, and the
 * project's own tool directories first on PATH.
 */
export function buildChecksEnvironment(
  base: NodeJS.ProcessEnv,
  options: ChecksEnvironmentOptions,
): Record<string, string> {
  let env = overlay(sharedEnvironment(base, options.passEnv), options.explicit ?? {});
  for (const name of Object.keys(env)) {
    if (isSecretEnvName(name)) Reflect.deleteProperty(env, name);
  }
  env.HOME = options.home;
  if (options.identity) env = withUser(env, options.identity);
  const first = options.pathFirst ?? [];
  if (first.length > 0) env.PATH = [...first, ...(env.PATH ? [env.PATH] : [])].join(':');
  return env;
}
