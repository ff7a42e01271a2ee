/** Which quality checks an iteration runs: always those of its starting commit. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseChecksBlock } from '../checks/parse.js';
import { CHECKS_FILES, readChecksAtCommit } from '../checks/trust.js';
import type { CheckDefinition } from '../checks/types.js';
import type { Git } from '../git/types.js';

export interface ChecksPlan {
  checks: CheckDefinition[];
  /** The file holding the block (CLAUDE.md / AGENTS.md), when there is one. */
  sourceFile?: string;
  /** The block's `protect:` globs. */
  protect?: string[];
  /** Why the plan can't be used; the loop stops with 'no_checks'. */
  error?: string;
  warnings: string[];
}

/** A file of the working tree with a RALPH:CHECKS block that the commit does not have. */
async function uncommittedBlock(git: Git): Promise<string | undefined> {
  for (const file of CHECKS_FILES) {
    const text = await readFile(join(git.cwd, file), 'utf8').catch(() => undefined);
    if (text !== undefined && parseChecksBlock(text, file).found) return file;
  }
  return undefined;
}

export async function planChecks(
  git: Git,
  startSha: string,
  checksDisabled: boolean,
): Promise<ChecksPlan> {
  if (checksDisabled)
    return {
      checks: [],
      warnings: ["quality checks are disabled (--no-checks): nothing verifies the agent's work"],
    };
  const { source, result } = await readChecksAtCommit(git, startSha);
  if (result.errors.length > 0) {
    // The parser's messages already start with `<file>:<line>:`.
    const details = result.errors.map((e) => e.message).join('; ');
    return { checks: [], error: `the RALPH:CHECKS block is invalid: ${details}`, warnings: [] };
  }
  if (source === 'CLAUDE.md' || source === 'AGENTS.md') {
    if (result.checks.length === 0) {
      return {
        checks: [],
        error: `the RALPH:CHECKS block of ${source} lists no checks`,
        warnings: [],
      };
    }
    const protect = result.protect ? { protect: result.protect } : {};
    return { checks: result.checks, sourceFile: source, ...protect, warnings: [] };
  }
  const pending = await uncommittedBlock(git);
  const warning = pending
    ? `the RALPH:CHECKS block of ${pending} is not committed yet (checks are read from the commit a run starts from; commit ${pending})`
    : 'no RALPH:CHECKS block in CLAUDE.md or AGENTS.md';
  if (source === 'detected' && result.checks.length > 0) {
    const names = result.checks.map((c) => `${c.name} (${c.command})`).join(', ');
    return { checks: result.checks, warnings: [`${warning}; using detected checks: ${names}`] };
  }
  return {
    checks: [],
    error: pending
      ? `${warning}, and no test or lint command could be detected`
      : `${warning}, and no test or lint command could be detected. Add a RALPH:CHECKS block to CLAUDE.md, or pass --no-checks to run without a quality gate`,
    warnings: [],
  };
}
