/** Where `ralph sync` reads skills from and writes them to. */
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

function holdsSkills(dir: string): boolean {
  try {
    return readdirSync(dir, { withFileTypes: true }).some(
      (e) => e.isDirectory() && existsSync(join(dir, e.name, 'SKILL.md')),
    );
  } catch {
    return false;
  }
}

/**
 * The `skills/` folder shipped with ralph: next to the running bundle (dist/cli.js -> ../skills),
 * next to the source (src/... -> ../../skills), else `./skills` in `cwd`.
 */
export function bundledSkillsDir(moduleDir: string, cwd: string, scriptPath?: string): string {
  const starts = [moduleDir];
  if (scriptPath) {
    try {
      starts.push(dirname(realpathSync(scriptPath)));
    } catch {
      // The script may be gone (tests); the other candidates remain.
    }
  }
  for (const start of starts) {
    for (const up of ['..', '../..', '../../..']) {
      const candidate = resolve(start, up, 'skills');
      if (holdsSkills(candidate)) return candidate;
    }
  }
  return resolve(cwd, 'skills');
}

/** Claude Code's user skills folder: $CLAUDE_CONFIG_DIR/skills, else ~/.claude/skills. */
export function claudeSkillsDir(env: NodeJS.ProcessEnv): string {
  if (env.CLAUDE_CONFIG_DIR) return join(env.CLAUDE_CONFIG_DIR, 'skills');
  return join(env.HOME || homedir(), '.claude', 'skills');
}
