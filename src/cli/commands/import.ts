/**
 * `ralph import <file|directory>` (alias `migrate`): convert another tool's task list into
 * .ralph/prd.yaml, saying what was kept and what was left out. `--dry-run` shows the result and
 * writes nothing.
 */
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import {
  ImportError,
  importSourceToYaml,
  MAX_PRD_BYTES,
  parsePrdText,
  TASK_STATUSES,
  writeFileAtomic,
} from '../../prd/index.js';
import type { ImportedYaml, ImportSource, SourceFile } from '../../prd/index.js';
import { colors } from '../io.js';
import type { CliIO } from '../types.js';
import { UsageError } from '../types.js';
import type { CliCommand } from '../types.js';
import { specsFor } from './import-specs.js';
import { DEFAULT_PRD_PATH } from './validate.js';

/** Files read from a directory: task files are markdown. */
const MAX_DIRECTORY_FILES = 2000;

class ReadError extends Error {}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function readText(path: string, shown: string): Promise<string> {
  let bytes: Buffer;
  try {
    const info = await stat(path);
    if (info.size > MAX_PRD_BYTES) throw new ReadError(`${shown} is too large to convert`);
    bytes = await readFile(path);
  } catch (e) {
    if (e instanceof ReadError) throw e;
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new ReadError(`${shown} not found`);
    throw new ReadError(`cannot read ${shown}: ${(e as Error).message}`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ReadError(`${shown} is not valid UTF-8 text`);
  }
}

/** The markdown files directly inside a directory (tilth and ralph-orchestrator keep them flat). */
async function readDirectory(path: string, shown: string): Promise<SourceFile[]> {
  const entries = await readdir(path, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile() && /\.md$/i.test(e.name))
    .map((e) => e.name)
    .sort();
  if (names.length > MAX_DIRECTORY_FILES) {
    throw new ReadError(`${shown} has more than ${MAX_DIRECTORY_FILES} markdown files`);
  }
  const files: SourceFile[] = [];
  for (const name of names) {
    const display = join(shown, name);
    files.push({ name: display, baseName: name, text: await readText(join(path, name), display) });
  }
  return files;
}

/** Subdirectories holding task files: `.tilth/` keeps one directory per feature. */
async function taskSubdirectories(path: string, shown: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const names = await readdir(join(path, entry.name)).catch(() => [] as string[]);
    if (names.some((n) => /^T-\d+.*\.md$/.test(n) || /\.code-task\.md$/i.test(n))) {
      found.push(join(shown, entry.name));
    }
  }
  return found.sort();
}

async function readSource(path: string, shown: string): Promise<ImportSource> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(path)).isDirectory();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new ReadError(`${shown} not found`);
    throw new ReadError(`cannot read ${shown}: ${(e as Error).message}`);
  }
  if (isDirectory)
    return { kind: 'directory', name: shown, files: await readDirectory(path, shown) };
  return {
    kind: 'file',
    file: { name: shown, baseName: basename(shown), text: await readText(path, shown) },
  };
}

function statusSummary(yaml: string): string {
  const prd = parsePrdText(yaml, 'prd.yaml').prd!;
  const counts = TASK_STATUSES.map(
    (s) => [s, prd.tasks.filter((t) => t.status === s).length] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  const total = `${prd.tasks.length} task${prd.tasks.length === 1 ? '' : 's'}`;
  return `${total} (${counts.join(', ')})`;
}

function printReport(io: CliIO, source: string, result: ImportedYaml, color: boolean): void {
  const c = colors(color);
  const { report } = result;
  io.stdout(`Read ${source} as ${report.format}: ${statusSummary(result.yaml)}\n`);
  const block = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    io.stdout(`${title}\n${lines.map((l) => `  - ${l}\n`).join('')}`);
  };
  block('Kept:', report.mapped);
  if (report.dropped.length === 0) io.stdout('Left out: nothing\n');
  block('Left out:', report.dropped);
  block(c.yellow('Check:'), report.warnings);
}

export const importCommand: CliCommand = {
  name: 'import',
  aliases: ['migrate'],
  summary: "Convert another tool's task list into .ralph/prd.yaml (--dry-run to preview)",
  usage: 'ralph import <file|directory> [--out path] [--force] [--title TEXT] [--dry-run]',
  examples: [
    'ralph import prd.json --dry-run',
    'ralph import .taskmaster/tasks/tasks.json',
    'ralph import specs/001-photo-albums/tasks.md',
    'ralph import .kiro/specs/user-auth/tasks.md',
    'ralph import IMPLEMENTATION_PLAN.md --title "Todo CLI"',
    'ralph import .tilth/export-json/ --force',
  ],
  options: {
    out: { type: 'string' },
    force: { type: 'boolean' },
    title: { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
  optionHelp: {
    out: `Where to write (default ${DEFAULT_PRD_PATH})`,
    force: 'Overwrite an existing file',
    title: 'Project title (else the one in the file, else one derived from the file name)',
    'dry-run': 'Print the report and the prd.yaml it would write; write nothing',
  },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const source = positionals[0];
    if (source === undefined) throw new UsageError('expected the file to convert');
    const out = typeof values.out === 'string' ? values.out : DEFAULT_PRD_PATH;
    const outPath = resolve(io.cwd, out);
    const sourcePath = resolve(io.cwd, source);
    const dryRun = values['dry-run'] === true;
    const c = colors(io.color);
    const fail = (message: string) => {
      io.stderr(`${c.red('error:')} ${message}\n`);
      return 1;
    };

    // Phase 1: refuse what the real run would refuse (a dry run refuses it too).
    if (outPath === sourcePath)
      return fail(`${out} is the file being converted; choose another --out`);
    if (values.force !== true && (await exists(outPath))) {
      return fail(`${out} already exists; pass --force to overwrite it`);
    }
    // Phase 2: read and convert (validated before anything is written).
    let result: ImportedYaml;
    try {
      const input = await readSource(sourcePath, source);
      input.specs = await specsFor(input, io.cwd);
      const title = typeof values.title === 'string' ? values.title : undefined;
      result = importSourceToYaml(input, { title });
    } catch (e) {
      if (e instanceof ImportError && (await stat(sourcePath)).isDirectory()) {
        const inside = await taskSubdirectories(sourcePath, source);
        if (inside.length > 0) return fail(`${e.message} (name one of: ${inside.join(', ')})`);
      }
      if (e instanceof ImportError || e instanceof ReadError) return fail(e.message);
      throw e;
    }
    // Phase 3: report, then write or show.
    printReport(io, source, result, io.color);
    if (dryRun) {
      io.stdout(`Dry run: nothing written. ${out} would be:\n\n${result.yaml}`);
      return 0;
    }
    await mkdir(dirname(outPath), { recursive: true });
    await writeFileAtomic(outPath, result.yaml);
    io.stdout(`${c.green('wrote')} ${out}\n`);
    if (/(^|\/)prd\.md$/.test(source)) {
      io.stdout(`${source} is no longer read; delete it once you have checked ${out}\n`);
    }
    return 0;
  },
};
