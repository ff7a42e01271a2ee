/**
 * Prompt size: the assembled nexus prompt of one task against spec 004's "before" (every
 * YAML file of the task list dumped raw with "pick ONE task"), on a generated project of
 * 200 tasks, 5 disciplines and 5 features whose referenced files really exist.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { loadPrdFile } from '../../src/prd/load.js';
import { selectNextTask } from '../../src/prd/select.js';
import type { Discipline, Feature, Task } from '../../src/prd/schema.js';
import { assemblePrompt } from '../../src/prompt/assemble.js';
import { gatherPromptInput } from '../../src/prompt/gather.js';
import { PLAN_MAX_BYTES } from '../../src/prompt/plan.js';
import { ratioAtMost } from '../harness.js';
import type { BenchCase } from '../harness.js';

const TASKS = 200;
const DISCIPLINES = ['frontend', 'backend', 'database', 'testing', 'devops'];
const FEATURES = ['authentication', 'billing', 'search', 'notifications', 'reporting'];

function paragraph(topic: string, lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) =>
      `${topic}: rule ${i + 1} explains how the ${topic} module handles case ${i + 1} and why.`,
  ).join('\n');
}

function sourceFile(name: string): string {
  const body = Array.from(
    { length: 25 },
    (_, i) =>
      `export function ${name.replace(/\W/g, '_')}Step${i}(input: string): string {\n  return input.trim() + '${i}';\n}`,
  ).join('\n\n');
  return `// ${name}\n${body}\n`;
}

function disciplines(): Discipline[] {
  return DISCIPLINES.map((name) => ({
    name,
    display_name: name[0]!.toUpperCase() + name.slice(1),
    system_prompt: `You are a ${name} developer. ${paragraph(name, 2)}`,
    skills: [`${name}-basics`, 'typescript', 'testing'],
    conventions: paragraph(`${name} conventions`, 4),
    mcp_servers: [{ name: `${name}-docs`, command: 'npx', args: ['-y', `@example/${name}-mcp`] }],
  }));
}

function features(): Feature[] {
  return FEATURES.map((name) => ({
    name,
    display_name: name[0]!.toUpperCase() + name.slice(1),
    description: `Everything about ${name}.`,
    knowledge_paths: [`docs/${name}.md`, `.specs/${name.toUpperCase()}.md`],
    context_files: [`src/${name}/index.ts`, `src/${name}/service.ts`],
  }));
}

function tasks(): Task[] {
  return Array.from({ length: TASKS }, (_, i): Task => {
    const n = i + 1;
    const feature = FEATURES[i % FEATURES.length]!;
    return {
      id: `task-${String(n).padStart(3, '0')}`,
      title: `Implement ${feature} step ${n}`,
      description: `Build step ${n} of ${feature}.\n${paragraph(`step ${n}`, 3)}`,
      status: n <= 60 ? 'done' : 'pending',
      priority: 'medium',
      feature,
      discipline: DISCIPLINES[i % DISCIPLINES.length]!,
      depends_on: n > 5 ? [`task-${String(n - 5).padStart(3, '0')}`] : [],
      acceptance_criteria: [`step ${n} works`, `step ${n} has tests`, `step ${n} is documented`],
      context_files: [`src/${feature}/step${n}.ts`],
      output_artifacts: [`src/${feature}/step${n}.ts`, `src/${feature}/step${n}.test.ts`],
      hints: `Follow the pattern of step ${Math.max(1, n - 1)}.`,
    };
  });
}

async function generateProject(dir: string): Promise<void> {
  const write = async (rel: string, content: string) => {
    const file = path.join(dir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  const list = tasks();
  await write(
    '.ralph/prd.yaml',
    stringify({ schema_version: '1.0', project: { title: 'Bench project' }, tasks: list }),
  );
  await write('.ralph/db/disciplines.yaml', stringify({ disciplines: disciplines() }));
  await write('.ralph/db/features.yaml', stringify({ features: features() }));
  for (const f of features()) {
    for (const doc of f.knowledge_paths ?? [])
      await write(doc, `# ${doc}\n${paragraph(f.name, 15)}\n`);
    for (const src of f.context_files ?? []) await write(src, sourceFile(src));
  }
  for (const t of list) for (const src of t.context_files ?? []) await write(src, sourceFile(src));
}

/** Spec 004's "before": the raw YAML files and an instruction to pick one task. */
async function rawDumpPrompt(dir: string): Promise<string> {
  const files = ['.ralph/prd.yaml', '.ralph/db/disciplines.yaml', '.ralph/db/features.yaml'];
  const parts = ['Here is the project state. Pick ONE task that is pending and do it.'];
  for (const f of files)
    parts.push(`## ${f}\n\`\`\`yaml\n${await readFile(path.join(dir, f), 'utf8')}\`\`\``);
  return parts.join('\n\n');
}

export interface PromptSizes {
  /** Spec 004's "before": the raw YAML dump. */
  raw: number;
  /** The assembled nexus prompt of one task. */
  nexus: number;
  /** Its system prompt (the harness rules). */
  system: number;
  /** The plan section of the nexus prompt. */
  plan: number;
}

/** Byte sizes of the prompts on the generated project (deterministic: no timing). */
export async function measurePromptSizes(): Promise<PromptSizes> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ralph-bench-prompt-'));
  try {
    await generateProject(dir);
    const loaded = await loadPrdFile(path.join(dir, '.ralph', 'prd.yaml'));
    if (!loaded.prd)
      throw new Error(`generated task list is invalid: ${loaded.errors[0]?.message ?? '?'}`);
    const next = selectNextTask(loaded.prd);
    if (next.kind !== 'task') throw new Error('generated task list has no ready task');
    const input = await gatherPromptInput({
      repoDir: dir,
      prd: loaded.prd,
      task: next.task,
      disciplines: loaded.disciplines,
      features: loaded.features,
      checks: [{ name: 'test', command: 'npm test', required: true, timeoutMs: 600_000 }],
    });
    const assembled = assemblePrompt(input);
    const planStart = assembled.prompt.indexOf('## The Plan');
    const planEnd = assembled.prompt.indexOf('\n## ', planStart + 1);
    return {
      raw: Buffer.byteLength(await rawDumpPrompt(dir), 'utf8'),
      nexus: assembled.bytes,
      system: Buffer.byteLength(assembled.appendSystemPrompt, 'utf8'),
      plan: Buffer.byteLength(assembled.prompt.slice(planStart, planEnd), 'utf8'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const promptSize: BenchCase = {
  name: 'prompt size',
  async run() {
    const sizes = await measurePromptSizes();
    return [
      ratioAtMost(
        {
          name: `nexus prompt + harness rules of one task, ${TASKS} tasks`,
          value: sizes.nexus + sizes.system,
          floor: sizes.raw,
          floorLabel: 'raw YAML dump (spec 004 "before")',
          unit: 'bytes',
        },
        1,
      ),
      ratioAtMost(
        {
          name: 'plan section of the nexus prompt',
          value: sizes.plan,
          floor: PLAN_MAX_BYTES + 200,
          floorLabel: '6 KB cap + framing',
          unit: 'bytes',
        },
        1,
      ),
    ];
  },
};
