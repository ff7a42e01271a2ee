/**
 * What `ralph prompt` shows: the prompt the harness would send for the next ready task
 * (or a given one), assembled exactly as an iteration assembles it.
 */
import { verifyChecks } from '../engine/task-verify.js';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import {
  CHECKS_FILES,
  detectChecksWith,
  parseChecksBlock,
  readChecksAtCommit,
} from '../checks/index.js';
import type { CheckDefinition, ChecksParseResult } from '../checks/types.js';
import { createGit } from '../git/git.js';
import type { Diagnostic } from '../prd/diagnostics.js';
import { loadPrdFile } from '../prd/load.js';
import { findTask, selectNextTask } from '../prd/select.js';
import type { Task } from '../prd/schema.js';
import { agentToolSet } from '../agent/tool-set.js';
import { assemblePrompt } from './assemble.js';
import { gatherPromptInput } from './gather.js';
import { buildMcpConfig, type McpConfig } from './mcp.js';
import type { AssembledPrompt } from './types.js';

export interface LoadedChecks {
  checks: CheckDefinition[];
  /** Where they came from: "CLAUDE.md at HEAD", "CLAUDE.md (working tree)", "detected", "none". */
  source: string;
  warnings: string[];
}

export type PromptPreview =
  | {
      kind: 'ok';
      task: Task;
      assembled: AssembledPrompt;
      mcpConfig: McpConfig | undefined;
      /** The agent's tools: the default set and the discipline's and task's additions. */
      tools: string[];
      checksSource: string;
    }
  | { kind: 'invalid_prd'; errors: Diagnostic[] }
  | { kind: 'unknown_task'; id: string }
  | { kind: 'complete' }
  | { kind: 'none_ready'; reason: string };

export interface PromptPreviewArgs {
  /** The repository the task list belongs to. */
  repoDir: string;
  prdPath: string;
  taskId?: string;
  /** Defaults to loadChecksForPreview. */
  readChecks?: (repoDir: string) => Promise<LoadedChecks>;
}

/** The parser's messages already start with `<file>:<line>:`. */
function blockWarnings(result: ChecksParseResult): string[] {
  return result.errors.map((e) => e.message);
}

/**
 * The checks an iteration starting now would run: from HEAD when `repoDir` is the top of a
 * git work tree with a commit (the trust rule), else from the working tree's files.
 */
export async function loadChecksForPreview(repoDir: string): Promise<LoadedChecks> {
  const git = createGit({ cwd: repoDir });
  const top = await git.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
  const isTop =
    top.exitCode === 0 &&
    (await realpath(top.stdout.trim()).catch(() => '')) ===
      (await realpath(repoDir).catch(() => repoDir));
  if (isTop && (await git.tryRevParse('HEAD'))) {
    const { source, result } = await readChecksAtCommit(git, 'HEAD');
    return {
      checks: result.checks,
      source: source === 'CLAUDE.md' || source === 'AGENTS.md' ? `${source} at HEAD` : source,
      warnings: source === 'CLAUDE.md' || source === 'AGENTS.md' ? blockWarnings(result) : [],
    };
  }
  const read = (rel: string) => readFile(path.join(repoDir, rel), 'utf8').catch(() => undefined);
  for (const file of CHECKS_FILES) {
    const text = await read(file);
    if (text === undefined) continue;
    const result = parseChecksBlock(text, file);
    if (result.found) {
      return {
        checks: result.checks,
        source: `${file} (working tree)`,
        warnings: blockWarnings(result),
      };
    }
  }
  const detected = await detectChecksWith(read);
  return { checks: detected, source: detected.length > 0 ? 'detected' : 'none', warnings: [] };
}

/** The file of a block the checks came from (`CLAUDE.md at HEAD` -> `CLAUDE.md`), if any. */
function checksFileOf(source: string): string | undefined {
  const file = source.split(' ')[0];
  return file === 'CLAUDE.md' || file === 'AGENTS.md' ? file : undefined;
}

export async function previewPrompt(args: PromptPreviewArgs): Promise<PromptPreview> {
  const loaded = await loadPrdFile(args.prdPath);
  if (!loaded.prd || loaded.errors.length > 0)
    return { kind: 'invalid_prd', errors: loaded.errors };
  const prd = loaded.prd;

  let task: Task;
  if (args.taskId !== undefined) {
    const found = findTask(prd, args.taskId);
    if (!found) return { kind: 'unknown_task', id: args.taskId };
    task = found;
  } else {
    const next = selectNextTask(prd);
    if (next.kind === 'complete') return { kind: 'complete' };
    if (next.kind === 'none_ready') return { kind: 'none_ready', reason: next.reason };
    task = next.task;
  }

  const checks = await (args.readChecks ?? loadChecksForPreview)(args.repoDir);
  const progressText = await readFile(
    path.join(path.dirname(args.prdPath), 'progress.txt'),
    'utf8',
  ).catch(() => undefined);
  const input = await gatherPromptInput({
    repoDir: args.repoDir,
    prd,
    task,
    disciplines: loaded.disciplines,
    features: loaded.features,
    // The task's own verify commands run after the block's checks.
    checks: [...checks.checks, ...verifyChecks(task)],
    ...(checksFileOf(checks.source) ? { checksFile: checksFileOf(checks.source) } : {}),
    progressText,
  });
  input.warnings.push(...checks.warnings);
  const assembled = assemblePrompt(input);
  return {
    kind: 'ok',
    task,
    assembled,
    mcpConfig: buildMcpConfig(input.discipline, task),
    tools: agentToolSet(input.discipline?.tools, task.tools),
    checksSource: checks.source,
  };
}
