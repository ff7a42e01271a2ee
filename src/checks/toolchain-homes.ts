/**
 * The toolchain homes a check or the agent needs besides a fresh HOME. A fresh HOME hides the
 * runner's rustup install ("no default is configured") and starts every Go, npm, uv, Maven or
 * Gradle run with a cold cache. What they get instead:
 * - read-only, from the runner, when they exist and the user who runs can read them: `~/.rustup`
 *   and `~/.cargo` as RUSTUP_HOME and CARGO_HOME (Cargo's target dir stays in the tree), Go's
 *   module download cache as the first GOPROXY (a `file://` proxy: Go checks what it serves
 *   against go.sum), the `~/.m2` repository as Maven's `maven.repo.local.tail` and the `~/.gradle`
 *   caches as GRADLE_RO_DEP_CACHE. Isolated, the sandbox opens these (and only these: not
 *   Cargo's credentials or configuration) to the agent's user, and they belong to the runner's
 *   user: nothing the agent or a check runs can change them.
 * - a persistent cache per OS user, in a directory the harness makes, for npm, whose cache checks
 *   every package it serves against the lockfile's integrity.
 * Writable caches that are trusted as they are read (Go's build cache with its cached test
 * results, pip's and uv's unpacked wheels, Maven's and Gradle's own writes) stay in the fresh
 * HOME: shared from one check to the next, a check could plant a passing result for the run that
 * verifies it.
 * A variable the runner sets itself wins over these defaults (GOPROXY keeps it, behind the cache).
 */
import { execFile } from 'node:child_process';
import { chmod, lstat, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { Sandbox } from '../isolation/types.js';

/** The runner's directories a check may use read-only. */
export interface RunnerToolchains {
  rustup?: string;
  cargo?: string;
  goModDownload?: string;
  m2Repository?: string;
  gradleCaches?: string;
}

/** What a user can use: the runner's read-only homes and its own persistent cache. */
export interface ToolchainHomes {
  runner: RunnerToolchains;
  /** This user's persistent cache directory, when one could be made. */
  cache?: string;
}

/** The runner's candidates, by the variable they become. */
/**
 * The runner's directories the sandbox opens to the agent's user, when they exist: Cargo's bin,
 * registry and git checkouts, never its credentials.toml or config.toml.
 */
export function toolchainOpenPaths(runnerHome: string, base: NodeJS.ProcessEnv = {}): string[] {
  if (!isAbsolute(runnerHome)) return [];
  const { rustup, cargo, goModDownload, m2Repository, gradleCaches } = runnerCandidates(
    runnerHome,
    base,
  );
  const cargoParts = ['bin', 'registry', 'git'].map((part) => join(cargo, part));
  return [rustup, ...cargoParts, goModDownload, m2Repository, gradleCaches].filter((path) =>
    existsSync(path),
  );
}

export function runnerCandidates(
  runnerHome: string,
  base: NodeJS.ProcessEnv = {},
): Required<RunnerToolchains> {
  const goPath = base.GOPATH?.split(':')[0] || join(runnerHome, 'go');
  const goModCache = base.GOMODCACHE || join(goPath, 'pkg', 'mod');
  return {
    rustup: join(runnerHome, '.rustup'),
    cargo: join(runnerHome, '.cargo'),
    goModDownload: join(goModCache, 'cache', 'download'),
    m2Repository: join(runnerHome, '.m2', 'repository'),
    gradleCaches: join(runnerHome, '.gradle', 'caches'),
  };
}

/** Go's own default, behind the runner's download cache when the runner sets none. */
const DEFAULT_GOPROXY = 'https://proxy.golang.org,direct';

/**
 * The environment these homes give, besides what the runner's environment `base` already sets:
 * its RUSTUP_HOME or cache directories are kept, and its GOPROXY goes behind the download cache.
 */
export function toolchainEnvironment(
  homes: ToolchainHomes,
  base: NodeJS.ProcessEnv = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  const { runner, cache } = homes;
  if (runner.rustup) env.RUSTUP_HOME = runner.rustup;
  if (runner.cargo) env.CARGO_HOME = runner.cargo;
  if (runner.goModDownload) {
    env.GOPROXY = `file://${runner.goModDownload},${base.GOPROXY || DEFAULT_GOPROXY}`;
  }
  if (runner.m2Repository) env.MAVEN_OPTS = `-Dmaven.repo.local.tail=${runner.m2Repository}`;
  if (runner.gradleCaches) env.GRADLE_RO_DEP_CACHE = runner.gradleCaches;
  if (cache) env.npm_config_cache = join(cache, 'npm');
  for (const name of Object.keys(env)) {
    if (name !== 'GOPROXY' && base[name]) Reflect.deleteProperty(env, name);
  }
  return env;
}

/** Where the per-user caches live: a directory of the harness's own, outside every temp dir. */
export function cacheRoot(env: NodeJS.ProcessEnv = process.env, uid = process.getuid?.()): string {
  if (uid === 0) return '/var/cache/ralph-toolchains';
  const base = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(base, 'ralph-toolchains');
}

/**
 * The root holds one directory per user, like /tmp: anyone may add one (so an isolated user
 * makes its own), nobody may list or remove another's. Refused when something else is there.
 */
async function prepareRoot(root: string): Promise<boolean> {
  try {
    await mkdir(root, { recursive: true, mode: 0o700 });
    const stat = await lstat(root);
    if (!stat.isDirectory() || stat.uid !== process.getuid?.()) return false;
    await chmod(root, 0o1733);
    return true;
  } catch {
    return false;
  }
}

/**
 * Run as the check's user: prints `READ <dir>` for each candidate it can enter, and
 * `CACHE <dir>` for its own cache directory, made here and owned by it (not a link planted by
 * someone else).
 */
const PROBE = [
  'root="$1"; shift',
  'for dir; do [ -x "$dir" ] && [ -d "$dir" ] && echo "READ $dir"; done',
  '[ -n "$root" ] || exit 0',
  'own="$root/$(id -u)"',
  'mkdir -p -m 700 "$own" 2>/dev/null',
  '[ ! -L "$own" ] && [ -d "$own" ] && [ -O "$own" ] && chmod 700 "$own" && echo "CACHE $own"',
  'exit 0',
].join('\n');

function runProbe(sandbox: Sandbox | undefined, args: string[]): Promise<string> {
  const command = ['-c', PROBE, 'sh', ...args];
  // A probe that cannot run or fails leaves the caller with its fresh HOME alone, as before.
  return new Promise((resolve) => {
    try {
      const wrapped =
        sandbox?.isolated === true ? sandbox.wrap('sh', command) : { command: 'sh', args: command };
      execFile(
        wrapped.command,
        wrapped.args,
        {
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
          timeout: 30_000,
          ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
        },
        (error, stdout) => resolve(error ? '' : stdout),
      );
    } catch {
      resolve('');
    }
  });
}

export function parseProbe(stdout: string, candidates: RunnerToolchains): ToolchainHomes {
  const readable = new Set<string>();
  let cache: string | undefined;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('READ ')) readable.add(line.slice(5));
    else if (line.startsWith('CACHE ')) cache = line.slice(6);
  }
  const runner: RunnerToolchains = {};
  for (const [key, dir] of Object.entries(candidates) as [keyof RunnerToolchains, string][]) {
    if (readable.has(dir)) runner[key] = dir;
  }
  return { runner, ...(cache ? { cache } : {}) };
}

export interface ToolchainHomesOptions {
  /** The runner's HOME (where ~/.rustup and the other homes are looked for). */
  runnerHome?: string;
  /** Where the per-user caches live (see cacheRoot). */
  root?: string;
}

/** Found once per user and process: the homes do not change while the harness runs. */
const found = new Map<string, Promise<ToolchainHomes>>();

/** The toolchain homes of whoever runs in `sandbox`: its user, or the harness's own. */
export function toolchainHomes(
  sandbox?: Sandbox,
  options: ToolchainHomesOptions = {},
): Promise<ToolchainHomes> {
  const runnerHome = options.runnerHome ?? process.env.HOME ?? homedir();
  const root = options.root ?? cacheRoot();
  const who = sandbox?.isolated === true ? (sandbox.identity()?.user ?? 'agent') : 'harness';
  const key = `${who}\0${runnerHome}\0${root}`;
  let homes = found.get(key);
  if (!homes) {
    homes = (async () => {
      const candidates = runnerCandidates(runnerHome, process.env);
      const rootReady = await prepareRoot(root);
      const stdout = await runProbe(sandbox, [rootReady ? root : '', ...Object.values(candidates)]);
      return parseProbe(stdout, candidates);
    })();
    found.set(key, homes);
  }
  return homes;
}
