/** Which quality checks an iteration runs: always those of its starting commit. */
import { readChecksAtCommit } from '../checks/trust.js';
import type { CheckDefinition } from '../checks/types.js';
import type { Git } from '../git/types.js';

export interface ChecksPlan {
  checks: CheckDefinition[];
  /** The file holding the block (CLAUDE.md / AGENTS.md), when there is one. */
  sourceFile?: string;
  /** Why the plan can't be used; the loop stops with 'no_checks'. */
  error?: string;
  warnings: string[];
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
    const where = source === 'detected' || source === 'none' ? 'the checks' : source;
    const details = result.errors.map((e) => `${where}:${e.line}: ${e.message}`).join('; ');
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
    return { checks: result.checks, sourceFile: source, warnings: [] };
  }
  const warning = 'no RALPH:CHECKS block in CLAUDE.md or AGENTS.md';
  if (source === 'detected' && result.checks.length > 0) {
    const names = result.checks.map((c) => `${c.name} (${c.command})`).join(', ');
    return { checks: result.checks, warnings: [`${warning}; using detected checks: ${names}`] };
  }
  return {
    checks: [],
    error: `${warning}, and no test or lint command could be detected. Add a RALPH:CHECKS block to CLAUDE.md, or pass --no-checks to run without a quality gate`,
    warnings: [],
  };
}
