/** `ralph validate [path] [--json]`: check a task list against SPEC-035 and the schema. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { exampleTaskDiagnostics } from '../../prd/example-task.js';
import { loadPrdFile } from '../../prd/index.js';
import type { Diagnostic, LoadedPrd } from '../../prd/index.js';
import { colors } from '../io.js';
import type { CliCommand, CliIO } from '../types.js';

export const DEFAULT_PRD_PATH = '.ralph/prd.yaml';

/** Loads the task list named on the command line (relative to the command's cwd). */
export function loadForCli(io: CliIO, path: string | undefined): Promise<LoadedPrd> {
  return loadPrdFile(path ?? DEFAULT_PRD_PATH, { cwd: io.cwd });
}

export function formatDiagnosticLine(d: Diagnostic, io: CliIO): string {
  const c = colors(io.color);
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const rule =
    d.severity === 'error' ? c.red(d.rule) : `${c.yellow('warning')} ${c.yellow(d.rule)}`;
  return `${c.bold(where)}: ${rule} ${d.message}\n`;
}

/** Errors then warnings, one per line, to the given stream. */
export function printDiagnostics(io: CliIO, loaded: LoadedPrd, stream: 'stdout' | 'stderr'): void {
  for (const d of [...loaded.errors, ...loaded.warnings]) io[stream](formatDiagnosticLine(d, io));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function toJson(d: Diagnostic) {
  return { rule: d.rule, message: d.message, file: d.file, line: d.line, column: d.column };
}

export const validateCommand: CliCommand = {
  name: 'validate',
  summary: 'Check a task list (.ralph/prd.yaml) against the format rules',
  usage: 'ralph validate [path] [--json]',
  examples: ['ralph validate', 'ralph validate .ralph/prd.yaml --json'],
  options: { json: { type: 'boolean' } },
  optionHelp: { json: 'Print {"valid", "errors", "warnings"} as JSON' },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const loaded = await loadForCli(io, positionals[0]);
    if (loaded.prd) {
      const text = await readFile(path.resolve(io.cwd, loaded.path), 'utf8').catch(() => '');
      loaded.warnings.push(...exampleTaskDiagnostics(loaded.prd, text, loaded.path));
    }
    const valid = loaded.errors.length === 0;
    if (values.json === true) {
      const result = {
        valid,
        errors: loaded.errors.map(toJson),
        warnings: loaded.warnings.map(toJson),
      };
      io.stdout(JSON.stringify(result, null, 2) + '\n');
      return valid ? 0 : 1;
    }
    printDiagnostics(io, loaded, 'stdout');
    const c = colors(io.color);
    const warnings =
      loaded.warnings.length > 0 ? ` (${plural(loaded.warnings.length, 'warning')})` : '';
    if (valid) {
      const tasks = plural(loaded.prd!.tasks.length, 'task');
      io.stdout(`${c.green('valid:')} ${loaded.path}: ${tasks}${warnings}\n`);
      return 0;
    }
    io.stdout(
      `${c.red('invalid:')} ${loaded.path}: ${plural(loaded.errors.length, 'error')}${warnings}\n`,
    );
    return 1;
  },
};
