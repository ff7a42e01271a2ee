/**
 * Keeps secrets out of everything the harness writes: transcripts, failed-attempt diffs, logs,
 * artifacts, comments and the pull request body. A secret is known by value (from the
 * environment, the action's inputs, or registered by the adapter) together with the forms it
 * takes on the way (the `x-access-token:` basic-auth pair and its base64), and a few shapes are
 * recognised without knowing the value (GitHub and Anthropic tokens, Authorization headers).
 */

/** Environment variables whose values must never be written anywhere. */
export const SECRET_ENV_NAMES = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'CLAUDE_CODE_OAUTH_TOKEN',
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_CACHE_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'ACTIONS_RUNTIME_URL',
  // the cloud providers' credentials (held by the model proxy only)
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'ANTHROPIC_FOUNDRY_API_KEY',
  'ANTHROPIC_FOUNDRY_AUTH_TOKEN',
] as const;

export const REDACTED = '[REDACTED]';

/** Shorter values are not treated as secrets (redacting "x" would mangle every line). */
const MIN_SECRET_LENGTH = 6;

/**
 * Whether an environment variable holds a secret: a named one, or any action input (the runner
 * passes `github-token` as INPUT_GITHUB-TOKEN, and a workflow may name its inputs anything).
 */
export function isSecretEnvName(name: string): boolean {
  return (SECRET_ENV_NAMES as readonly string[]).includes(name) || name.startsWith('INPUT_');
}

/** Inputs that are credentials by name (other INPUT_* values are settings, not secrets). */
const SECRET_INPUT_RE = /^INPUT_.*(TOKEN|KEY|SECRET|PASSWORD|CREDENTIAL)/i;

/** The forms a token takes on its way into git or HTTP: basic-auth pairs and their base64. */
export function derivedForms(secret: string): string[] {
  const pair = `x-access-token:${secret}`;
  return [
    secret,
    pair,
    Buffer.from(pair, 'utf8').toString('base64'),
    Buffer.from(secret, 'utf8').toString('base64'),
  ];
}

/** Secrets registered by the adapter (e.g. the action's inputs), for every writer to redact. */
const registered = new Set<string>();

/** Adds a secret (and its derived forms) to every redactor made from now on. */
export function registerSecret(value: string | undefined): void {
  const trimmed = value?.trim();
  if (trimmed && trimmed.length >= MIN_SECRET_LENGTH) registered.add(trimmed);
}

/** The secret values found in the given environments, the registered ones, and their forms. */
export function secretValues(
  ...envs: (Record<string, string | undefined> | undefined)[]
): string[] {
  const raw = new Set<string>(registered);
  for (const env of envs) {
    for (const [name, value] of Object.entries(env ?? {})) {
      const isSecret =
        (SECRET_ENV_NAMES as readonly string[]).includes(name) || SECRET_INPUT_RE.test(name);
      const trimmed = value?.trim();
      if (isSecret && trimmed && trimmed.length >= MIN_SECRET_LENGTH) raw.add(trimmed);
    }
  }
  const values = new Set<string>();
  for (const secret of raw) for (const form of derivedForms(secret)) values.add(form);
  // Longest first, so a secret that contains another is replaced whole.
  return [...values].sort((a, b) => b.length - a.length);
}

/** Credentials recognised by their shape, whoever they belong to. */
const SHAPES: RegExp[] = [
  // Authorization headers: the scheme stays, the credentials go.
  /(authorization:\s*(?:basic|bearer|token)\s+)[A-Za-z0-9+/=._~-]{8,}/gi,
  // GitHub tokens: classic, fine-grained, app installation, user-to-server, refresh, OAuth.
  /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g,
  // Anthropic API keys and OAuth tokens.
  /\bsk-ant-[A-Za-z0-9_-]{16,}/g,
  // Basic-auth in URLs: https://user:secret@host
  /(\bhttps?:\/\/[^\s:/@]+:)[^\s@/]{6,}(?=@)/g,
];

function redactShapes(text: string): string {
  let out = text;
  for (const shape of SHAPES) {
    shape.lastIndex = 0;
    out = out.replace(shape, (match: string, prefix?: string) =>
      typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}${REDACTED}` : REDACTED,
    );
  }
  return out;
}

/** A function replacing every occurrence of the secrets (and known shapes) in a text. */
export function createRedactor(secrets: string[]): (text: string) => string {
  const known = [...new Set(secrets)]
    .filter((s) => s.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const secret of known) {
      if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    }
    return redactShapes(out);
  };
}

/** A redactor for everything known now: the process environment and the registered secrets. */
export function defaultRedactor(
  ...envs: (Record<string, string | undefined> | undefined)[]
): (text: string) => string {
  return createRedactor(secretValues(process.env, ...envs));
}
