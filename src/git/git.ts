/**
 * The one git wrapper (the pattern of actions/checkout's git-command-manager): every git
 * command of the project goes through `run`, which spawns git without a shell, never
 * prompts, retries only network commands and passes credentials per command.
 *
 * Git that the agent cannot program: every command runs with the hardening config of
 * hardening.ts (no hooks, no fsmonitor), in an environment without the runner's secrets, and,
 * once `seal()` was called, only after the repository's configuration, hooks and attribute
 * files were put back as they were when sealed (seal.ts), with the global configuration
 * pinned to its sealed copy. The auth header reaches network commands only, through a private
 * file (never an environment variable a hook or filter could read).
 */
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { privateIndexCopy } from './index-copy.js';
import { hardeningArgs, withCredentialConfig, withoutSecrets } from './hardening.js';
import { streamBlobs } from './blob-stream.js';
import { runGit } from './run-git.js';
import { sealRepository, type GitSeal } from './seal.js';
import { removeDeepChains } from './deep-remove.js';
import { removeTreeHazards } from './tree-hazards.js';
import { oversizedIn } from './tree-walk.js';
import type { ExecResult, FileChanges, Git, GitOptions, PushOutcome } from './types.js';

const NETWORK_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);
/** Subcommands by which the harness itself may change the configuration (re-sealed after). */
const CONFIG_WRITERS = new Set(['config', 'branch', 'checkout', 'switch', 'remote']);
const DEFAULT_NETWORK_RETRIES = 3;
const DEFAULT_RETRY_DELAY_MS = 2000;
const DEFAULT_COMMAND_TIMEOUT_MS = 15 * 60_000;
const STDERR_TAIL_LINES = 12;

/** A git command that exited non-zero. The message names the command and git's own words. */
/** What `git add` says when a path it is given is ignored. */
const IGNORED_PATHS = /paths are ignored by one of your \.gitignore files/;

/**
 * The stop for files the run must commit that a rule ignores, from `git check-ignore --verbose`
 * (`source:line:pattern<TAB>path`): each path with its rule, and the negation that brings it back.
 */
export function ignoredPathsMessage(checkIgnoreVerbose: string): string {
  const hits = checkIgnoreVerbose
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [rule, path] = line.split('\t') as [string, string];
      const [source, lineNumber, ...pattern] = rule.split(':');
      return { path, where: `${source}:${lineNumber}`, pattern: pattern.join(':') };
    });
  if (hits.length === 0) {
    return "Cannot commit the run's files: git ignores them (a .gitignore rule); `git check-ignore -v <path>` names the rule";
  }
  const named = hits.map((h) => `${h.path} (${h.where}: "${h.pattern}")`).join(', ');
  const negations = [
    ...new Set(hits.map((h) => `!/${h.path.includes('/') ? `${h.path.split('/')[0]}/` : h.path}`)),
  ];
  return (
    `Cannot commit ${named}: a .gitignore rule ignores ${hits.length === 1 ? 'it' : 'them'}. ` +
    `Add ${negations.map((n) => `"${n}"`).join(' and ')} to .gitignore after that rule ` +
    '(`ralph init` adds these), commit it, then run again'
  );
}

export class GitError extends Error {
  override name = 'GitError';
  constructor(
    message: string,
    readonly args: string[],
    readonly exitCode: number,
    readonly stderr: string,
  ) {
    super(message);
  }
}

interface RunOptions {
  env?: Record<string, string>;
  input?: string;
  /** Whether a failed network command should be tried again. Default: any non-zero exit. */
  shouldRetry?: (result: ExecResult) => boolean;
  /** Stdout is cut here (see runGit). */
  maxStdoutBytes?: number;
  /** Stdout goes to this stream (see runGit). */
  stdoutTo?: Writable;
}

/** A failed attempt's diff is kept up to this size (a 450 MB file would make a string too long). */
export const DIFF_CAP_BYTES = 10 * 1024 * 1024;

/** The git subcommand of an argument list (skipping `-c key=value`, `-C dir` and other options). */
function subcommandOf(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-c' || arg === '-C') {
      i++;
      continue;
    }
    if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

function describeCommand(args: string[]): string {
  const shown = args.map((a) => (a.length > 80 ? `${a.slice(0, 77)}...` : a)).join(' ');
  return `git ${shown.length > 240 ? `${shown.slice(0, 237)}...` : shown}`;
}

function tailLines(text: string, count: number): string {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trimEnd())
    .filter((l) => l.length > 0);
  return lines.slice(-count).join('\n');
}

export function isNonFastForwardRejection(result: ExecResult): boolean {
  const text = `${result.stdout}\n${result.stderr}`;
  return /\[rejected\]|non-fast-forward|fetch first/.test(text);
}

function isUpToDate(result: ExecResult): boolean {
  const porcelainLines = result.stdout.split('\n').filter((l) => /^[ +\-*!=]\t/.test(l));
  if (porcelainLines.length > 0) return porcelainLines.every((l) => l.startsWith('='));
  return /Everything up-to-date/.test(result.stderr);
}

function parseNameStatus(output: string): FileChanges {
  const changes: FileChanges = { created: [], modified: [], deleted: [] };
  const fields = output.split('\0').filter((f) => f.length > 0);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const status = fields[i]!;
    const path = fields[i + 1]!;
    if (status.startsWith('A')) changes.created.push(path);
    else if (status.startsWith('D')) changes.deleted.push(path);
    else changes.modified.push(path);
  }
  for (const list of [changes.created, changes.modified, changes.deleted]) list.sort();
  return changes;
}

/** Pathspecs for the whole tree but `exclude` (exact paths from the top). */
function pathspecsBut(exclude: readonly string[]): string[] {
  return ['.', ...exclude.map((path) => `:(top,literal,exclude)${path}`)];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createGit(options: GitOptions): Git {
  const cwd = options.cwd;
  const retries = Math.max(0, options.networkRetries ?? DEFAULT_NETWORK_RETRIES);
  const retryDelayMs = Math.max(0, options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS);

  /** Hides the credential if git ever echoes it (e.g. with tracing enabled). */
  function redact(text: string): string {
    const header = options.authHeader;
    if (!header) return text;
    let out = text.split(header).join('***');
    const secret = header.replace(/^[^:]*:\s*(basic|bearer|token)?\s*/i, '');
    if (secret.length >= 6) out = out.split(secret).join('***');
    return out;
  }

  function environment(extra: Record<string, string> | undefined): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      ...withoutSecrets({ ...process.env, ...options.env }),
      ...extra,
      // Stable, untranslated messages: push rejections and missing paths are read from them.
      LC_ALL: 'C',
      LANGUAGE: 'C',
      GIT_TERMINAL_PROMPT: '0',
    };
    if (seal) env.GIT_CONFIG_GLOBAL = seal.globalConfig;
    return env;
  }

  /** Signals that kill the command running when they abort (see `killOnAbort`). */
  const deadlines = new Set<AbortSignal>();

  let seal: GitSeal | undefined;
  /** What the seal put back since the last `restoreSealed()`. */
  const noticed = new Set<string>();
  /** What the look for hazards removed since the last `restoreSealed()`. */
  const removed = new Set<string>();
  /** Whether the tree was in other hands since the last look for hazards (tree-hazards.ts). */
  let distrusted = false;

  async function restoreSeal(): Promise<void> {
    // The seal of this call: an unseal while the hazards are looked for leaves it whole.
    const current = seal;
    if (!current) return;
    if (distrusted) {
      distrusted = false;
      for (const path of await removeTreeHazards(cwd, current.nested)) removed.add(path);
    }
    for (const path of await current.restore()) noticed.add(path);
  }

  async function run(args: string[], runOptions: RunOptions = {}): Promise<ExecResult> {
    const subcommand = subcommandOf(args) ?? '';
    const network = NETWORK_COMMANDS.has(subcommand);
    await restoreSeal();
    const env = environment(runOptions.env);
    const attempts = network ? retries + 1 : 1;
    const shouldRetry = runOptions.shouldRetry ?? ((r: ExecResult) => r.exitCode !== 0);
    const once = async (credentialArgs: string[]): Promise<ExecResult> => {
      const full = [...hardeningArgs(), ...credentialArgs, ...args];
      let result: ExecResult = { exitCode: 1, stdout: '', stderr: '' };
      for (let attempt = 1; attempt <= attempts; attempt++) {
        result = await runGit(full, {
          cwd,
          env,
          input: runOptions.input,
          ...(runOptions.maxStdoutBytes !== undefined
            ? { maxStdoutBytes: runOptions.maxStdoutBytes }
            : {}),
          ...(runOptions.stdoutTo ? { stdoutTo: runOptions.stdoutTo } : {}),
          timeoutMs: options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
          signals: [options.signal, ...deadlines],
        });
        if (result.exitCode === 0 || !shouldRetry(result) || attempt === attempts) break;
        await sleep(retryDelayMs);
      }
      return result;
    };
    const result =
      network && options.authHeader
        ? await withCredentialConfig(options.authHeader, once)
        : await once([]);
    if (seal && result.exitCode === 0 && CONFIG_WRITERS.has(subcommand)) await seal.refresh();
    return result;
  }

  function failure(args: string[], result: ExecResult): GitError {
    const detail =
      tailLines(result.stderr, STDERR_TAIL_LINES) || tailLines(result.stdout, STDERR_TAIL_LINES);
    const message = redact(
      `${describeCommand(args)} failed (exit ${result.exitCode})${detail ? `: ${detail}` : ''}`,
    );
    return new GitError(message, args, result.exitCode, redact(result.stderr));
  }

  async function mustRun(args: string[], runOptions: RunOptions = {}): Promise<ExecResult> {
    const result = await run(args, runOptions);
    if (result.exitCode !== 0) throw failure(args, result);
    return result;
  }

  /** Where the index lives: fixed for the repository (the sealed git directory), asked once. */
  let indexPathOnce: string | undefined;

  /**
   * A throw-away copy of the index to which the whole working tree (untracked files included,
   * ignored ones and `exclude` not) has been added, as the env that points git at it, and its
   * removal. The real index is never touched.
   */
  async function workingTreeIndex(exclude: readonly string[] = []) {
    const indexPath = (indexPathOnce ??= resolve(
      cwd,
      (await mustRun(['rev-parse', '--git-path', 'index'])).stdout.trim(),
    ));
    const { env, remove } = await privateIndexCopy(indexPath, 'ralph-index-');
    try {
      if (exclude.length > 0) {
        // Out of the copy altogether: git would otherwise read each of them again when it
        // writes the copy, whenever they were written in the same second as the real index
        // ("racily clean"), and the harness's own files are rewritten every iteration.
        await mustRun(['update-index', '--force-remove', '--', ...exclude], { env });
      }
      // Files over the read limit are passed by: git never reads them (see tree-walk.ts).
      const oversized = (await oversizedIn(cwd)).map((f) => f.path);
      await mustRun(['add', '-A', '--', ...pathspecsBut([...exclude, ...oversized])], { env });
    } catch (error) {
      await remove();
      throw error;
    }
    return { env, remove };
  }

  /** Runs `fn` with a throw-away index of the whole working tree (see workingTreeIndex). */
  async function withWorkingTreeIndex<T>(fn: (env: Record<string, string>) => Promise<T>) {
    const index = await workingTreeIndex();
    try {
      return await fn(index.env);
    } finally {
      await index.remove();
    }
  }

  const git: Git = {
    cwd,

    async exec(args, execOptions = {}) {
      const result = await run(args, { env: execOptions.env, input: execOptions.input });
      if (result.exitCode !== 0 && !execOptions.allowFailure) throw failure(args, result);
      return result;
    },

    async revParse(ref) {
      return (await mustRun(['rev-parse', '--verify', `${ref}^{commit}`])).stdout.trim();
    },

    async tryRevParse(ref) {
      const result = await run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
      return result.exitCode === 0 ? result.stdout.trim() : undefined;
    },

    async currentBranch() {
      const result = await run(['symbolic-ref', '--quiet', '--short', 'HEAD']);
      if (result.exitCode === 0) return result.stdout.trim();
      if (result.exitCode === 1) return undefined;
      throw failure(['symbolic-ref', '--quiet', '--short', 'HEAD'], result);
    },

    async status() {
      const result = await mustRun(['status', '--porcelain=v1', '--untracked-files=all']);
      return result.stdout.split('\n').filter((l) => l.length > 0);
    },

    async isClean() {
      return (await git.status()).length === 0;
    },

    async localBranchExists(branch) {
      const result = await run(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      return result.exitCode === 0;
    },

    async remoteBranchExists(remote, branch) {
      const args = ['ls-remote', '--exit-code', '--heads', remote, `refs/heads/${branch}`];
      // Exit 2 is git's "no matching ref": an answer, not a network failure.
      const result = await run(args, { shouldRetry: (r) => r.exitCode !== 2 });
      if (result.exitCode === 0) return true;
      if (result.exitCode === 2) return false;
      throw failure(args, result);
    },

    async tryCheckout(branch) {
      return (await run(['checkout', branch])).exitCode === 0;
    },

    async checkoutNew(branch, startPoint) {
      await mustRun(['checkout', '-B', branch, startPoint]);
    },

    async add(paths) {
      if (paths.length === 0) return;
      const args = ['add', '--', ...paths];
      const result = await run(args);
      if (result.exitCode === 0) return;
      if (!IGNORED_PATHS.test(result.stderr)) throw failure(args, result);
      // A project rule hides a file the run must commit: say which rule, and what undoes it.
      const rules = await run(['check-ignore', '--verbose', '--no-index', '--', ...paths]);
      throw new GitError(
        ignoredPathsMessage(rules.stdout),
        args,
        result.exitCode,
        redact(result.stderr),
      );
    },

    async addAll() {
      await mustRun(['add', '-A']);
    },

    async commit(message) {
      // Quiet: the summary git prints after a commit is a diffstat of everything committed,
      // which reads and diffs every changed file's old and new contents (the growing progress
      // log among them); nothing reads it.
      await mustRun(['commit', '--quiet', '-F', '-'], { input: message });
      return git.revParse('HEAD');
    },

    async commitWith(message, paths) {
      // Staged by the commit itself (`--include`): each file is read once. Staged by an add
      // first, a file written in the same second as the index would be read again by the
      // commit's own refresh (git cannot tell such a "racily clean" file unchanged by its time).
      const pathspecs = paths.map((p) => `:(top,literal)${p}`);
      await mustRun(['commit', '--include', '--quiet', '-F', '-', '--', ...pathspecs], {
        input: message,
      });
      return git.revParse('HEAD');
    },

    async resetHard(ref) {
      await mustRun(['reset', '--hard', ref]);
    },

    async resetSoft(ref) {
      await mustRun(['reset', '--soft', ref]);
    },

    async clean() {
      // Chains too deep for git first: `git clean` fails on them (see deep-remove.ts).
      await removeDeepChains(cwd);
      await mustRun(['clean', '-fd']);
    },

    async readBlobs(oids, each) {
      await restoreSeal();
      await streamBlobs(oids, each, {
        cwd,
        env: environment(undefined),
        globalArgs: hardeningArgs(),
        timeoutMs: options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
        signals: [options.signal, ...deadlines],
      });
    },

    async showFile(ref, path) {
      const args = ['show', '--no-textconv', `${ref}:${path}`];
      const result = await run(args);
      if (result.exitCode === 0) return result.stdout;
      if (/does not exist in|exists on disk, but not in/.test(result.stderr)) return undefined;
      throw failure(args, result);
    },

    async patch(from, to) {
      const args = ['diff', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', from, to];
      const diff = await mustRun([...args, '--'], { maxStdoutBytes: DIFF_CAP_BYTES });
      if (!diff.truncated) return diff.stdout;
      return `${diff.stdout}\n# The diff is cut here: it is over ${DIFF_CAP_BYTES / (1024 * 1024)} MB.\n`;
    },

    async writeDiff(from, to, sink, capBytes) {
      const args = ['diff', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', from, to];
      const result = await mustRun([...args, '--'], { stdoutTo: sink, maxStdoutBytes: capBytes });
      return result.truncated === true;
    },

    async changedFiles(from, to) {
      const base = ['diff', '--name-status', '--no-renames', '--no-ext-diff', '-z'];
      if (to !== undefined) {
        return parseNameStatus((await mustRun([...base, from, to, '--'])).stdout);
      }
      return withWorkingTreeIndex(async (env) => {
        return parseNameStatus((await mustRun([...base, '--cached', from, '--'], { env })).stdout);
      });
    },

    async stagedChanges(from) {
      const args = ['diff', '--name-status', '--no-renames', '--no-ext-diff', '-z', '--cached'];
      return parseNameStatus((await mustRun([...args, from, '--'])).stdout);
    },

    async logSubjects(range) {
      const result = await mustRun(['log', '--reverse', '--format=%s', range, '--']);
      return result.stdout.split('\n').filter((l) => l.length > 0);
    },

    async fetch(remote, refspecs) {
      await mustRun(['fetch', '--no-tags', '--no-recurse-submodules', remote, ...refspecs]);
    },

    async tryFetch(remote, refspecs) {
      const args = ['fetch', '--no-tags', '--no-recurse-submodules', remote, ...refspecs];
      return (await run(args)).exitCode === 0;
    },

    async push(remote, branch): Promise<PushOutcome> {
      // Only HEAD, only to the named branch, and only while HEAD is that branch: whatever
      // else the repository's refs or push configuration say is never pushed.
      const head = await git.currentBranch();
      if (head !== branch) {
        throw new GitError(
          `refusing to push ${branch}: HEAD is ${head === undefined ? 'detached' : `on ${head}`}, not on ${branch}`,
          ['push', remote, branch],
          1,
          '',
        );
      }
      const args = ['push', '--porcelain', '--no-follow-tags', remote, `HEAD:refs/heads/${branch}`];
      const result = await run(args, {
        shouldRetry: (r) => !isNonFastForwardRejection(r),
      });
      if (result.exitCode === 0) return isUpToDate(result) ? 'up_to_date' : 'pushed';
      if (isNonFastForwardRejection(result)) return 'rejected_non_fast_forward';
      throw failure(['push', remote, branch], result);
    },

    async tryRebase(upstream) {
      const result = await run(['rebase', upstream], { env: { GIT_EDITOR: 'true' } });
      if (result.exitCode === 0) return true;
      // Leaves the branch and tree as they were before the rebase started.
      await run(['rebase', '--abort']);
      return false;
    },

    async seal() {
      if (seal) return;
      const dirs = await mustRun(['rev-parse', '--absolute-git-dir', '--git-common-dir']);
      const [gitDir, common] = dirs.stdout.trim().split('\n');
      seal = await sealRepository({
        cwd,
        gitDir: gitDir!,
        commonDir: resolve(cwd, common!),
        env: { ...process.env, ...options.env },
      });
      // Whatever ran before the seal (a planner, an earlier step of the job) may have left some.
      distrusted = true;
    },

    distrustTree() {
      if (seal) distrusted = true;
    },

    async restoreSealed() {
      await restoreSeal();
      const changed = { restored: [...noticed].sort(), removed: [...removed].sort() };
      noticed.clear();
      removed.clear();
      return changed;
    },

    async unseal() {
      const current = seal;
      seal = undefined;
      if (current) for (const path of await current.release()) noticed.add(path);
    },

    killOnAbort(signal) {
      deadlines.add(signal);
      return () => void deadlines.delete(signal);
    },

    async tryMaintain() {
      const foreground = ['-c', 'maintenance.autoDetach=false', '-c', 'gc.autoDetach=false'];
      const result = await run([...foreground, 'maintenance', 'run', '--auto', '--quiet']);
      return result.exitCode === 0;
    },

    async configIdentity(name, email) {
      await mustRun(['config', 'user.name', name]);
      await mustRun(['config', 'user.email', email]);
    },
  };
  return git;
}
