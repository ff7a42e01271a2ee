/**
 * The check-defining files, whole: package manager configuration, test-runner configuration in
 * every form, Makefiles (make picks GNUmakefile, makefile, Makefile in that order) and the
 * files they include, TypeScript configurations, attributes, and CI workflows. Parts of
 * package.json and pytest's INI/TOML sections count as well (see parts.ts). A change to one
 * runs the original gate too (see rules.ts).
 */
export const DEFAULT_PROTECTED_GLOBS: readonly string[] = [
  // make reads the first of GNUmakefile, makefile, Makefile: an added one replaces the rules
  // (the Makefile's own rules are compared part by part, see parts.ts)
  'GNUmakefile',
  'makefile',
  '**/*.mk',
  '**/*.make',
  '**/tsconfig*.json',
  '**/.gitattributes',
  '.pytest.ini',
  'pytest.cfg',
  'setup.py',
  '**/jest.setup.*',
  '**/vitest.setup.*',
  '**/setupTests.*',
  'babel.config.*',
  '.babelrc*',
  'karma.conf.*',
  '.nycrc*',
  '.c8rc*',
  '.npmrc',
  '.yarnrc',
  '.yarnrc.yml',
  '.pnpmrc',
  'jest.config.*',
  'vitest.config.*',
  'vitest.workspace.*',
  'vite.config.*',
  '.mocharc*',
  'ava.config.*',
  'playwright.config.*',
  'pytest.ini',
  'pytest.toml',
  '.pytest.toml',
  '**/conftest.py',
  // What the checks find first on PATH or import before the runner: a committed shim in a
  // dependency directory, a module that shadows pytest, an interpreter start-up hook
  'node_modules/**',
  '.venv/**',
  'venv/**',
  'pytest.py',
  'pytest/**',
  '_pytest/**',
  '**/sitecustomize.py',
  '**/usercustomize.py',
  '**/*.pth',
  '.github/workflows/**',
];

/** Where a second run cannot decide: a change is refused (CI definitions run elsewhere). */
export const REFUSED_GLOBS: readonly string[] = ['.github/workflows/**'];

/** A `protect:` entry marked `refuse` (written `{ refuse: glob }`, kept as `refuse:glob`). */
export const REFUSE_PREFIX = 'refuse:';

/**
 * The `protect:` list of the RALPH:CHECKS block adds globs to the defaults; an entry starting
 * with `!` takes a default back out (e.g. `!vite.config.*` for an app whose Vite config is
 * not test configuration).
 */
export function protectedGlobs(extra: readonly string[] = []): {
  include: string[];
  exclude: string[];
  refuse: string[];
} {
  const exclude = extra.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
  const refuse = extra.filter((g) => g.startsWith(REFUSE_PREFIX)).map((g) => g.slice(7).trim());
  const plain = extra.filter((g) => !g.startsWith('!') && !g.startsWith(REFUSE_PREFIX));
  const include = [...DEFAULT_PROTECTED_GLOBS, ...plain, ...refuse];
  return {
    include: [...new Set(include)],
    exclude,
    refuse: [...new Set([...REFUSED_GLOBS, ...refuse])],
  };
}
