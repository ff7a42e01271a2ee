/** `ralph migrate <file>`: convert prd.md, TASKS.json or a prd.json into .ralph/prd.yaml. */
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import {
  detectImportFormat,
  ImportError,
  importToPrdYaml,
  MAX_PRD_BYTES,
  writeFileAtomic,
} from '../../prd/index.js';
import { colors } from '../io.js';
import { UsageError } from '../types.js';
import type { CliCommand } from '../types.js';
import { DEFAULT_PRD_PATH } from './validate.js';

const FORMAT_NAMES = {
  'tasks-json': 'Ralph CLI TASKS.json / prd.json',
  'tilth-json': "tilth's prd.json",
  'prd-md': 'prd.md checklist',
} as const;

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export const migrateCommand: CliCommand = {
  name: 'migrate',
  summary: 'Convert prd.md, TASKS.json or a prd.json into .ralph/prd.yaml',
  usage: 'ralph migrate <file> [--out path] [--force] [--title TEXT]',
  examples: [
    'ralph migrate .ralph/prd.md',
    'ralph migrate TASKS.json --out .ralph/prd.yaml',
    'ralph migrate sessions/abc/prd.json --title "Todo CLI" --force',
  ],
  options: { out: { type: 'string' }, force: { type: 'boolean' }, title: { type: 'string' } },
  optionHelp: {
    out: `Where to write (default ${DEFAULT_PRD_PATH})`,
    force: 'Overwrite an existing file',
    title: 'Project title for lists that have none (tilth prd.json, prd.md without a heading)',
  },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const source = positionals[0];
    if (source === undefined) throw new UsageError('expected the file to convert');
    const out = typeof values.out === 'string' ? values.out : DEFAULT_PRD_PATH;
    const outPath = resolve(io.cwd, out);
    const sourcePath = resolve(io.cwd, source);
    const c = colors(io.color);
    const fail = (message: string) => {
      io.stderr(`${c.red('error:')} ${message}\n`);
      return 1;
    };

    if (outPath === sourcePath)
      return fail(`${out} is the file being converted; choose another --out`);
    if (values.force !== true && (await exists(outPath))) {
      return fail(`${out} already exists; pass --force to overwrite it`);
    }
    let text: string;
    try {
      const info = await stat(sourcePath);
      if (info.size > MAX_PRD_BYTES) return fail(`${source} is too large to convert`);
      text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(sourcePath));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return fail(`${source} not found`);
      if (e instanceof TypeError) return fail(`${source} is not valid UTF-8 text`);
      return fail(`cannot read ${source}: ${(e as Error).message}`);
    }
    let result: { yaml: string; taskCount: number };
    try {
      const title = typeof values.title === 'string' ? values.title : undefined;
      result = importToPrdYaml(text, source, { title });
    } catch (e) {
      if (e instanceof ImportError) return fail(e.message);
      throw e;
    }
    await mkdir(dirname(outPath), { recursive: true });
    await writeFileAtomic(outPath, result.yaml);
    const format = FORMAT_NAMES[detectImportFormat(text, source)!];
    const tasks = `${result.taskCount} task${result.taskCount === 1 ? '' : 's'}`;
    io.stdout(`${c.green('wrote')} ${out}: ${tasks} from ${source} (${format})\n`);
    if (/(^|\/)prd\.md$/.test(source)) {
      io.stdout(`${source} is no longer read; delete it once you have checked ${out}\n`);
    }
    return 0;
  },
};
