/**
 * The files that give the check commands their meaning, protected whole by default: package
 * manager configuration, test-runner configuration and CI workflows. Parts of package.json,
 * Makefiles and pytest's INI/TOML sections are protected as well (see parts.ts).
 */
export const DEFAULT_PROTECTED_GLOBS: readonly string[] = [
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
  '.github/workflows/**',
];

/**
 * The `protect:` list of the RALPH:CHECKS block adds globs to the defaults; an entry starting
 * with `!` takes a default back out (e.g. `!vite.config.*` for an app whose Vite config is
 * not test configuration).
 */
export function protectedGlobs(extra: readonly string[] = []): {
  include: string[];
  exclude: string[];
} {
  const exclude = extra.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
  const include = [...DEFAULT_PROTECTED_GLOBS, ...extra.filter((g) => !g.startsWith('!'))];
  return { include: [...new Set(include)], exclude };
}
