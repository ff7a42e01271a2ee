/**
 * `ralph phase-status`: print the newest status block (PRP_PHASE_STATUS, or frankbria's
 * RALPH_STATUS in either form) of a status log or an agent transcript. The file is streamed
 * line by line, so a transcript of any size is read in flat memory.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  PHASE_STATUS_LOG,
  readStatusBlock,
  serializePhaseStatus,
  serializeRalphStatus,
  StatusBlockScanner,
} from '../../agent/phase-status.js';
import type { FoundBlock } from '../../agent/phase-status.js';
import { assistantTextOf, LineSplitter, parseStreamLine } from '../../agent/stream.js';
import { UsageError, type CliCommand, type CliIO } from '../types.js';

/** An assistant or result event: the only lines of a transcript whose text is searched. */
const MAY_HOLD_TEXT = /"type"\s*:\s*"(?:assistant|result)"/;

/** The newest block of a file, and whether the file was an NDJSON transcript. */
async function newestBlock(
  file: string,
): Promise<{ block?: FoundBlock; transcript: boolean; blocks: number }> {
  let newest: FoundBlock | undefined;
  let blocks = 0;
  const scanner = new StatusBlockScanner((block) => {
    newest = block;
    blocks++;
  });
  const splitter = new LineSplitter();
  // An NDJSON transcript starts (after blank lines) with a JSON object.
  let transcript: boolean | undefined;
  const feedText = (text: string): void => {
    for (const line of text.split('\n')) scanner.push(line);
  };
  const feed = (lines: string[]): void => {
    for (const line of lines) {
      if (transcript === undefined) {
        if (line.trim() === '') {
          scanner.push(line);
          continue;
        }
        transcript = line.trimStart().startsWith('{');
      }
      if (!transcript) {
        scanner.push(line);
        continue;
      }
      // Assistant text and the final result text, in order; tool output is not searched, nor
      // parsed: a line without the type written in it cannot be one of those events.
      if (!MAY_HOLD_TEXT.test(line)) continue;
      const parsed = parseStreamLine(line);
      if (parsed.kind !== 'event') continue;
      if (parsed.event.type === 'assistant')
        for (const t of assistantTextOf(parsed.event)) feedText(t);
      if (parsed.event.type === 'result' && typeof parsed.event.result === 'string')
        feedText(parsed.event.result);
    }
  };
  // Chunks of 256 KB: the memory a 500 MB transcript needs stays flat and small (bench).
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    feed(splitter.push(chunk as Buffer));
  }
  feed(splitter.end());
  scanner.end();
  return { block: newest, transcript: transcript === true, blocks };
}

function cannotRead(io: CliIO, file: string, error: unknown): number {
  const code = (error as NodeJS.ErrnoException).code;
  io.stderr(
    code === 'ENOENT'
      ? `error: ${file} does not exist (no phase status has been recorded yet)\n`
      : `error: cannot read ${file}: ${(error as Error).message}\n`,
  );
  return 1;
}

export const phaseStatusCommand: CliCommand = {
  name: 'phase-status',
  summary:
    'Print the newest status block (PRP_PHASE_STATUS or RALPH_STATUS) of a log or transcript',
  usage: 'ralph phase-status [FILE | --file PATH] [--json]',
  examples: [
    'ralph phase-status',
    'ralph phase-status .ralph/attempts/task-003/1/transcript.ndjson',
    'ralph phase-status --json',
  ],
  options: {
    file: { type: 'string', short: 'f' },
    json: { type: 'boolean' },
  },
  optionHelp: {
    file: `Status log or NDJSON transcript to read (default ${PHASE_STATUS_LOG})`,
    json: 'Print the block as JSON instead of its text form',
  },
  maxPositionals: 1,
  async run({ values, positionals, io }) {
    const flag = typeof values.file === 'string' ? values.file : undefined;
    if (flag !== undefined && positionals[0] !== undefined && flag !== positionals[0])
      throw new UsageError(`give the file once: ${positionals[0]} or --file ${flag}`);
    const file = positionals[0] ?? flag ?? PHASE_STATUS_LOG;
    const real = path.resolve(io.cwd, file);
    let found;
    try {
      if ((await stat(real)).isDirectory()) {
        io.stderr(`error: ${file} is a directory, not a status log or transcript\n`);
        return 1;
      }
      found = await newestBlock(real);
    } catch (error) {
      return cannotRead(io, file, error);
    }
    const where = found.transcript ? `the transcript ${file}` : file;
    if (!found.block) {
      io.stderr(`error: no PRP_PHASE_STATUS or RALPH_STATUS block in ${where}\n`);
      return 1;
    }
    const read = readStatusBlock(found.block);
    if ('invalid' in read) {
      // Never fall back to an older block: it would show a state that is no longer true.
      io.stderr(
        `error: the newest status block in ${where} is invalid\n  ${read.invalid}\n` +
          (found.blocks > 1
            ? `  (older blocks are not shown: they no longer describe the current state)\n`
            : ''),
      );
      return 1;
    }
    if (values.json === true) {
      io.stdout(`${JSON.stringify(read.status, null, 2)}\n`);
    } else {
      io.stdout(
        `${read.kind === 'PRP_PHASE_STATUS' ? serializePhaseStatus(read.status) : serializeRalphStatus(read.status)}\n`,
      );
    }
    return 0;
  },
};
