/** `ralph sync`: copy the ralph skills to Claude Code's skills folder. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledSkillsDir, claudeSkillsDir } from '../../scaffold/skills-location.js';
import { BACKUP_DIR, formatSkillProblem, syncSkills } from '../../scaffold/skills.js';
import type { CliCommand } from '../types.js';

export const syncCommand: CliCommand = {
  name: 'sync',
  summary: 'Copy the ralph-prd, ralph-tasks and ralph-iteration skills to ~/.claude/skills',
  usage: 'ralph sync [--source DIR] [--dest DIR] [--force]',
  examples: [
    'ralph sync',
    'ralph sync --source ./skills --dest ./.claude/skills',
    'ralph sync --force',
  ],
  options: {
    source: { type: 'string' },
    dest: { type: 'string' },
    force: { type: 'boolean', short: 'f' },
  },
  optionHelp: {
    force: `Replace skills of the same name that ralph did not write (they are moved to ${BACKUP_DIR}/ first)`,
    source: 'Folder of skill folders (default: the skills shipped with ralph)',
    dest: 'Where to copy them (default: ~/.claude/skills, or $CLAUDE_CONFIG_DIR/skills)',
  },
  maxPositionals: 0,
  async run({ values, io }) {
    const source =
      typeof values.source === 'string'
        ? path.resolve(io.cwd, values.source)
        : bundledSkillsDir(path.dirname(fileURLToPath(import.meta.url)), io.cwd, process.argv[1]);
    const dest =
      typeof values.dest === 'string' ? path.resolve(io.cwd, values.dest) : claudeSkillsDir(io.env);

    let outcome;
    try {
      outcome = await syncSkills(source, dest, { force: values.force === true });
    } catch (error) {
      io.stderr(`error: could not copy the skills to ${dest}: ${(error as Error).message}\n`);
      return 1;
    }
    if (outcome.problems.length > 0) {
      for (const problem of outcome.problems)
        io.stderr(`error: ${formatSkillProblem(problem, io.cwd)}\n`);
      io.stderr(`No skills were copied: fix the problems above first.\n`);
      return 1;
    }
    if (outcome.conflicts.length > 0 && values.force !== true) {
      for (const conflict of outcome.conflicts)
        io.stderr(
          `error: ${conflict.path} is a skill ralph did not write (another tool's, or edited by hand)\n`,
        );
      io.stderr(
        `No skills were copied. Rename or remove ${outcome.conflicts.length === 1 ? 'it' : 'them'}, or run \`ralph sync --force\` to move ${outcome.conflicts.length === 1 ? 'it' : 'them'} to ${path.join(dest, BACKUP_DIR)} and copy ralph's.\n`,
      );
      return 1;
    }
    for (const result of outcome.results)
      io.stdout(
        `${result.status.padEnd(9)} ${result.name}${result.backup ? ` (the previous one was moved to ${result.backup})` : ''}\n`,
      );
    io.stdout(
      `Synced ${outcome.results.length} skill${outcome.results.length === 1 ? '' : 's'} to ${dest}\n`,
    );
    return 0;
  },
};
