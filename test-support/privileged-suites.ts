/**
 * Which test files do something only root can do (create or remove OS users, enter namespaces,
 * require the agent isolated or assert that it was), and whether they go through the one guard in
 * privileges.ts. A file that does without the guard fails for every contributor who is not root
 * ("useradd: Permission denied"); __tests__/isolation/privileged-suites.test.ts keeps the list empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface Marker {
  pattern: RegExp;
  what: string;
}

/** What marks a privileged operation in a test's source, with the words a finding uses. */
const MARKERS: Marker[] = [
  { pattern: /\b(?:useradd|userdel|usermod|groupadd|groupdel)\b/, what: 'manages OS users' },
  { pattern: /\buseraddArgv\b/, what: 'creates an OS user' },
  {
    pattern: /\b(?:unshare|nsenter|setns)\b|\bip\s+netns\b|['"]netns['"]/,
    what: 'enters a namespace',
  },
  { pattern: /\b(?:setpriv|runuser)\b|['"]sudo['"],\s*\[|\bsudo -n\b/, what: 'switches users' },
  { pattern: /['"]chown['"]|\bchownSync\(/, what: 'changes file owners' },
  { pattern: /\b(?:removeUser|uidOf|processesOf|guardsOf)\(/, what: "needs the agent's OS user" },
  { pattern: /run as the user/, what: 'asserts that the agent runs as its own user' },
  {
    pattern: /\bisolation:\s*['"]required['"]|--isolation['"]?,?\s*['"]?required/,
    what: 'requires an isolated agent',
  },
];

/** Comment lines say what a file does; they are not what it does. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
}

export interface PrivilegedOperation {
  line: number;
  what: string;
}

/** The privileged operations a test file's code performs, first of each kind, with its line. */
export function privilegedOperations(source: string): PrivilegedOperation[] {
  const code = withoutComments(source);
  const found: PrivilegedOperation[] = [];
  for (const marker of MARKERS) {
    const match = marker.pattern.exec(code);
    if (!match) continue;
    const where = source.indexOf(match[0]);
    const line = source.slice(0, where < 0 ? 0 : where).split('\n').length;
    found.push({ line, what: `${marker.what} (${match[0].trim()})` });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Whether a test file imports the guard and calls it. */
export function usesPrivilegeGuard(source: string): boolean {
  const code = withoutComments(source);
  const imports = /from\s+['"][./]*(?:\.\.\/)*test-support\/privileges\.js['"]/.test(code);
  return imports && /\b(?:describeWith|itWith)\(\s*['"]root/.test(code);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Test files under `root`/__tests__ that do something privileged without the guard, each with why. */
export function unguardedPrivilegedSuites(root: string): string[] {
  return testFiles(join(root, '__tests__')).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    const operations = privilegedOperations(source);
    if (operations.length === 0 || usesPrivilegeGuard(source)) return [];
    const file = relative(root, path);
    const why = operations.map((op) => `line ${op.line}: ${op.what}`).join('; ');
    return [`${file} ${why}, without describeWith/itWith from test-support/privileges.ts`];
  });
}
