/**
 * The parts of a Makefile a check depends on: the rules of the targets it reaches (their
 * prerequisites and recipes, followed to the prerequisites' own rules) and the variables those
 * rules use (go test flags live there). A reading of the common forms, not make itself.
 */
export const MAKEFILE_NAMES = ['GNUmakefile', 'makefile', 'Makefile'] as const;

const ASSIGNMENT =
  /^\s*(?:export\s+|override\s+)*([A-Za-z_][A-Za-z0-9_.-]*)\s*(?::::=|::=|:=|\?=|\+=|!=|=)/;
const RULE = /^([^\s#:=][^:=]*?)\s*::?(?!=)(.*)$/;
const VARIABLE_USE = /\$[({]([A-Za-z_][A-Za-z0-9_.-]*)[)}]|\$([A-Za-z_])/g;

export interface Makefile {
  /** Each target's rule lines (the rule line and its recipe), in order. */
  rules: Map<string, string[]>;
  /** Each variable's assignment lines. */
  variables: Map<string, string[]>;
  /** The first target (make's default goal), or `.DEFAULT_GOAL`. */
  defaultGoal?: string;
  includes: string[];
}

/** Lines with their `\` continuations joined. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const line of text.split(/\r?\n/)) {
    if (line.endsWith('\\')) pending += `${line.slice(0, -1)} `;
    else {
      out.push(pending + line);
      pending = '';
    }
  }
  if (pending) out.push(pending);
  return out;
}

export function parseMakefile(text: string): Makefile {
  const made: Makefile = { rules: new Map(), variables: new Map(), includes: [] };
  const chunks = new Map<string, string[][]>();
  let current: string[] | undefined;
  for (const line of logicalLines(text)) {
    if (line.startsWith('\t')) {
      current?.push(`\t${line.trim()}`);
      continue;
    }
    current = undefined;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (/^-?include\s/.test(trimmed)) {
      made.includes.push(trimmed);
      continue;
    }
    const assignment = ASSIGNMENT.exec(line);
    if (assignment) {
      const name = assignment[1]!;
      made.variables.set(name, [...(made.variables.get(name) ?? []), trimmed]);
      if (name === '.DEFAULT_GOAL') made.defaultGoal = trimmed.split('=').pop()!.trim();
      continue;
    }
    const rule = RULE.exec(line);
    if (!rule) continue;
    const rest = rule[2]!;
    current = [trimmed];
    if (rest.includes(';')) current.push(`\t${rest.slice(rest.indexOf(';') + 1).trim()}`);
    for (const target of rule[1]!.trim().split(/\s+/)) {
      if (made.defaultGoal === undefined && !target.startsWith('.') && !target.includes('%'))
        made.defaultGoal = target;
      chunks.set(target, [...(chunks.get(target) ?? []), current]);
    }
  }
  for (const [target, parts] of chunks) made.rules.set(target, parts.flat());
  return made;
}

/** Prerequisites named on a target's rule lines. */
function prerequisites(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const rule = RULE.exec(line);
    if (!rule || line.startsWith('\t')) continue;
    const rest = rule[2]!.split(';')[0]!.replace(/^:/, '');
    out.push(...rest.split('|').join(' ').split(/\s+/).filter(Boolean));
  }
  return out;
}

export interface MakeReach {
  targets: Set<string>;
  variables: Set<string>;
  /** Recipe lines of the reached rules (they may run scripts or make again). */
  recipes: string[];
}

/** The targets (with their prerequisites) and variables `targets` reach in `made`. */
export function reachInMakefile(made: Makefile, targets: readonly string[]): MakeReach {
  const reach: MakeReach = { targets: new Set(), variables: new Set(), recipes: [] };
  const queue = targets.map((t) => (t === '' ? (made.defaultGoal ?? '') : t)).filter(Boolean);
  const useVariablesOf = (text: string) => {
    for (const match of text.matchAll(VARIABLE_USE)) {
      const name = match[1] ?? match[2]!;
      if (reach.variables.has(name)) continue;
      reach.variables.add(name);
      for (const line of made.variables.get(name) ?? []) useVariablesOf(line);
    }
  };
  while (queue.length > 0) {
    const target = queue.shift()!;
    if (reach.targets.has(target)) continue;
    reach.targets.add(target);
    const lines = made.rules.get(target) ?? [];
    for (const line of lines) useVariablesOf(line);
    reach.recipes.push(...lines.filter((l) => l.startsWith('\t')).map((l) => l.slice(1)));
    queue.push(...prerequisites(lines));
  }
  return reach;
}
