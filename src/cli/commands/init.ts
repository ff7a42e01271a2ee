/** `ralph init`: scaffold a repository for ralph-action. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { findOnPath } from '../../agent/resolve-claude.js';
import type { AgentRunner } from '../../agent/types.js';
import { defaultPlanningWiring } from '../../planning/wiring.js';
import { claudeInitRunner } from '../../scaffold/enhance.js';
import { formatInitReport, runInit } from '../../scaffold/init.js';
import type { CliCommand } from '../types.js';

export interface InitCommandDeps {
  createRunner(): AgentRunner;
  /** The `claude` executable, or undefined when Claude Code is not installed. */
  findClaude(env: NodeJS.ProcessEnv, cwd: string): Promise<string | undefined>;
  /** Where `--pin` looks up ralph-action's release tag (default: its GitHub repository). */
  actionRepositoryUrl?: string;
  /** Asks a yes/no question on the terminal; undefined when nobody can answer (not a TTY). */
  confirm?(question: string): Promise<boolean>;
}

async function askOnTerminal(question: string): Promise<boolean> {
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

async function defaultFindClaude(env: NodeJS.ProcessEnv, cwd: string): Promise<string | undefined> {
  const found = await defaultPlanningWiring.resolveClaude(env, cwd);
  if (found.includes('/') || found.includes('\\')) return found;
  return findOnPath(env.PATH);
}

export const defaultInitDeps: InitCommandDeps = {
  createRunner: () => defaultPlanningWiring.createRunner(),
  findClaude: defaultFindClaude,
  ...(process.stdin.isTTY && process.stderr.isTTY ? { confirm: askOnTerminal } : {}),
};

export function createInitCommand(deps: InitCommandDeps = defaultInitDeps): CliCommand {
  return {
    name: 'init',
    summary: 'Scaffold .ralph/prd.yaml, progress, CLAUDE.md/AGENTS.md checks and the workflow',
    usage: 'ralph init [dir] [--force] [--enhance] [--pin] [--add-dispatch]',
    examples: [
      'ralph init',
      'ralph init --enhance',
      'ralph init --pin',
      'ralph init ../other-repo --force',
    ],
    options: {
      force: { type: 'boolean', short: 'f' },
      enhance: { type: 'boolean' },
      pin: { type: 'boolean' },
      'add-dispatch': { type: 'boolean' },
    },
    optionHelp: {
      force: 'Overwrite existing files with the templates (default: keep them)',
      enhance: "Run Claude Code's /init to add project context to CLAUDE.md and AGENTS.md",
      pin: 'Pin every action of the workflow to a full commit SHA, the tag in a comment',
      'add-dispatch':
        'Add workflow_dispatch to CI workflows that lack it, so Ralph can start them on its commits (asked when interactive)',
    },
    maxPositionals: 1,
    async run({ positionals, values, io, signal }) {
      const repoDir = path.resolve(io.cwd, positionals[0] ?? '.');
      const isDir = await stat(repoDir).then(
        (s) => s.isDirectory(),
        () => false,
      );
      if (!isDir) {
        io.stderr(`error: ${repoDir} is not a directory\n`);
        return 1;
      }

      let runClaudeInit: ((cwd: string) => Promise<{ ok: boolean; message: string }>) | undefined;
      if (values.enhance === true) {
        const claudePath = await deps.findClaude(io.env, repoDir);
        if (claudePath) {
          io.stderr(
            "Running Claude Code's /init to enrich CLAUDE.md and AGENTS.md (this can take a few minutes)...\n",
          );
          runClaudeInit = claudeInitRunner({
            runner: deps.createRunner(),
            claudePath,
            env: io.env,
            signal,
          });
        } else {
          io.stderr(
            'warning: --enhance needs Claude Code, which was not found (install @anthropic-ai/claude-code or set RALPH_CLAUDE_PATH); scaffolding without it.\n',
          );
        }
      }

      let report;
      try {
        report = await runInit({
          repoDir,
          force: values.force === true,
          pin: values.pin === true,
          actionRepositoryUrl: deps.actionRepositoryUrl,
          env: io.env,
          enhance: values.enhance === true && runClaudeInit !== undefined,
          runClaudeInit,
          addDispatch: (paths) =>
            values['add-dispatch'] === true ||
            (deps.confirm?.(
              `${paths.join(', ')} ${paths.length === 1 ? 'runs' : 'run'} on push or pull_request without workflow_dispatch, so Ralph's commits will not start ${paths.length === 1 ? 'it' : 'them'}. Add workflow_dispatch?`,
            ) ??
              false),
        });
      } catch (error) {
        io.stderr(
          `error: ralph init could not write the scaffolding: ${(error as Error).message}\n`,
        );
        return 1;
      }
      io.stdout(formatInitReport(report));
      return 0;
    },
  };
}

export const initCommand = createInitCommand();
