/** Contracts of the quality gate (the RALPH:CHECKS block of CLAUDE.md). */
import type { Sandbox } from '../isolation/types.js';

export interface CheckDefinition {
  name: string;
  command: string;
  /** Required checks fail the gate; optional ones only warn. Default true. */
  required: boolean;
  /** Default 10 minutes. */
  timeoutMs: number;
  /** `task`: one of the task's own `verify:` commands (prd.yaml), run after the block's checks. */
  origin?: 'task';
}

export interface ChecksBlockError {
  message: string;
  /** 1-based line in the markdown file. */
  line: number;
}

export interface ChecksParseResult {
  /** False when the file has no RALPH:CHECKS block at all. */
  found: boolean;
  checks: CheckDefinition[];
  errors: ChecksBlockError[];
  /** The block's `protect:` globs: more files the checks depend on. */
  protect?: string[];
  /** The raw YAML text between the markers (used to detect edits). */
  rawBlock?: string;
}

export interface CheckResult {
  name: string;
  command: string;
  required: boolean;
  passed: boolean;
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  /** Last 200 lines of combined stdout+stderr. */
  outputTail: string;
  /**
   * Set when the memory limit stopped the check's processes while it ran (their memory
   * together passed max-memory-mb): what it stopped, in words. The check then fails.
   */
  stoppedForMemory?: string;
}

export interface RunChecksOptions {
  cwd: string;
  /** Values set for the checks over their allowlisted environment; undefined removes. */
  env?: Record<string, string | undefined>;
  /** Variables the user passes besides the base set (the pass-env input). */
  passEnv?: readonly string[];
  signal?: AbortSignal;
  onStart?: (check: CheckDefinition) => void;
  onResult?: (result: CheckResult) => void;
  /** Where the checks run: as the agent's OS user when isolated. Default: as the harness. */
  sandbox?: Sandbox;
}
