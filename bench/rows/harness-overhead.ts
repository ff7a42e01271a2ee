/**
 * Harness overhead per iteration, through the built CLI: `ralph loop` on a real git repository
 * with an instant agent (a script that writes a file and prints claude's stream-json result)
 * and a `true` check, so nearly all the time measured is the harness's own work: loading and
 * selecting, the prompt, status edits, the progress log, state, the commit. Against one bare
 * `claude -p` start with the real CLI; and flat from 10 to 2,000 tasks
 * (with the same 5 MB progress log).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { realisticPrd } from '../generate.js';
import { bestOf, childrenCpuMs, MB, ratioAtMost, runNodeOk } from '../harness.js';
import type { BenchCase } from '../harness.js';
import { realClaudeRun } from '../transcript.js';

const GIT_ENV: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};

const CHECKS =
  '<!-- RALPH:CHECKS:START -->\n```yaml\nchecks:\n  - name: noop\n    command: "true"\n```\n<!-- RALPH:CHECKS:END -->\n';

/**
 * An agent that answers at once: runs `work` (shell lines; by default it writes one new file)
 * and prints a successful stream-json run.
 */
export function instantAgent(
  dir: string,
  work: readonly string[] = ['echo "work $$" > "work-$$.txt"'],
  name = 'instant-claude.sh',
): string {
  const path = join(dir, name);
  const event = (value: unknown) => `printf '%s\\n' '${JSON.stringify(value)}'`;
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      'cat > /dev/null',
      ...work,
      event({ type: 'system', subtype: 'init', session_id: 'bench' }),
      event({
        type: 'assistant',
        message: {
          role: 'assistant',
          content: [
            {
              type: 'text',
              text: 'Done.\n---RALPH_STATUS---\nSTATUS: IN_PROGRESS\nEXIT_SIGNAL: false\n---END_RALPH_STATUS---',
            },
          ],
        },
        session_id: 'bench',
      }),
      event({
        type: 'result',
        subtype: 'success',
        is_error: false,
        num_turns: 1,
        total_cost_usd: 0,
        duration_ms: 1,
        session_id: 'bench',
        result: 'Done.',
      }),
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o755);
  return path;
}

/** A committed repository with `tasks` pending tasks (half done before them) and a progress log. */
export function templateRepo(dir: string, tasks: number, progressBytes: number): string {
  const repo = join(dir, `template-${tasks}`);
  mkdirSync(join(repo, '.ralph'), { recursive: true });
  // All pending, no dependencies: every iteration has a task, whatever the list's size.
  const yaml = realisticPrd(tasks)
    .yaml.replace(/status: (done|in_progress)/g, 'status: pending')
    .replace(/ {4}completed: .*\n/g, '')
    .replace(/ {4}depends_on: .*\n/g, '')
    .replace(/ {4}reviewer: .*\n/g, '');
  writeFileSync(join(repo, '.ralph', 'prd.yaml'), yaml);
  const entry = (i: number) =>
    `## 2026-01-06T10:${String(i % 60).padStart(2, '0')}:00.000Z - task-x${i}: An earlier task\nOutcome: done (attempt 1)\nFiles changed:\n- created src/file${i}.ts\nLearnings:\n  Keep the handlers small and test them one by one.\n---\n`;
  let log = '# Ralph Progress Log\n\n## Codebase Patterns\n\n- Steps are pure functions\n\n---\n';
  for (let i = 0; log.length < progressBytes; i++) log += `\n${entry(i)}`;
  writeFileSync(join(repo, '.ralph', 'progress.txt'), log);
  writeFileSync(
    join(repo, 'CLAUDE.md'),
    `# Bench\n\n## Codebase Patterns\n\n- none yet\n\n${CHECKS}`,
  );
  writeFileSync(join(repo, '.gitignore'), '.ralph/attempts/\n');
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: repo, env: { ...process.env, ...GIT_ENV }, stdio: 'ignore' });
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-qm', 'bench fixture']);
  return repo;
}

/** CPU time (the whole process tree: node, git, the agent) of `ralph loop --iterations n`. */
function loopMs(
  cli: string,
  template: string,
  agent: string,
  n: number,
  extraArgs: readonly string[],
): number {
  const repo = `${template}-run`;
  rmSync(repo, { recursive: true, force: true });
  cpSync(template, repo, { recursive: true });
  try {
    const before = childrenCpuMs();
    const args = [cli, 'loop', String(n), '--claude', agent, '--branch', 'bench', ...extraArgs];
    const run = runNodeOk(args, {
      cwd: repo,
      env: GIT_ENV,
    });
    const done = (run.stdout + run.stderr).match(/Reached the limit of (\d+) iteration/);
    if (!done || Number(done[1]) !== n) {
      throw new Error(
        `ralph loop did not run ${n} iterations: ${(run.stdout + run.stderr).slice(-400)}`,
      );
    }
    const after = childrenCpuMs();
    return before === undefined || after === undefined ? run.ms : after - before;
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

/** One way to run the loop: a template repository and extra `ralph loop` arguments. */
export interface LoopVariant {
  template: string;
  args?: readonly string[];
}

/** A variant's runs in one round: `k` iterations and one iteration, CPU ms. */
export interface RoundRuns {
  many: number;
  one: number;
}

/**
 * Per-iteration time from a variant's rounds: each round's (k iterations - 1 iteration) /
 * (k - 1), so start-up cancels out, and the median of the rounds. A run disturbed by the
 * machine (a slow one, or one that happened to come out fast, which a difference turns into a
 * slow iteration) moves one round, not the result; a minimum of each side would take the
 * fastest one-iteration run against the fastest k-iteration run, and one lucky run of either
 * moves it by a whole run's noise.
 */
export function perIterationOf(rounds: readonly RoundRuns[], k: number): number {
  const values = rounds.map((r) => (r.many - r.one) / (k - 1)).sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/**
 * Per-iteration time of each variant (see perIterationOf). The variants' runs take turns in
 * each round, so a burst of load on the machine hits every variant alike.
 */
export async function perIteration(
  cli: string,
  variants: readonly LoopVariant[],
  agent: string,
  rounds = 5,
): Promise<number[]> {
  const k = 6;
  const runs: RoundRuns[][] = variants.map(() => []);
  for (let round = 0; round < rounds; round++) {
    variants.forEach(({ template, args = [] }, i) => {
      const many = loopMs(cli, template, agent, k, args);
      runs[i]!.push({ many, one: loopMs(cli, template, agent, 1, args) });
    });
  }
  return runs.map((r) => perIterationOf(r, k));
}

export const harnessOverhead: BenchCase = {
  name: 'harness overhead',
  async run({ root, cli, scratch }) {
    const dir = mkdtempSync(join(scratch, 'loop-'));
    const agent = instantAgent(dir);
    // The same 5 MB progress log at both sizes: only the task list's size changes.
    const small = templateRepo(dir, 10, 5 * MB);
    const large = templateRepo(dir, 2_000, 5 * MB);
    const claude = join(root, 'node_modules', '.bin', 'claude');
    const bare = await bestOf(3, async () => {
      const run = await realClaudeRun(claude, [[{ text: 'ok' }]]);
      return run.cpuMs ?? run.ms;
    });
    const [atSmall = NaN, atLarge = NaN] = await perIteration(
      cli,
      [{ template: small }, { template: large }],
      agent,
    );
    return [
      ratioAtMost(
        {
          name: 'harness overhead per iteration, 2,000 tasks, 5 MB progress log',
          value: atLarge,
          floor: bare,
          floorLabel: 'one bare claude -p start',
          unit: 'ms CPU',
        },
        0.5,
      ),
      ratioAtMost(
        {
          name: 'harness overhead per iteration, 2,000 vs 10 tasks (5 MB log)',
          value: atLarge,
          floor: atSmall,
          floorLabel: 'per iteration at 10 tasks',
          unit: 'ms CPU',
        },
        1.1,
      ),
    ];
  },
};
