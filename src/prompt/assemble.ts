/**
 * Prompt assembly (spec 004 "The Prompt"): task + discipline + feature -> one focused,
 * self-contained prompt. Pure: the same PromptInput always yields byte-identical output.
 *
 * Order and prompt caching. The user prompt keeps spec 004's section order, which is
 * also the cache-friendly one: the discipline sections (shared by every task of that
 * discipline), then the feature sections (shared by every task of that feature), then
 * the task itself. The parts that change during a run come last: the plan (statuses
 * move after each task), the quality checks, the Codebase Patterns (grow with learnings)
 * and a short task-specific reminder of the instructions. Everything that is identical
 * for every task of every run, the harness rules and the PRP_PHASE_STATUS template, goes
 * to `appendSystemPrompt` (--append-system-prompt), which is cached with the system prompt.
 */
import { idKey } from '../prd/schema.js';
import { HARNESS_RULES, renderInstructionsReminder } from './instructions.js';
import { cleanBlock, indentContinuation, renderFile } from './markdown.js';
import { oneLine, renderPlanLines } from './plan.js';
import type { AssembledPrompt, PromptInput } from './types.js';

interface Section {
  heading: string;
  body: string;
}

function section(heading: string, body: string | undefined): Section | undefined {
  const cleaned = body === undefined ? '' : body.trim();
  return cleaned === '' ? undefined : { heading, body: cleaned };
}

function discipline(input: PromptInput): (Section | undefined)[] {
  const d = input.discipline;
  if (!d) return [];
  return [
    section('You Are', d.system_prompt && cleanBlock(d.system_prompt)),
    section('Your Skills', d.skills?.map(oneLine).filter(Boolean).join(', ')),
    section('Conventions', d.conventions && cleanBlock(d.conventions)),
  ];
}

function feature(input: PromptInput): (Section | undefined)[] {
  const f = input.feature;
  const out: (Section | undefined)[] = [];
  if (f) {
    const name = oneLine(f.display_name || f.name);
    // The heading alone still tells the agent its domain, so it stays without a description.
    out.push({ heading: `Feature: ${name}`, body: f.description ? cleanBlock(f.description) : '' });
  }
  out.push(section('Reference Documents', input.referenceDocs.map(renderFile).join('\n\n')));
  out.push(section('Relevant Source Files', input.sourceFiles.map(renderFile).join('\n\n')));
  return out;
}

function taskSections(input: PromptInput): (Section | undefined)[] {
  const t = input.task;
  const id = idKey(t.id);
  const your = [`**${oneLine(t.title)}**`];
  if (t.description) your.push(cleanBlock(t.description));
  your.push(`Task id: ${id}`);
  const comments = (t.comments ?? []).map((c) => {
    const when = c.created ? `${c.created} ` : '';
    return `- ${when}(${oneLine(c.author)}): ${indentContinuation(c.body)}`;
  });
  const prerequisites = input.prerequisites.map(
    (p) => `Task #${idKey(p.id)} (${p.status}): ${JSON.stringify(oneLine(p.title))}`,
  );
  return [
    section('Your Task', your.join('\n\n')),
    section(
      'Acceptance Criteria',
      (t.acceptance_criteria ?? [])
        .map((c) => `- [ ] ${indentContinuation(c, '      ')}`)
        .join('\n'),
    ),
    section('Expected Output Files', (t.output_artifacts ?? []).map((p) => `- ${p}`).join('\n')),
    section('Implementation Hints', t.hints && cleanBlock(t.hints)),
    section('Previous Attempts (IMPORTANT)', comments.join('\n')),
    section('Completed Prerequisites', prerequisites.join('\n')),
  ];
}

/** The plan, or nothing when it would list only the task itself. */
function planBody(input: PromptInput): string | undefined {
  const others = input.plan.filter((t) => idKey(t.id) !== idKey(input.task.id));
  if (others.length === 0) return undefined;
  return [
    'The tasks around yours, for context only. Do not work on any task but yours;',
    'the harness tracks status and picks the next task.',
    '',
    ...renderPlanLines(input.plan, input.task.id),
  ].join('\n');
}

/**
 * The checks the agent should run. A block in CLAUDE.md already reaches the agent with CLAUDE.md
 * itself, so it is named rather than repeated; the task's own verify commands are listed.
 */
function checksBody(input: PromptInput): string | undefined {
  if (input.checks.length === 0) return undefined;
  const line = (c: PromptInput['checks'][number]): string =>
    `- ${c.name}: \`${c.command}\`${c.required ? '' : ' (optional: only warns)'}`;
  const blockChecks = input.checks.filter((c) => c.origin !== 'task');
  const taskChecks = input.checks.filter((c) => c.origin === 'task');
  const inClaudeMd = input.checksFile === 'CLAUDE.md' && blockChecks.length > 0;
  const intro = inClaudeMd
    ? ['Those of the RALPH:CHECKS block in CLAUDE.md (in your context). Run them yourself first.']
    : [
        'The harness runs these checks after you finish, as defined in the starting commit',
        '(editing their definitions changes nothing). Run them yourself first:',
        '',
        ...blockChecks.map(line),
      ];
  const own =
    taskChecks.length === 0
      ? []
      : [
          ...(blockChecks.length === 0 ? [] : ['']),
          "This task's own verify commands (required: the task is not done until they pass):",
          '',
          ...taskChecks.map(line),
        ];
  return [...(blockChecks.length === 0 ? [] : intro), ...own].join('\n');
}

function runSections(input: PromptInput): (Section | undefined)[] {
  const id = idKey(input.task.id);
  return [
    section('The Plan (context, not a worklist)', planBody(input)),
    section('Quality Checks', checksBody(input)),
    section('Codebase Patterns', input.codebasePatterns && cleanBlock(input.codebasePatterns)),
    section('Instructions', renderInstructionsReminder(id)),
  ];
}

export function assemblePrompt(input: PromptInput): AssembledPrompt {
  const sections = [
    ...discipline(input),
    ...feature(input),
    ...taskSections(input),
    ...runSections(input),
  ].filter((s): s is Section => s !== undefined);
  const prompt =
    sections
      .map((s) => (s.body === '' ? `## ${s.heading}` : `## ${s.heading}\n${s.body}`))
      .join('\n\n') + '\n';
  const bytes = Buffer.byteLength(prompt, 'utf8');
  return {
    prompt,
    appendSystemPrompt: HARNESS_RULES,
    bytes,
    estimatedTokens: Math.ceil(bytes / 4),
    sections: sections.map((s) => s.heading),
    warnings: [...input.warnings],
  };
}
