/**
 * What every harness git command runs with, whatever the repository says.
 *
 * Command-line configuration (`-c`) beats every configuration file, so these hold even before
 * the seal (seal.ts) has put the repository's own files back:
 * - `core.hooksPath=/dev/null`: no hook runs, neither `.git/hooks/*` nor a hooks path the
 *   agent configured (the harness's commit, checkout, rebase and push would run them).
 * - `core.fsmonitor=false`: no fsmonitor program on status, add or diff.
 * - `protocol.ext.allow=never`: a remote URL cannot be a command (`ext::sh -c ...`).
 * - `maintenance.auto=false`: no `git maintenance run --auto` after each of the harness's
 *   commits (one more process every iteration, and a `gc` that may go on in the background).
 *   The loop runs it once, in the foreground, when it ends (`Git.tryMaintain`).
 * - `submodule.recurse=false`, `diff.ignoreSubmodules=all`, `status.submoduleSummary=false`:
 *   status, diff, checkout and reset do not look into submodules or nested repositories (each
 *   would run git there, with that repository's own configuration). `git add` still does, which
 *   is why nested `.git` entries the agent made are removed first (tree-hazards.ts).
 * The credential helpers are reset (`credential.helper=`) only when the harness brings its own
 * credential; otherwise the person's own helpers (from the pinned global configuration) are
 * what pushes with.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECRET_ENV_NAMES } from '../agent/redact.js';

export const HARDENING_CONFIG: readonly string[] = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'protocol.ext.allow=never',
  'maintenance.auto=false',
  'submodule.recurse=false',
  'diff.ignoreSubmodules=all',
  'status.submoduleSummary=false',
];

/** Environment variables that name secrets of the runner (never given to git or its children). */
const SECRET_PREFIXES = ['INPUT_'];
const SECRET_NAMES = new Set<string>([
  ...SECRET_ENV_NAMES,
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
]);

/** `env` without the runner's secrets: git, and any program git starts, never sees them. */
export function withoutSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (SECRET_NAMES.has(key) || SECRET_PREFIXES.some((p) => key.startsWith(p))) continue;
    out[key] = value;
  }
  return out;
}

function quoteConfigValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/**
 * Runs `fn` with the `-c` arguments that give one network command the auth header: the header
 * sits in a file only this process can read (0600 in a private 0700 directory), named through
 * `include.path`, and the file is gone when `fn` returns. No environment variable holds it, so
 * no hook, filter or other program reading environments can find it.
 */
export async function withCredentialConfig<T>(
  authHeader: string,
  fn: (configArgs: string[]) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'ralph-auth-'));
  try {
    await chmod(dir, 0o700);
    const file = join(dir, 'auth.config');
    await writeFile(file, `[http]\n\textraHeader = ${quoteConfigValue(authHeader)}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    return await fn(['-c', 'credential.helper=', '-c', `include.path=${file}`]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function hardeningArgs(): string[] {
  return HARDENING_CONFIG.flatMap((entry) => ['-c', entry]);
}
