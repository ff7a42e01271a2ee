/** `ralph phase-status`: print the latest PRP_PHASE_STATUS block of a log or a transcript. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  extractLastPhaseStatus,
  PHASE_STATUS_LOG,
  serializePhaseStatus,
} from '../../agent/phase-status.js';
import { textOfTranscript } from '../../agent/stream.js';
import type { CliCommand } from '../types.js';

/** An NDJSON transcript starts (after blank lines) with a JSON object. */
function isTranscript(text: string): boolean {
  return text.trimStart().startsWith('{');
}

export const phaseStatusCommand: CliCommand = {
  name: 'phase-status',
  summary: 'Print the latest PRP_PHASE_STATUS block from the status log or an agent transcript',
  usage: 'ralph phase-status [--file PATH] [--json]',
  examples: [
    'ralph phase-status',
    'ralph phase-status --file .ralph/attempts/task-003/1/transcript.ndjson',
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
  maxPositionals: 0,
  async run({ values, io }) {
    const file = typeof values.file === 'string' ? values.file : PHASE_STATUS_LOG;
    let text: string;
    try {
      text = await readFile(path.resolve(io.cwd, file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      io.stderr(
        code === 'ENOENT'
          ? `error: ${file} does not exist (no phase status has been recorded yet)\n`
          : `error: cannot read ${file}: ${(error as Error).message}\n`,
      );
      return 1;
    }
    const transcript = isTranscript(text);
    const { status, invalid } = extractLastPhaseStatus(transcript ? textOfTranscript(text) : text);
    if (!status) {
      const where = transcript ? `the transcript ${file}` : file;
      let message = `error: no valid PRP_PHASE_STATUS block in ${where}\n`;
      for (const reason of invalid) message += `  ${reason}\n`;
      io.stderr(message);
      return 1;
    }
    io.stdout(
      values.json === true
        ? `${JSON.stringify(status, null, 2)}\n`
        : `${serializePhaseStatus(status)}\n`,
    );
    return 0;
  },
};
