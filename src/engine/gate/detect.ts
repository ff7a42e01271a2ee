/**
 * The protected files `ralph init` finds in a repository, for the block's `protect:` list: the
 * default globs that match a file at its root, and the workflows directory. The package.json
 * scripts the checks reach are protected without being listed.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_PROTECTED_GLOBS } from './defaults.js';
import { globMatcher } from './glob.js';

const WORKFLOWS = '.github/workflows/**';

export async function detectProtectGlobs(repoDir: string): Promise<string[]> {
  const names = await readdir(repoDir).catch(() => [] as string[]);
  const rootGlobs = DEFAULT_PROTECTED_GLOBS.filter((g) => !g.includes('/')).map(globMatcher);
  const found = names.filter((name) => rootGlobs.some((matches) => matches(name))).sort();
  const workflows = await stat(join(repoDir, '.github', 'workflows')).catch(() => undefined);
  return workflows?.isDirectory() ? [...found, WORKFLOWS] : found;
}
