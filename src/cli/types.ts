/** The contract every `ralph` command implements; src/cli/main.ts dispatches to them. */
import type { ParseArgsConfig } from 'node:util';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stdout is a terminal (spinners, live updates). */
  isTTY: boolean;
  /** True on a TTY without NO_COLOR. */
  color: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export type OptionValues = Record<string, string | boolean | string[] | undefined>;

export interface CommandContext {
  positionals: string[];
  values: OptionValues;
  io: CliIO;
  /** Aborted on SIGINT/SIGTERM. */
  signal: AbortSignal;
}

export interface CliCommand {
  name: string;
  /** Other names the command answers to. */
  aliases?: readonly string[];
  /** One line for `ralph --help`. */
  summary: string;
  /** e.g. "ralph validate [path] [--json]" */
  usage: string;
  /** At least one example invocation, shown by `--help`. */
  examples: string[];
  /** node:util parseArgs options (strict). `help` is added by the dispatcher. */
  options: NonNullable<ParseArgsConfig['options']>;
  /** Help text per option name. */
  optionHelp: Record<string, string>;
  /** Maximum number of positionals accepted (usage error above). */
  maxPositionals: number;
  /** Returns the exit code: 0 ok, 1 invalid input or failed work, 2 usage error. */
  run(ctx: CommandContext): Promise<number>;
}

/** Thrown for bad invocations; the dispatcher prints usage and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
