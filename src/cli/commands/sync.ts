/** `ralph sync`: copy the ralph skills to Claude Code's skills folder. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledSkillsDir, claudeSkillsDir } from '../../scaffold/skills-location.js';
import { formatSkillProblem, syncSkills } from '../../scaffold/skills.js';
import type { CliCommand } from '../types.js';

export const syncCommand: CliCommand = {
  name: 'sync',
  summary: 'Copy the ralph-prd, ralph-tasks and ralph-iteration skills to ~/.claude/skills',
  usage: 'ralph sync [--source DIR] [--dest DIR]',
  examples: ['ralph sync', 'ralph sync --source ./skills --dest ./.claude/skills'],
  options: {
    source: { type: 'string' },
    dest: { type: 'string' },
  },
  optionHelp: {
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
      outcome = await syncSkills(source, dest);
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
    for (const result of outcome.results) io.stdout(`${result.status.padEnd(9)} ${result.name}\n`);
    io.stdout(
      `Synced ${outcome.results.length} skill${outcome.results.length === 1 ? '' : 's'} to ${dest}\n`,
    );
    return 0;
  },
};
