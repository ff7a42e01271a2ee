/** `ralph tasks <spec-file>`: turn a specification into .ralph/prd.yaml with Claude. */
import path from 'node:path';
import { checkTaskListText, generateTasks } from '../../planning/generate-tasks.js';
import { defaultPlanningWiring, type PlanningWiring } from '../../planning/wiring.js';
import { UsageError, type CliCommand } from '../types.js';

export function createTasksCommand(wiring: PlanningWiring = defaultPlanningWiring): CliCommand {
  return {
    name: 'tasks',
    summary: 'Convert a specification into .ralph/prd.yaml with Claude (validated before writing)',
    usage: 'ralph tasks <spec-file> [--out .ralph/prd.yaml] [--force]',
    examples: [
      'ralph tasks plans/SPEC.md',
      'ralph tasks docs/feature.md --out .ralph/prd.yaml --force',
    ],
    options: {
      out: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
    },
    optionHelp: {
      out: 'Where to write the task list (default .ralph/prd.yaml)',
      force: 'Overwrite an existing task list',
    },
    maxPositionals: 1,
    async run({ positionals, values, io, signal }) {
      const spec = positionals[0];
      if (!spec) throw new UsageError('missing <spec-file>, e.g. `ralph tasks plans/SPEC.md`');
      const out = typeof values.out === 'string' ? values.out : '.ralph/prd.yaml';
      const shown = (file: string) => path.relative(io.cwd, file) || file;

      io.stderr(`Converting ${spec} into a task list with Claude (ralph-tasks skill)...\n`);
      let result;
      try {
        result = await generateTasks(
          {
            runner: wiring.createRunner(),
            claudePath: await wiring.resolveClaude(io.env, io.cwd),
            validate: checkTaskListText,
            env: io.env,
            signal,
          },
          { cwd: io.cwd, specPath: spec, outPath: out, force: values.force === true },
        );
      } catch (error) {
        io.stderr(`error: ${(error as Error).message}\n`);
        return 1;
      }
      switch (result.kind) {
        case 'written':
          io.stdout(
            `Wrote ${result.taskCount} task${result.taskCount === 1 ? '' : 's'} to ${shown(result.path)}\n` +
              `Next: review it, then \`ralph validate\` and \`ralph once\` (or \`ralph loop\`).\n`,
          );
          return 0;
        case 'spec_missing':
          io.stderr(`error: spec file not found: ${shown(result.path)}\n`);
          return 1;
        case 'exists':
          io.stderr(`error: ${shown(result.path)} already exists; use --force to overwrite it.\n`);
          return 1;
        case 'agent_failed':
          io.stderr(`error: Claude did not finish: ${result.summary}\nNothing was written.\n`);
          return 1;
        case 'invalid':
          io.stderr(
            `error: Claude's task list is still invalid after one retry; nothing was written.\n` +
              result.errors.map((e) => `  ${e}\n`).join(''),
          );
          return 1;
      }
    },
  };
}

export const tasksCommand = createTasksCommand();
