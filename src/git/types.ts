/** One git wrapper for the whole project (the pattern of actions/checkout's git-command-manager). */
import type { Writable } from 'node:stream';

export interface ExecResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** Set when stdout reached the command's cap: git was stopped there, stdout is its start. */
  truncated?: boolean;
}

export interface FileChanges {
  created: string[];
  modified: string[];
  deleted: string[];
}

export type PushOutcome = 'pushed' | 'up_to_date' | 'rejected_non_fast_forward';

export interface GitOptions {
  /** Working tree. */
  cwd: string;
  /**
   * Value for an `http.extraheader` (e.g. "AUTHORIZATION: basic ...") given to network
   * commands only, through a private config file named on the command line: never in an
   * environment variable, never written to .git/config.
   */
  authHeader?: string;
  /** Extra environment for every git command. GIT_TERMINAL_PROMPT=0 is always set. */
  env?: Record<string, string>;
  /** Retries for network commands only (fetch/push/ls-remote). Default 3. */
  networkRetries?: number;
  /** Delay between network retries. Default 2000 ms; tests use less. */
  retryDelayMs?: number;
  /** Every git command is killed after this long. Default 15 minutes. */
  commandTimeoutMs?: number;
  /** Aborting it kills the git command that is running (later ones still run). */
  signal?: AbortSignal;
}

/** What the seal undid: sealed files put back, and hazards taken out of the tree. */
export interface SealedChanges {
  /** Sealed files (configuration, hooks, attributes) put back as they were. */
  restored: string[];
  /** Entries that were not there to restore: nested `.git`, FIFOs, sockets, device files. */
  removed: string[];
}

export interface Git {
  readonly cwd: string;
  /** Runs git; throws a descriptive error on non-zero exit unless allowFailure. */
  exec(
    args: string[],
    options?: { allowFailure?: boolean; env?: Record<string, string>; input?: string },
  ): Promise<ExecResult>;
  revParse(ref: string): Promise<string>;
  tryRevParse(ref: string): Promise<string | undefined>;
  /** Undefined on a detached HEAD. */
  currentBranch(): Promise<string | undefined>;
  /** Porcelain status lines; ignored files excluded. */
  status(): Promise<string[]>;
  isClean(): Promise<boolean>;
  localBranchExists(branch: string): Promise<boolean>;
  remoteBranchExists(remote: string, branch: string): Promise<boolean>;
  tryCheckout(branch: string): Promise<boolean>;
  /** `git checkout -B branch startPoint`. */
  checkoutNew(branch: string, startPoint: string): Promise<void>;
  add(paths: string[]): Promise<void>;
  addAll(): Promise<void>;
  /** Returns the new commit sha. */
  commit(message: string): Promise<string>;
  /**
   * Commits the index together with the working tree's contents of `paths` (files the index
   * tracks, named from the repository's root, taken literally), which the commit stages
   * itself. Returns the new commit sha.
   */
  commitWith(message: string, paths: readonly string[]): Promise<string>;
  resetHard(ref: string): Promise<void>;
  resetSoft(ref: string): Promise<void>;
  /**
   * Removes untracked files (not ignored ones), and whole any directory chain too deep for git
   * (past the walk's depth limit or near PATH_MAX).
   */
  clean(): Promise<void>;
  /**
   * The bytes of each blob as stored (no filter, encoding or end-of-line conversion), handed
   * to `each` in the order asked, one at a time; one `git cat-file --batch` for all of them.
   */
  readBlobs(
    oids: readonly string[],
    each: (oid: string, bytes: Buffer) => Promise<void>,
  ): Promise<void>;
  /** Contents of `path` at `ref`, or undefined if it does not exist there. */
  showFile(ref: string, path: string): Promise<string | undefined>;
  /**
   * Binary-safe patch from `from` to `to` (commits or trees: git reads no working file), cut at
   * DIFF_CAP_BYTES (git is stopped there, a last line says so).
   */
  patch(from: string, to: string): Promise<string>;
  /**
   * Binary-safe patch from `from` to `to` (commits or trees: git reads no working file), written
   * to `sink` as git produces it and cut at `capBytes` (git is stopped there). The sink is not
   * ended. True when it was cut.
   */
  writeDiff(from: string, to: string, sink: Writable, capBytes: number): Promise<boolean>;
  /** Files created/modified/deleted between `from` and the working tree (including untracked). */
  changedFiles(from: string, to?: string): Promise<FileChanges>;
  /** Files created/modified/deleted between `from` and the index. */
  stagedChanges(from: string): Promise<FileChanges>;
  /** Commit subjects `from..to`, oldest first. */
  logSubjects(range: string): Promise<string[]>;
  fetch(remote: string, refspecs: string[]): Promise<void>;
  tryFetch(remote: string, refspecs: string[]): Promise<boolean>;
  push(remote: string, branch: string): Promise<PushOutcome>;
  /** `git rebase <upstream>`; aborts and returns false on conflict. */
  tryRebase(upstream: string): Promise<boolean>;
  configIdentity(name: string, email: string): Promise<void>;
  /**
   * Snapshots the repository's configuration, hooks and attribute files, and pins the global
   * configuration: from now on every command first puts them back (see seal.ts).
   */
  seal(): Promise<void>;
  /**
   * The working tree was in other hands (the agent's, the checks'): before the next command,
   * nested `.git` entries that were not sealed, FIFOs, sockets and device files are removed
   * (tree-hazards.ts), and reported by `restoreSealed()`. Only once sealed.
   */
  distrustTree(): void;
  /** Puts the sealed files back now; returns what was restored and removed since the last call. */
  restoreSealed(): Promise<SealedChanges>;
  /** Restores one last time and ends the seal. */
  unseal(): Promise<void>;
  /**
   * From now on, aborting `signal` (the run's deadline) also kills the git command running then,
   * with its process group; the commands after it still run (the wrap-up). The signal's reason,
   * when it is text, says why in the command's error. Returns the end of it.
   */
  killOnAbort(signal: AbortSignal): () => void;
  /**
   * The housekeeping git would have done after each commit (`git maintenance run --auto`:
   * packing loose objects once there are many), done once and in the foreground, so that
   * nothing is left running. Returns false when it failed (nothing depends on it).
   */
  tryMaintain(): Promise<boolean>;
}
