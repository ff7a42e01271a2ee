/**
 * Project-wide check commands in a task list (`verifyCommands`, `verificationCommands`,
 * `qualityChecks` at the top of a prd.json/TASKS.json) belong in the RALPH:CHECKS block of
 * CLAUDE.md, not in prd.yaml: the report prints them as a block ready to paste.
 */
import type { Json } from './shared.js';
import { isRecord } from './shared.js';

export const PROJECT_CHECK_KEYS = [
  'verifyCommands',
  'verificationCommands',
  'qualityChecks',
  'testCommands',
] as const;

/** `npm run lint` -> lint, `npm test` -> test, `make check` -> check. */
function nameOf(command: string, index: number): string {
  const words = command.trim().split(/\s+/);
  const last = words[words.length - 1]!.replace(/[^\w:-]/g, '');
  return words.length > 1 && /^[\w:-]+$/.test(last) ? last : `check-${index + 1}`;
}

function commandsOf(value: Json): { name: string; command: string }[] {
  if (typeof value === 'string') return [{ name: nameOf(value, 0), command: value }];
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => {
      if (typeof v === 'string') return [{ name: nameOf(v, i), command: v }];
      if (isRecord(v) && typeof v.command === 'string') {
        return [
          { name: typeof v.name === 'string' ? v.name : nameOf(v.command, i), command: v.command },
        ];
      }
      return [];
    });
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([name, v]) =>
      typeof v === 'string' ? [{ name, command: v }] : [],
    );
  }
  return [];
}

const quoted = (s: string) => (/^[\w./ -]+$/.test(s) && !/^[-\s]/.test(s) ? s : JSON.stringify(s));

/** The advice for the report, or undefined when the file has no project-wide checks. */
export function projectChecksAdvice(json: Record<string, Json>): string | undefined {
  const key = PROJECT_CHECK_KEYS.find((k) => json[k] !== undefined && json[k] !== null);
  if (key === undefined) return undefined;
  const commands = commandsOf(json[key]!);
  if (commands.length === 0) {
    return `${key} ${JSON.stringify(json[key])}: project-wide checks belong in the RALPH:CHECKS block of CLAUDE.md`;
  }
  const block = commands
    .map((c) => `  - name: ${quoted(c.name)}\n    command: ${quoted(c.command)}`)
    .join('\n');
  return (
    `${key} are project-wide checks, not kept in prd.yaml: put them in the RALPH:CHECKS block of CLAUDE.md:\n` +
    `<!-- RALPH:CHECKS:START -->\nchecks:\n${block}\n<!-- RALPH:CHECKS:END -->`
  );
}
