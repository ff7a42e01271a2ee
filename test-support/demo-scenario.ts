/**
 * The scripted model behind `npm run demo` and the action's end-to-end tests: for each
 * task of fixtures/demo, the agent writes the module and its test with the real Write
 * tool, runs the tests with the real Bash tool, and ends with a status block.
 */
import { join } from 'node:path';
import type { Scenario, Turn, TurnContext } from './model-server.js';
import { agentStatusBlock } from './status-block.js';
import { isTask } from './task-routing.js';

interface DemoTask {
  title: string;
  files: Record<string, string>;
  exportLine: string;
  learning: string;
}

export const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Add slugify',
    files: {
      'src/slugify.js': [
        '/** Lowercases, trims and joins words with single dashes. */',
        'export function slugify(text) {',
        '  return text',
        '    .toLowerCase()',
        "    .replace(/[^a-z0-9]+/g, ' ')",
        '    .trim()',
        "    .split(' ')",
        '    .filter(Boolean)',
        "    .join('-');",
        '}',
        '',
      ].join('\n'),
      'test/slugify.test.js': [
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "import { slugify } from '../src/index.js';",
        '',
        "test('slugify joins words with dashes', () => {",
        "  assert.equal(slugify('Hello, World!'), 'hello-world');",
        "  assert.equal(slugify('  Many   spaces  '), 'many-spaces');",
        '});',
        '',
      ].join('\n'),
    },
    exportLine: "export { slugify } from './slugify.js';",
    learning:
      'Punctuation is stripped by replacing non-alphanumerics with spaces before splitting.',
  },
  {
    title: 'Add word count',
    files: {
      'src/word-count.js': [
        '/** Counts whitespace-separated words. */',
        'export function wordCount(text) {',
        '  return text.split(/\\s+/).filter(Boolean).length;',
        '}',
        '',
      ].join('\n'),
      'test/word-count.test.js': [
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "import { wordCount } from '../src/index.js';",
        '',
        "test('wordCount counts words', () => {",
        "  assert.equal(wordCount(''), 0);",
        "  assert.equal(wordCount(' a  b '), 2);",
        '});',
        '',
      ].join('\n'),
    },
    exportLine: "export { wordCount } from './word-count.js';",
    learning: 'split(/\\s+/) leaves empty strings at the ends; filter(Boolean) removes them.',
  },
  {
    title: 'Add the textkit summary function',
    files: {
      'src/summary.js': [
        "import { slugify } from './slugify.js';",
        "import { wordCount } from './word-count.js';",
        '',
        '/** The slug and the word count of a text. */',
        'export function summary(text) {',
        '  return { slug: slugify(text), words: wordCount(text) };',
        '}',
        '',
      ].join('\n'),
      'test/summary.test.js': [
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "import { summary } from '../src/index.js';",
        '',
        "test('summary combines slug and word count', () => {",
        "  assert.deepEqual(summary('Hello big world'), { slug: 'hello-big-world', words: 3 });",
        '});',
        '',
      ].join('\n'),
    },
    exportLine: "export { summary } from './summary.js';",
    learning: 'summary() composes the other helpers; keep it free of its own parsing.',
  },
];

function turnsFor(task: DemoTask): Turn[] {
  const writeTurn: Turn = (ctx: TurnContext) =>
    Object.entries(task.files).map(([path, content]) => ({
      tool: 'Write',
      input: { file_path: join(ctx.cwd, path), content },
    }));
  return [
    writeTurn,
    [
      { text: 'Re-exporting it from the package entry, then running the tests.' },
      {
        tool: 'Bash',
        input: {
          command: `printf '%s\\n' "${task.exportLine.replace(/"/g, '\\"')}" >> src/index.js && node --test`,
          description: 'Export the module and run the tests',
        },
      },
    ],
    [
      {
        text: [
          `${task.title}: done, and the tests pass.`,
          '',
          `LEARNINGS: ${task.learning}`,
          '',
          agentStatusBlock({
            exitSignal: true,
            passing: 1,
            recommendation: 'Task complete; continue with the next task',
          }),
        ].join('\n'),
      },
    ],
  ];
}

export function demoScenario(): Scenario {
  return {
    route(request) {
      const task = DEMO_TASKS.find((candidate) => isTask(request, candidate.title));
      if (!task) return [[{ text: 'No scripted task matches this prompt.' }]];
      return turnsFor(task);
    },
  };
}
