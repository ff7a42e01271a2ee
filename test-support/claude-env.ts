/**
 * Running the real `claude` CLI against the scripted model server: the executable, its
 * environment, and throwaway directories.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `claude` installed as a dev dependency (node_modules/.bin/claude of the repository). */
export const CLAUDE_BIN = process.env.RALPH_REPO_ROOT
  ? join(process.env.RALPH_REPO_ROOT, 'node_modules', '.bin', 'claude')
  : fileURLToPath(new URL('../node_modules/.bin/claude', import.meta.url));

/** A fake API key; long enough to be redacted like a real one. */
export const TEST_API_KEY = 'sk-ant-test-0000000000000000';

export interface ClaudeEnvOptions {
  /** The model server's URL. */
  url: string;
  /** A fresh, empty directory used as HOME (sessions and settings live there). */
  home: string;
  /**
   * claude's own retries of a failed API call. Default 0: the CLI otherwise retries 429/5xx up
   * to 10 times with exponential backoff (minutes), and ignores `retry-after: 0`.
   */
  maxRetries?: number;
}

/**
 * Environment for an offline claude: the scripted API, no telemetry or update checks, an
 * isolated HOME. Verified to behave the same with CI=true and GITHUB_ACTIONS=true.
 */
export function claudeEnv(options: ClaudeEnvOptions): Record<string, string> {
  return {
    ANTHROPIC_BASE_URL: options.url,
    ANTHROPIC_API_KEY: TEST_API_KEY,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    CLAUDE_CODE_MAX_RETRIES: String(options.maxRetries ?? 0),
    HOME: options.home,
    CLAUDE_CONFIG_DIR: join(options.home, '.claude'),
  };
}

export interface ClaudeDirs {
  /** HOME for claude. */
  home: string;
  /** The agent's working directory. */
  work: string;
  /** Removes both. */
  cleanup(): Promise<void>;
}

/** A fresh HOME and working directory under os.tmpdir(). */
export async function makeClaudeDirs(prefix = 'ralph-agent-'): Promise<ClaudeDirs> {
  const home = await mkdtemp(join(tmpdir(), `${prefix}home-`));
  const work = await mkdtemp(join(tmpdir(), `${prefix}work-`));
  return {
    home,
    work,
    cleanup: async () => {
      await rm(home, { recursive: true, force: true });
      await rm(work, { recursive: true, force: true });
    },
  };
}
