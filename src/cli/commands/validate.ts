/** `ralph validate [path] [--json]`: check a task list against SPEC-035 and the schema. */
import { capDiagnostics } from '../../prd/diagnostics.js';
import type { Diagnostic } from '../../prd/diagnostics.js';
import { exampleTaskDiagnostics } from '../../prd/example-task.js';
import { loadPrdFile } from '../../prd/load.js';
import type { LoadedPrd } from '../../prd/load.js';
import { colors } from '../io.js';
import type { CliCommand, CliIO } from '../types.js';

export const DEFAULT_PRD_PATH = '.ralph/prd.yaml';

/** Loads the task list named on the command line (relative to the command's cwd). */
export function loadForCli(
  io: CliIO,
  path: string | undefined,
  opts: { strict?: boolean } = {},
): Promise<LoadedPrd> {
  return loadPrdFile(path ?? DEFAULT_PRD_PATH, { cwd: io.cwd, strict: opts.strict });
}

export function formatDiagnosticLine(d: Diagnostic, io: CliIO): string {
  const c = colors(io.color);
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const rule =
    d.severity === 'error' ? c.red(d.rule) : `${c.yellow('warning')} ${c.yellow(d.rule)}`;
  return `${c.bold(where)}: ${rule} ${d.message}\n`;
}

/** Errors then warnings, one per line, to the given stream: the first 50, then a count. */
export function printDiagnostics(io: CliIO, loaded: LoadedPrd, stream: 'stdout' | 'stderr'): void {
  const { shown, summary } = capDiagnostics([...loaded.errors, ...loaded.warnings]);
  let out = '';
  for (const d of shown) out += formatDiagnosticLine(d, io);
  if (summary) out += `${summary}; run with --json for all of them\n`;
  if (out !== '') io[stream](out);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function toJson(d: Diagnostic) {
  return { rule: d.rule, message: d.message, file: d.file, line: d.line, column: d.column };
}

export const validateCommand: CliCommand = {
  name: 'validate',
  summary: 'Check a task list (.ralph/prd.yaml) against the format rules',
  usage: 'ralph validate [path] [--json] [--strict]',
  examples: ['ralph validate', 'ralph validate .ralph/prd.yaml --json', 'ralph validate --strict'],
  options: { json: { type: 'boolean' }, strict: { type: 'boolean' } },
  optionHelp: {
    json: 'Print {"valid", "errors", "warnings"} as JSON',
    strict: 'Unknown keys are errors (by default they are warnings, for files from newer versions)',
  },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const loaded = await loadForCli(io, positionals[0], { strict: values.strict === true });
    if (loaded.prd) {
      loaded.warnings.push(...exampleTaskDiagnostics(loaded.prd, loaded.text ?? '', loaded.path));
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
