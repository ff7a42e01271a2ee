/** `ralph prd`: write plans/SPEC.md with Claude, interactively or from a description. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runPrdSession, SPEC_PATH, type PrdSessionMode } from '../../planning/prd-session.js';
import { defaultPlanningWiring, type PlanningWiring } from '../../planning/wiring.js';
import { UsageError, type CliCommand } from '../types.js';

const NOT_MODIFIED =
  'Warning: PRD file was not modified. The session may have ended before completion.';

export function createPrdCommand(wiring: PlanningWiring = defaultPlanningWiring): CliCommand {
  return {
    name: 'prd',
    summary:
      'Write a product spec (plans/SPEC.md) with Claude, interactively or from a description',
    usage: 'ralph prd [--input TEXT | --file PATH]',
    examples: [
      'ralph prd',
      'ralph prd --input "A pomodoro timer CLI with coloured output"',
      'ralph prd --file ./feature-idea.txt',
    ],
    options: {
      input: { type: 'string', short: 'i' },
      file: { type: 'string', short: 'f' },
    },
    optionHelp: {
      input: 'Feature description; runs without questions (non-interactive)',
      file: 'File holding the feature description; runs non-interactively',
    },
    maxPositionals: 0,
    async run({ values, io, signal }) {
      const input = typeof values.input === 'string' ? values.input : undefined;
      const file = typeof values.file === 'string' ? values.file : undefined;
      if (input !== undefined && file !== undefined) {
        throw new UsageError('--input and --file are mutually exclusive; give one of them');
      }
      let mode: PrdSessionMode = { kind: 'interactive' };
      if (input !== undefined) {
        if (input.trim() === '') throw new UsageError('--input needs a feature description');
        mode = { kind: 'description', text: input };
      } else if (file !== undefined) {
        let text: string;
        try {
          text = await readFile(path.resolve(io.cwd, file), 'utf8');
        } catch {
          io.stderr(`error: cannot read the description file ${file}\n`);
          return 1;
        }
        if (text.trim() === '') {
          io.stderr(`error: the description file ${file} is empty\n`);
          return 1;
        }
        mode = { kind: 'description', text };
      }

      io.stderr(
        mode.kind === 'interactive'
          ? `Starting an interactive Claude session (ralph-prd skill); it writes ${SPEC_PATH}. Exit Claude when done.\n`
          : `Writing ${SPEC_PATH} with Claude (ralph-prd skill, non-interactive)...\n`,
      );
      let result;
      try {
        result = await runPrdSession(
          {
            claudePath: await wiring.resolveClaude(io.env, io.cwd),
            runner: wiring.createRunner(),
            spawnInteractive: wiring.spawnInteractive,
            env: io.env,
            signal,
          },
          { cwd: io.cwd, mode },
        );
      } catch (error) {
        io.stderr(`error: ${(error as Error).message}\n`);
        return 1;
      }
      if (result.agent && result.agent.outcome !== 'completed') {
        io.stderr(`Claude session ended early: ${result.agent.summary}\n`);
      }
      if (result.changed) {
        io.stdout(`PRD saved to ${SPEC_PATH}\nNext: \`ralph tasks ${SPEC_PATH}\`\n`);
      } else {
        io.stderr(`${io.color ? `\u001b[33m${NOT_MODIFIED}\u001b[0m` : NOT_MODIFIED}\n`);
      }
      // FR-FIX-03.5: exit 0 either way; the warning is the signal.
      return 0;
    },
  };
}

export const prdCommand = createPrdCommand();
