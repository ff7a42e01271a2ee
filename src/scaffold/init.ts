/**
 * `ralph init`: scaffolds a repository for ralph-action. Idempotent: an existing file is never
 * overwritten without `force`; CLAUDE.md/AGENTS.md only get a checks block when they lack one.
 */
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { detectChecks } from '../checks/detect.js';
import { detectProtectGlobs } from '../engine/gate/detect.js';
import { CHECKS_END_PATTERN, CHECKS_START_PATTERN } from '../checks/markers.js';
import { parseChecksBlock } from '../checks/parse.js';
import type { CheckDefinition } from '../checks/types.js';
import { findExistingTaskLists } from './existing-tasks.js';
import type { ExistingTaskList } from './existing-tasks.js';
import { readIfExists, writeFileAtomic } from './files.js';
import {
  agentInstructionsTemplate,
  appendedChecksSection,
  prdTemplate,
  progressTemplate,
  workflowTemplate,
} from './templates.js';
import { ACTION_REPOSITORY_URL, pinWorkflow, workflowPins } from './pins.js';
import { setupSteps } from './workflow-setup.js';
import {
  addDispatchTo,
  findCiWorkflowNames,
  findWorkflowsLackingDispatch,
} from './add-dispatch.js';
import { updateGitignore } from './gitignore.js';
import { toolchainFacts, toolchainWarnings } from './toolchain-facts.js';

export type InitAction = 'created' | 'updated' | 'overwritten' | 'skipped' | 'restored';

export interface InitEntry {
  action: InitAction;
  /** Relative to the repository, with forward slashes. */
  path: string;
  /** Why, e.g. "exists" or "added RALPH:CHECKS block". */
  note?: string;
}

export interface EnhanceOutcome {
  ok: boolean;
  /** One line for the user. */
  message: string;
}

export interface InitOptions {
  repoDir: string;
  /** Overwrite existing files with the templates. */
  force?: boolean;
  /** Ask Claude Code's /init to enrich CLAUDE.md and AGENTS.md (FR-INIT-09). */
  enhance?: boolean;
  /** Runs Claude Code's /init in `cwd`; required for `enhance`. */
  runClaudeInit?: (cwd: string) => Promise<EnhanceOutcome>;
  /** Pin every `uses:` of the workflow to a full commit SHA (`--pin`). */
  pin?: boolean;
  /** Where `--pin` looks up ralph-action's release tag. Default: its GitHub repository. */
  actionRepositoryUrl?: string;
  /** YYYY-MM-DD for prd.yaml's `created`. Default: today (UTC). */
  today?: string;
  /**
   * Asked with the CI workflows that lack workflow_dispatch (`--add-dispatch`, or a prompt):
   * true adds it to them. Absent or false: they are only named in a warning.
   */
  addDispatch?: (paths: string[]) => Promise<boolean> | boolean;
  /** The environment whose PATH the checks' tools are looked for on. Default: this process's. */
  env?: NodeJS.ProcessEnv;
}

export interface InitReport {
  entries: InitEntry[];
  /** The checks written into new blocks. */
  checks: CheckDefinition[];
  /** Where those checks came from. */
  checksSource: 'existing block' | 'detected' | 'none';
  /** Other tools' task lists found in the repository (then no example task is written). */
  existingTaskLists: ExistingTaskList[];
  /** Things the user has to finish by hand, e.g. an action `--pin` could not pin. */
  warnings: string[];
  enhance?: EnhanceOutcome;
  nextSteps: string[];
}

export const AGENT_FILES = ['CLAUDE.md', 'AGENTS.md'] as const;
type AgentFile = (typeof AGENT_FILES)[number];

async function projectTitle(repoDir: string): Promise<string> {
  const text = await readIfExists(join(repoDir, 'package.json'));
  if (text) {
    try {
      const name: unknown = (JSON.parse(text) as { name?: unknown }).name;
      if (typeof name === 'string' && name.trim()) return name.trim();
    } catch {
      // Not our file to judge; fall back to the directory name.
    }
  }
  return basename(repoDir) || 'project';
}

/** Checks of a valid block already in CLAUDE.md/AGENTS.md (for the report). */
async function existingChecks(repoDir: string): Promise<CheckDefinition[] | undefined> {
  for (const file of AGENT_FILES) {
    const text = await readIfExists(join(repoDir, file));
    if (text === undefined) continue;
    const result = parseChecksBlock(text, file);
    if (result.found && result.errors.length === 0 && result.checks.length > 0)
      return result.checks;
  }
  return undefined;
}

/**
 * The one file that holds the RALPH:CHECKS block: the first that has one (the harness reads
 * CLAUDE.md first), else CLAUDE.md. The other file only points to it.
 */
async function blockHolder(repoDir: string, force: boolean): Promise<AgentFile> {
  if (force) return 'CLAUDE.md';
  for (const file of AGENT_FILES) {
    const text = await readIfExists(join(repoDir, file));
    if (text !== undefined && parseChecksBlock(text, file).found) return file;
  }
  return 'CLAUDE.md';
}

/** Lines START..END (inclusive) of the block, or undefined. */
function blockRange(lines: string[]): [number, number] | undefined {
  const start = lines.findIndex((l) => CHECKS_START_PATTERN.test(l));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && CHECKS_END_PATTERN.test(l));
  return end < 0 ? undefined : [start, end];
}

/**
 * Puts the original checks block back into `after` when an edit changed or removed it.
 * Returns undefined when the block is unchanged.
 */
export function restoreChecksBlock(
  before: string,
  after: string,
  checks: CheckDefinition[],
): string | undefined {
  const original = parseChecksBlock(before);
  const current = parseChecksBlock(after);
  if (!original.found || current.rawBlock === original.rawBlock) return undefined;
  const beforeLines = before.split('\n');
  const range = blockRange(beforeLines)!;
  const block = beforeLines.slice(range[0], range[1] + 1);
  const afterLines = after.split('\n');
  const afterRange = blockRange(afterLines);
  if (!afterRange)
    return appendedChecksSection(after, checks.length > 0 ? checks : original.checks);
  afterLines.splice(afterRange[0], afterRange[1] - afterRange[0] + 1, ...block);
  return afterLines.join('\n');
}

export async function runInit(options: InitOptions): Promise<InitReport> {
  const { repoDir } = options;
  const force = options.force ?? false;
  const entries: InitEntry[] = [];
  const today = options.today ?? new Date().toISOString().slice(0, 10);

  const reused = await existingChecks(repoDir);
  const checks = reused ?? (await detectChecks(repoDir));
  const checksSource = reused ? 'existing block' : checks.length > 0 ? 'detected' : 'none';
  const protect = reused ? [] : await detectProtectGlobs(repoDir);

  async function scaffold(path: string, content: () => Promise<string> | string): Promise<void> {
    const full = join(repoDir, path);
    const current = await readIfExists(full);
    if (current !== undefined && !force) {
      entries.push({ action: 'skipped', path, note: 'exists' });
      return;
    }
    const text = await content();
    if (current === text) {
      entries.push({ action: 'skipped', path, note: 'unchanged' });
      return;
    }
    await writeFileAtomic(full, text);
    entries.push({ action: current === undefined ? 'created' : 'overwritten', path });
  }

  // Another tool's task list, where no .ralph/prd.yaml exists yet: name the import instead.
  const prdExists = (await readIfExists(join(repoDir, '.ralph/prd.yaml'))) !== undefined;
  const existingTaskLists = prdExists ? [] : await findExistingTaskLists(repoDir);
  if (existingTaskLists.length > 0) {
    const first = existingTaskLists[0]!;
    entries.push({
      action: 'skipped',
      path: '.ralph/prd.yaml',
      note: `found ${first.path}: import it with \`${first.command}\``,
    });
  } else {
    await scaffold('.ralph/prd.yaml', async () =>
      prdTemplate({ title: await projectTitle(repoDir), today }),
    );
  }
  await scaffold('.ralph/progress.txt', progressTemplate);

  const gitignore = await updateGitignore(repoDir);
  entries.push({ action: gitignore.action, path: '.gitignore', note: gitignore.note });

  const holder = await blockHolder(repoDir, force);
  for (const file of AGENT_FILES) {
    const full = join(repoDir, file);
    const current = await readIfExists(full);
    const pointer = file === holder ? undefined : holder;
    if (current === undefined || force) {
      await scaffold(file, () => agentInstructionsTemplate(file, checks, holder, protect));
    } else if (parseChecksBlock(current, file).found) {
      entries.push({ action: 'skipped', path: file, note: 'exists, has a RALPH:CHECKS block' });
    } else if (pointer && current.includes(`RALPH:CHECKS block of ${pointer}`)) {
      entries.push({ action: 'skipped', path: file, note: `exists, points to ${pointer}` });
    } else {
      await writeFileAtomic(full, appendedChecksSection(current, checks, pointer, protect));
      entries.push({
        action: 'updated',
        path: file,
        note: pointer
          ? `added a pointer to the RALPH:CHECKS block of ${pointer}`
          : 'added RALPH:CHECKS block',
      });
    }
  }

  const warnings: string[] = [];
  if (gitignore.stillIgnored.length > 0) {
    warnings.push(
      `.gitignore still hides ${gitignore.stillIgnored.join(', ')}, which every run reads: change the rule that matches (\`git check-ignore -v ${gitignore.stillIgnored[0]}\` names it).`,
    );
  }
  const toolchains = await toolchainFacts(repoDir, checks);
  warnings.push(...toolchainWarnings(repoDir, toolchains, checks, options.env));
  await scaffold('.github/workflows/ralph.yml', async () => {
    const text = workflowTemplate(setupSteps(toolchains), await findCiWorkflowNames(repoDir));
    if (!options.pin) return text;
    const { pins, warning } = await workflowPins(
      options.actionRepositoryUrl ?? ACTION_REPOSITORY_URL,
    );
    if (warning) warnings.push(warning);
    return pinWorkflow(text, pins).text;
  });

  await offerWorkflowDispatch(options, entries, warnings);

  let enhance: EnhanceOutcome | undefined;
  if (options.enhance) enhance = await runEnhance(options, checks, entries);

  return {
    entries,
    checks,
    checksSource,
    existingTaskLists,
    warnings,
    enhance,
    nextSteps: nextSteps(checks, await filesTheRunNeeds(repoDir), existingTaskLists),
  };
}

/** CI workflows Ralph could not start: workflow_dispatch added when the user agrees, else named. */
async function offerWorkflowDispatch(
  options: InitOptions,
  entries: InitEntry[],
  warnings: string[],
): Promise<void> {
  const lacking = await findWorkflowsLackingDispatch(options.repoDir);
  if (lacking.length === 0) return;
  if (!(await options.addDispatch?.(lacking))) {
    warnings.push(
      `${lacking.join(', ')} ${lacking.length === 1 ? 'runs' : 'run'} on push or pull_request without workflow_dispatch, so Ralph's commits (pushed with the job token) will not start ${lacking.length === 1 ? 'it' : 'them'}: run \`ralph init --add-dispatch\` to add it, or add \`workflow_dispatch:\` to \`on:\` by hand.`,
    );
    return;
  }
  const failed = await addDispatchTo(options.repoDir, lacking);
  for (const path of lacking.filter((p) => !failed.includes(p))) {
    entries.push({
      action: 'updated',
      path,
      note: 'added workflow_dispatch, so Ralph can start it',
    });
  }
  for (const path of failed) {
    warnings.push(
      `${path}: could not add workflow_dispatch safely; add \`workflow_dispatch:\` to its \`on:\` by hand.`,
    );
  }
}

/** Every file a run reads from the commit it starts from, that exists here. */
async function filesTheRunNeeds(repoDir: string): Promise<string[]> {
  const candidates = [
    '.ralph/prd.yaml',
    '.ralph/progress.txt',
    '.ralph/db',
    '.gitignore',
    ...AGENT_FILES,
    '.github/workflows/ralph.yml',
  ];
  const present: string[] = [];
  for (const path of candidates) {
    if (
      await stat(join(repoDir, path)).then(
        () => true,
        () => false,
      )
    )
      present.push(path);
  }
  return present;
}

async function runEnhance(
  options: InitOptions,
  checks: CheckDefinition[],
  entries: InitEntry[],
): Promise<EnhanceOutcome> {
  if (!options.runClaudeInit) {
    return { ok: false, message: 'skipped --enhance: Claude Code is not available' };
  }
  const before = new Map<AgentFile, string | undefined>();
  for (const file of AGENT_FILES) before.set(file, await readIfExists(join(options.repoDir, file)));
  let outcome: EnhanceOutcome;
  try {
    outcome = await options.runClaudeInit(options.repoDir);
  } catch (error) {
    outcome = { ok: false, message: `Claude Code's /init failed: ${(error as Error).message}` };
  }
  // The gate belongs to the user: whatever /init did, the checks blocks stay as they were.
  for (const file of AGENT_FILES) {
    const original = before.get(file);
    const full = join(options.repoDir, file);
    const now = await readIfExists(full);
    if (original === undefined || now === undefined) {
      if (original !== undefined) {
        await writeFileAtomic(full, original);
        entries.push({ action: 'restored', path: file, note: 'deleted during --enhance' });
      }
      continue;
    }
    const restored = restoreChecksBlock(original, now, checks);
    if (restored !== undefined) {
      await writeFileAtomic(full, restored);
      entries.push({
        action: 'restored',
        path: file,
        note: 'put back the RALPH:CHECKS block changed during --enhance',
      });
    } else if (now !== original) {
      entries.push({ action: 'updated', path: file, note: 'enhanced by Claude Code /init' });
    }
  }
  return outcome;
}

/** The first step when another tool's task list is there to import. */
function importStep(lists: ExistingTaskList[]): string {
  const converting = lists.filter((l) => l.converts);
  const commands = (converting.length > 0 ? converting : lists).map((l) => `\`${l.command}\``);
  const which = commands.length === 1 ? commands[0]! : `one of ${commands.join(', ')}`;
  return `Import your existing task list into .ralph/prd.yaml: ${which} (add --dry-run to preview what is kept and left out).`;
}

function nextSteps(
  checks: CheckDefinition[],
  needed: string[],
  toImport: ExistingTaskList[],
): string[] {
  const steps: string[] = [];
  if (checks.length === 0) {
    steps.push(
      'No test/lint commands were detected: fill in the RALPH:CHECKS block in CLAUDE.md (and AGENTS.md). ' +
        'Ralph will not run until it has at least one check.',
    );
  }
  steps.push(
    toImport.length > 0
      ? importStep(toImport)
      : 'Edit .ralph/prd.yaml: replace the example task with your tasks (or run `ralph sync` and ask Claude Code to use the ralph-prd and ralph-tasks skills).',
    'Run `ralph validate` to check the task list.',
    'Run `ralph once --dry-run` to see what the next iteration would do.',
    'Add the ANTHROPIC_API_KEY secret to the repository (Settings > Secrets and variables > Actions, or `gh secret set ANTHROPIC_API_KEY`).',
  );
  // A run reads the task list and the checks from the commit it starts from: all of them must
  // be committed, also the ones init kept as they were (a migrated prd.yaml, your CLAUDE.md).
  const files = toImport.length > 0 ? ['.ralph/prd.yaml', ...needed] : needed;
  steps.push(
    `Commit everything the run reads: git add ${files.join(' ')} && git commit -m "chore: set up ralph-action"`,
  );
  return steps;
}

/** The report as the lines `ralph init` prints. */
export function formatInitReport(report: InitReport): string {
  const lines = report.entries.map(
    (e) => `${e.action.padEnd(11)} ${e.path}${e.note ? ` (${e.note})` : ''}`,
  );
  if (report.checksSource === 'detected') {
    lines.push(
      '',
      `Detected checks: ${report.checks.map((c) => `${c.name} (${c.command})`).join(', ')}`,
    );
  } else if (report.checksSource === 'none') {
    lines.push('', 'No checks detected: the RALPH:CHECKS block holds a TODO for you to fill in.');
  }
  if (report.existingTaskLists.length > 0) {
    lines.push('', 'Found task lists of other tools (no example task was written):');
    for (const list of report.existingTaskLists) {
      const how = list.converts ? list.command : `does not convert as it is: ${list.summary}`;
      lines.push(`  ${list.path} (${list.converts ? list.summary : 'unknown shape'}): ${how}`);
    }
  }
  for (const warning of report.warnings) lines.push('', `warning: ${warning}`);
  if (report.enhance)
    lines.push('', `${report.enhance.ok ? '' : 'warning: '}${report.enhance.message}`);
  lines.push('', 'Next steps:', ...report.nextSteps.map((s, i) => `  ${i + 1}. ${s}`));
  return `${lines.join('\n')}\n`;
}
