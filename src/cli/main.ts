/** The `ralph` command line: dispatches `ralph <command> [args]` to the commands in the registry. */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import pkg from '../../package.json' with { type: 'json' };
import { suggest } from '../prd/levenshtein.js';
import { colors, createProcessIO } from './io.js';
import { commands } from './registry.js';
import type { LazyCommand } from './registry.js';
import { UsageError } from './types.js';
import type { CliCommand, CliIO, OptionValues } from './types.js';

export const VERSION: string = pkg.version;

/** A command as listed: loaded already, or loaded on first use. */
type Listed = CliCommand | LazyCommand;

function load(command: Listed): Promise<CliCommand> {
  return 'load' in command ? command.load() : Promise.resolve(command);
}

/** Every listed command, loaded one after the other (only the full help needs them all). */
async function loadAll(list: readonly Listed[]): Promise<CliCommand[]> {
  const out: CliCommand[] = [];
  for (const c of list) out.push(await load(c));
  return out;
}

type Options = NonNullable<ParseArgsConfig['options']>;

function optionLabel(name: string, option: Options[string]): string {
  const short = option.short ? `-${option.short}, ` : '    ';
  const value = option.type === 'string' ? ` <${name === 'file' ? 'path' : 'value'}>` : '';
  return `${short}--${name}${value}`;
}

export function commandHelp(command: CliCommand): string {
  const rows: [string, string][] = Object.entries(command.options).map(([name, option]) => [
    optionLabel(name, option),
    command.optionHelp[name] ?? '',
  ]);
  rows.push(['-h, --help', 'Show this help']);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${command.summary}`,
    '',
    `Usage: ${command.usage}`,
    '',
    'Options:',
    ...rows.map(([label, help]) => `  ${label.padEnd(width)}  ${help}`.trimEnd()),
    '',
    command.examples.length > 1 ? 'Examples:' : 'Example:',
    ...command.examples.map((e) => `  ${e}`),
    '',
  ].join('\n');
}

/** The command a word names: its name or one of its aliases. */
function findCommand<T extends { name: string; aliases?: readonly string[] }>(
  list: readonly T[],
  word: string,
): T | undefined {
  return list.find((c) => c.name === word || (c.aliases ?? []).includes(word));
}

const aliasNote = (c: CliCommand) =>
  c.aliases && c.aliases.length > 0 ? ` (also: ${c.aliases.join(', ')})` : '';

export function globalHelp(list: readonly CliCommand[]): string {
  const width = Math.max(...list.map((c) => c.name.length));
  return [
    `ralph ${VERSION}: run the Ralph loop on a task list (.ralph/prd.yaml)`,
    '',
    'Usage: ralph <command> [options]',
    '',
    'Commands:',
    ...list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}${aliasNote(c)}`),
    '',
    'Options:',
    '  -h, --help     Show this help',
    '  -v, --version  Print the version',
    '',
    "Run 'ralph <command> --help' for a command's options and examples.",
    '',
  ].join('\n');
}

function usageError(io: CliIO, message: string, command?: CliCommand): number {
  const c = colors(io.color);
  io.stderr(`${c.red('error:')} ${message}\n`);
  io.stderr(
    command
      ? `Usage: ${command.usage}\nRun 'ralph ${command.name} --help' for details.\n`
      : "Run 'ralph --help' for the list of commands.\n",
  );
  return 2;
}

/** `ralph improt` -> "unknown command 'improt' (did you mean 'import'?)". */
function unknownCommand(io: CliIO, word: string, list: readonly Listed[]): number {
  const names = list.flatMap((c) => [c.name, ...(c.aliases ?? [])]);
  const hint = suggest(word, names);
  return usageError(io, `unknown command '${word}'${hint ? ` (did you mean '${hint}'?)` : ''}`);
}

/** Aborts on SIGINT/SIGTERM; a second signal exits at once. Returns the cleanup. */
function abortOnSignals(controller: AbortController): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(signal === 'SIGINT' ? 130 : 143);
    controller.abort(new Error(`interrupted by ${signal}`));
  };
  const onInt = () => onSignal('SIGINT');
  const onTerm = () => onSignal('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return () => {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  };
}

export interface MainOptions {
  /** Defaults to an AbortSignal driven by SIGINT/SIGTERM. */
  signal?: AbortSignal;
  /** Defaults to the registry. */
  commands?: readonly Listed[];
}

/** Runs one `ralph` invocation and returns its exit code (0 ok, 1 failed, 2 usage error). */
export async function main(
  argv: string[],
  io: CliIO = createProcessIO(),
  opts: MainOptions = {},
): Promise<number> {
  const list = opts.commands ?? commands;
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.stderr(globalHelp(await loadAll(list)));
    return 2;
  }
  if (first === '--help' || first === '-h') {
    io.stdout(globalHelp(await loadAll(list)));
    return 0;
  }
  if (first === '--version' || first === '-v') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (first === 'help') {
    const target = rest[0] === undefined ? undefined : findCommand(list, rest[0]);
    if (rest[0] !== undefined && !target) return unknownCommand(io, rest[0], list);
    io.stdout(target ? commandHelp(await load(target)) : globalHelp(await loadAll(list)));
    return 0;
  }
  const listed = findCommand(list, first);
  if (!listed) {
    if (first.startsWith('-')) return usageError(io, `unknown option '${first}'`);
    return unknownCommand(io, first, list);
  }
  // (no await for a loaded command: its signal handlers are in place as soon as main returns)
  const command = 'load' in listed ? await listed.load() : listed;

  let positionals: string[];
  let values: OptionValues;
  try {
    const parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
    positionals = parsed.positionals;
    values = parsed.values as OptionValues;
  } catch (e) {
    return usageError(io, (e as Error).message, command);
  }
  if (values.help === true) {
    io.stdout(commandHelp(command));
    return 0;
  }
  if (positionals.length > command.maxPositionals) {
    const extra = positionals.slice(command.maxPositionals).join(' ');
    return usageError(
      io,
      `unexpected argument${positionals.length - command.maxPositionals > 1 ? 's' : ''}: ${extra}`,
      command,
    );
  }

  const controller = opts.signal ? undefined : new AbortController();
  const cleanup = controller ? abortOnSignals(controller) : () => undefined;
  try {
    return await command.run({
      positionals,
      values,
      io,
      signal: opts.signal ?? controller!.signal,
    });
  } catch (e) {
    if (e instanceof UsageError) return usageError(io, e.message, command);
    const c = colors(io.color);
    io.stderr(`${c.red('error:')} ${(e as Error).message ?? String(e)}\n`);
    if (io.env.RALPH_DEBUG) io.stderr(`${(e as Error).stack ?? ''}\n`);
    return 1;
  } finally {
    cleanup();
  }
}

/** True when this module is the program being run (dist/cli.js or the `ralph` bin link). */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  process.exitCode = await main(process.argv.slice(2));
}
