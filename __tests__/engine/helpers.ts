/** Shared set-up of the engine tests: fixture repositories and a scripted in-process agent. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgentResult, AgentRunOptions, AgentRunner } from '../../src/agent/types.js';
import { createGit } from '../../src/git/git.js';
import type { Git } from '../../src/git/types.js';
import { defaultEngineSettings } from '../../src/engine/index.js';
import type { EngineObserver, EngineSettings } from '../../src/engine/types.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURES = join(here, '..', '..', 'fixtures', 'engine');

export function fixtureFiles(name: string): Record<string, string> {
  const root = join(FIXTURES, name);
  const files: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(root, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return files;
}

export interface FixtureRepo {
  repo: TestRepo;
  git: Git;
  settings: EngineSettings;
}

export function fixtureRepo(name: string, overrides: Partial<EngineSettings> = {}): FixtureRepo {
  const repo = createRepoWithOrigin(fixtureFiles(name));
  const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
  const settings: EngineSettings = {
    ...defaultEngineSettings(repo.dir),
    maxTurns: 12,
    taskTimeoutMs: 120_000,
    idleTimeoutMs: 60_000,
    apiRetryDelayMs: 10,
    ...overrides,
  };
  return { repo, git, settings };
}

/** Collects what the engine reports, as a user would read it. */
export function recordingObserver(): EngineObserver & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warning: (m) => lines.push(`warning: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
    iterationStart: (i, of, task) => lines.push(`Iteration ${i} of ${of}: ${String(task.id)}`),
    checkResult: (r) => lines.push(`check ${r.name}: ${r.passed ? 'passed' : 'failed'}`),
  };
}

/** What a scripted step returns: result overrides, or nothing for plain success. */
type StepOutcome = Partial<AgentResult> | undefined;

/** The title inside the prompt's "## Your Task" section. */
export function taskOfPrompt(prompt: string): string {
  const start = prompt.indexOf('## Your Task');
  const next = prompt.indexOf('\n## ', start + 1);
  return start < 0 ? '' : prompt.slice(start, next < 0 ? undefined : next);
}

/**
 * An in-process AgentRunner: `script(options, call)` does the agent's work (writes files) and may
 * override fields of the result. Calls are recorded.
 */
export function fakeAgent(
  script: (options: AgentRunOptions, call: number) => unknown,
): AgentRunner & {
  calls: AgentRunOptions[];
} {
  const calls: AgentRunOptions[] = [];
  return {
    calls,
    async run(options) {
      calls.push(options);
      // Like the real runner, the transcript is opened before the agent acts.
      if (options.transcriptPath) {
        await mkdir(dirname(options.transcriptPath), { recursive: true });
        await writeFile(options.transcriptPath, '{"type":"result"}\n');
      }
      const override = ((await script(options, calls.length)) as StepOutcome) ?? {};
      const result: AgentResult = {
        outcome: 'completed',
        summary: 'completed',
        isError: false,
        numTurns: 2,
        totalCostUsd: 0.01,
        durationMs: 5,
        sessionId: `session-${calls.length}`,
        permissionDenials: [],
        finalText: 'Done.',
        assistantText: 'Done.',
        exitCode: 0,
        retries: 0,
        invalidStatusBlocks: [],
        ...override,
      };
      return result;
    },
  };
}

export async function writeIn(cwd: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(cwd, path)), { recursive: true });
    await writeFile(join(cwd, path), content);
  }
}

/** Source and test of each fixture task, correct versions. */
export const GOOD_WORK: Record<string, Record<string, string>> = {
  'Add the greeting module': {
    'src/greet.js': 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n',
    'test/greet.test.js':
      "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { greet } from '../src/greet.js';\n\ntest('greet', () => assert.equal(greet('Ada'), 'Hello, Ada!'));\n",
  },
  'Add the farewell module': {
    'src/farewell.js': 'export function farewell(name) {\n  return `Goodbye, ${name}!`;\n}\n',
    'test/farewell.test.js':
      "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { farewell } from '../src/farewell.js';\n\ntest('farewell', () => assert.equal(farewell('Ada'), 'Goodbye, Ada!'));\n",
  },
  'Export both from the entry point': {
    'src/index.js':
      "export { greet } from './greet.js';\nexport { farewell } from './farewell.js';\n",
    'test/index.test.js':
      "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { greet, farewell } from '../src/index.js';\n\ntest('entry', () => assert.equal(greet('A') + farewell('B'), 'Hello, A!Goodbye, B!'));\n",
  },
};

export function titleOf(prompt: string): string | undefined {
  const section = taskOfPrompt(prompt);
  return Object.keys(GOOD_WORK).find((title) => section.includes(title));
}
