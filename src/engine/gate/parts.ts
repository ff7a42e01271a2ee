/**
 * The protected parts of files that are also edited for other reasons: the package.json
 * scripts the checks reach (and its test-runner keys), the Makefile rules and variables they
 * reach, and the pytest sections of pyproject.toml, setup.cfg and tox.ini. Each part has a
 * name (`package.json scripts.test`) and a text to compare; undefined when it is absent.
 */
import { commandReach } from './commands.js';
import { globMatcher } from './glob.js';
import { MAKEFILE_NAMES, parseMakefile, reachInMakefile, type Makefile } from './makefile.js';

export type ReadFile = (path: string) => Promise<string | undefined>;

export const PACKAGE_JSON = 'package.json';
/** package.json keys that configure a test runner. */
const RUNNER_KEYS = ['jest', 'mocha', 'ava'];
/** Sections of INI/TOML files that configure pytest. */
const PYTEST_SECTIONS: Record<string, RegExp> = {
  'pyproject.toml': /^\[tool\.pytest(\.[^\]]*)?\]$/,
  'setup.cfg': /^\[tool:pytest\]$/,
  'tox.ini': /^\[pytest\]$/,
};

/** Files of which only some parts are protected. */
export const PARTIAL_FILES: readonly string[] = [
  PACKAGE_JSON,
  ...MAKEFILE_NAMES,
  ...Object.keys(PYTEST_SECTIONS),
];

export interface ProtectedPart {
  path: string;
  /** e.g. `scripts.test`, `target test`, `[tool.pytest.ini_options]`. */
  part: string;
  value: string | undefined;
}

/** What the check commands reach, read from one version of the files. */
export interface Reach {
  scripts: Set<string>;
  makefile?: string;
  makeTargets: Set<string>;
  makeVariables: Set<string>;
}

/** The value of every package.json part when the file is not valid JSON. */
export const NOT_JSON = '(not valid JSON)';

function scriptsOf(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as { scripts?: Record<string, unknown> } | null;
    return value && typeof value === 'object' ? (value.scripts ?? {}) : undefined;
  } catch {
    return undefined;
  }
}

async function firstMakefile(
  read: ReadFile,
): Promise<{ name: string; made: Makefile } | undefined> {
  for (const name of MAKEFILE_NAMES) {
    const text = await read(name);
    if (text !== undefined) return { name, made: parseMakefile(text) };
  }
  return undefined;
}

/** The scripts, Makefile targets and variables `commands` reach, following each other. */
export async function reachOf(read: ReadFile, commands: readonly string[]): Promise<Reach> {
  const scripts = scriptsOf(await read(PACKAGE_JSON)) ?? {};
  const makefile = await firstMakefile(read);
  const reach: Reach = {
    scripts: new Set(),
    makefile: makefile?.name,
    makeTargets: new Set(),
    makeVariables: new Set(),
  };
  const lines = [...commands];
  for (let i = 0; i < lines.length && i < 500; i++) {
    const found = commandReach(lines[i]!);
    for (const name of found.scripts.flatMap((n) => expand(n, Object.keys(scripts)))) {
      if (reach.scripts.has(name)) continue;
      reach.scripts.add(name);
      if (typeof scripts[name] === 'string') lines.push(scripts[name]);
    }
    if (makefile && found.makeTargets.length > 0) {
      const made = reachInMakefile(makefile.made, found.makeTargets);
      const fresh = [...made.targets].filter((t) => !reach.makeTargets.has(t));
      for (const t of made.targets) reach.makeTargets.add(t);
      for (const v of made.variables) reach.makeVariables.add(v);
      if (fresh.length > 0) lines.push(...made.recipes);
    }
  }
  return reach;
}

/** `test:*` (npm-run-all's globs, `:`-separated) against the script names; a name as itself. */
function expand(name: string, names: readonly string[]): string[] {
  if (!name.includes('*')) return [name];
  const matches = globMatcher(name.replace(/:/g, '/'));
  return names.filter((n) => matches(n.replace(/:/g, '/')));
}

function packageParts(text: string | undefined, reach: Reach): ProtectedPart[] {
  let value: Record<string, unknown> | undefined;
  let broken = false;
  if (text !== undefined) {
    try {
      value = JSON.parse(text) as Record<string, unknown>;
    } catch {
      broken = true;
    }
  }
  const show = (v: unknown) => (v === undefined ? undefined : JSON.stringify(v));
  const scripts = (value?.scripts ?? {}) as Record<string, unknown>;
  const part = (name: string, v: unknown): ProtectedPart => ({
    path: PACKAGE_JSON,
    part: name,
    value: broken ? NOT_JSON : show(v),
  });
  return [
    ...[...reach.scripts].sort().map((s) => part(`scripts.${s}`, scripts[s])),
    ...RUNNER_KEYS.map((key) => part(key, value?.[key])),
  ];
}

function makefileParts(text: string | undefined, name: string, reach: Reach): ProtectedPart[] {
  const made = text === undefined ? undefined : parseMakefile(text);
  const join = (lines: string[] | undefined) => (lines ? lines.join('\n') : undefined);
  return [
    ...[...reach.makeTargets].sort().map((t) => ({
      path: name,
      part: `target ${t}`,
      value: join(made?.rules.get(t)),
    })),
    ...[...reach.makeVariables].sort().map((v) => ({
      path: name,
      part: `variable ${v}`,
      value: join(made?.variables.get(v)),
    })),
    { path: name, part: 'include', value: made ? join(made.includes) : undefined },
  ];
}

/** The sections of an INI/TOML text whose header matches, each with its meaningful lines. */
function sections(text: string | undefined, header: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  let current: string | undefined;
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (/^\[[^\]]+\]$/.test(line)) {
      current = header.test(line) ? line : undefined;
      if (current !== undefined) found.set(current, found.get(current) ?? '');
      continue;
    }
    if (current === undefined || line === '' || line.startsWith('#') || line.startsWith(';'))
      continue;
    found.set(current, `${found.get(current)}${line}\n`);
  }
  return found;
}

/** The parts of `path` (one of PARTIAL_FILES) in `text` and `other` (the other version). */
export function partsOf(
  path: string,
  text: string | undefined,
  other: string | undefined,
  reach: Reach,
): ProtectedPart[] {
  if (path === PACKAGE_JSON) return packageParts(text, reach);
  if ((MAKEFILE_NAMES as readonly string[]).includes(path))
    return path === reach.makefile ? makefileParts(text, path, reach) : [];
  const header = PYTEST_SECTIONS[path];
  if (!header) return [];
  const mine = sections(text, header);
  const names = new Set([...mine.keys(), ...sections(other, header).keys()]);
  return [...names].sort().map((part) => ({ path, part, value: mine.get(part) }));
}
