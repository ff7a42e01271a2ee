/**
 * Keeps README.md honest: the quick start, the inputs and outputs tables (against action.yml),
 * the CLI commands (against the registry), the example workflows, the comment commands (against
 * the parser), the outcome and stop classes (against the engine's types), and its own links.
 */
import { describe, expect, it } from '@jest/globals';
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow,
} from '@actions/workflow-parser';
import { parse as parseYaml } from 'yaml';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HELP_TEXT, parseCommand } from '../../src/github/commands.js';
import {
  INPUTS_HEADER,
  OUTPUTS_HEADER,
  assertTableMatches,
  expectedInputRows,
  expectedOutputRows,
  readActionMetadata,
  tableDrift,
} from './action-tables.js';
import { registeredCommandNames } from './cli-commands.js';
import {
  anchors,
  fencedBlocks,
  firstTable,
  inlineCodeSpans,
  linkTargets,
  section,
  tables,
} from './markdown.js';

const ROOT = process.cwd();
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const readme = read('README.md');
const action = readActionMetadata(read('action.yml'));

/** The members of a string-literal union type `export type <name> = | 'a' | 'b' ...;` in a source file. */
function unionMembers(file: string, typeName: string): string[] {
  const source = read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const match = new RegExp(`export type ${typeName} =([^;]*);`).exec(source);
  if (!match) throw new Error(`${file} has no "export type ${typeName}"`);
  return [...match[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('README quick start', () => {
  const quickStart = section(readme, 'Quick start');
  const blocks = fencedBlocks(quickStart).map((b) => b.content.trim());

  it.each(['npm ci && npm run demo', 'npm ci && npm test'])(
    'has `%s` in a code block of its own',
    (command) => {
      expect(blocks).toContain(command);
    },
  );

  it('has exactly those two commands', () => {
    expect(blocks).toEqual(['npm ci && npm run demo', 'npm ci && npm test']);
  });
});

describe('README inputs and outputs tables', () => {
  it('lists every input of action.yml with its description and default, and nothing else', () => {
    const table = firstTable(readme, 'Inputs');
    assertTableMatches('inputs', table, INPUTS_HEADER, expectedInputRows(action));
    expect(table.rows).toHaveLength(Object.keys(action.inputs).length);
  });

  it('lists every output of action.yml with its description, and nothing else', () => {
    const table = firstTable(readme, 'Outputs');
    assertTableMatches('outputs', table, OUTPUTS_HEADER, expectedOutputRows(action));
    expect(table.rows).toHaveLength(Object.keys(action.outputs).length);
  });

  it('action.yml has inputs and outputs to document', () => {
    expect(Object.keys(action.inputs).length).toBeGreaterThan(10);
    expect(Object.keys(action.outputs).length).toBeGreaterThan(5);
  });

  it('reports drift: a missing row, a changed default, an extra row, a bad header', () => {
    const expected = expectedInputRows(action);
    const [first, second, ...rest] = expected;
    const drifted = {
      header: ['Input', 'Description'],
      rows: [[first![0]!, first![1]!, '`something-else`'], ...rest, ['`no-such-input`', 'x', '']],
      line: 1,
    };
    const problems = tableDrift('inputs', drifted, INPUTS_HEADER, expected);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('header'),
        expect.stringContaining(`${first![0]}: default is "\`something-else\`"`),
        `${second![0]} is missing`,
        '`no-such-input` is not in action.yml',
      ]),
    );
    expect(() => assertTableMatches('inputs', drifted, INPUTS_HEADER, expected)).toThrow(
      /Replace the table under "### Inputs" with:\n\n\| Input \| Description \| Default \|/,
    );
  });
});

describe('README CLI section', () => {
  const cli = section(readme, 'The `ralph` CLI');

  it('documents every registered command as `ralph <name>`', async () => {
    const names = await registeredCommandNames();
    expect(names.length).toBeGreaterThan(5);
    const missing = names.filter((name) => !readme.includes(`ralph ${name}`));
    expect(missing).toEqual([]);
  });

  it('lists exactly the registered commands in its table', async () => {
    const names = await registeredCommandNames();
    const table = tables(cli)[0];
    expect(table).toBeDefined();
    const listed = table!.rows.map((row) => /^`ralph ([a-z][\w-]*)/.exec(row[0] ?? '')?.[1]);
    expect([...listed].sort()).toEqual([...names].sort());
  });

  it('mentions no `ralph <command>` that does not exist, anywhere', async () => {
    const names = new Set(await registeredCommandNames());
    const mentioned = new Set<string>();
    for (const span of inlineCodeSpans(readme)) {
      const match = /^ralph ([a-z][\w-]*)/.exec(span);
      if (match) mentioned.add(match[1]!);
    }
    for (const block of fencedBlocks(readme)) {
      for (const line of block.content.split('\n')) {
        const match = /^\s*(?:\$ )?ralph ([a-z][\w-]*)/.exec(line);
        if (match) mentioned.add(match[1]!);
      }
    }
    expect(mentioned.size).toBeGreaterThan(3);
    expect([...mentioned].filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('README example workflows', () => {
  const files = readdirSync(join(ROOT, 'workflows-examples')).filter((f) => /\.ya?ml$/.test(f));

  it.each(files)('references workflows-examples/%s', (file) => {
    expect(readme).toContain(`workflows-examples/${file}`);
  });

  it('shows workflows-examples/dispatch.yml exactly as it is', () => {
    const dispatch = read('workflows-examples/dispatch.yml').trimEnd();
    const yamlBlocks = fencedBlocks(readme)
      .filter((b) => b.lang === 'yaml')
      .map((b) => b.content.trimEnd());
    expect(yamlBlocks).toContain(dispatch);
  });

  it('quotes comment-commands.yml faithfully: every line of its excerpt is in the file', () => {
    const file = read('workflows-examples/comment-commands.yml').split('\n');
    const excerpt = fencedBlocks(section(readme, 'The workflow')).find(
      (b) => b.lang === 'yaml' && b.content.includes('issue_comment'),
    );
    expect(excerpt).toBeDefined();
    const stray = excerpt!.content
      .split('\n')
      .filter((line) => line.trim() !== '' && !file.includes(line));
    expect(stray).toEqual([]);
  });
  it('every complete workflow it shows parses with GitHub’s workflow parser', async () => {
    const workflows = fencedBlocks(readme).filter((b) => {
      if (b.lang !== 'yaml') return false;
      const value = parseYaml(b.content) as Record<string, unknown> | null;
      if (value === null || typeof value !== 'object' || !('on' in value)) return false;
      // Excerpts (jobs without steps) are checked against their file instead.
      const jobs = Object.values((value.jobs ?? {}) as Record<string, Record<string, unknown>>);
      return jobs.length > 0 && jobs.every((job) => 'steps' in job || 'uses' in job);
    });
    expect(workflows.length).toBeGreaterThanOrEqual(1);
    for (const block of workflows) {
      const name = `README.md:${block.line}`;
      const parsed = parseWorkflow({ name, content: block.content }, new NoOperationTraceWriter());
      const errors = parsed.context.errors.getErrors().map((e) => `${name}: ${e.message}`);
      if (parsed.value && errors.length === 0) {
        const template = await convertWorkflowTemplate(parsed.context, parsed.value);
        errors.push(...(template.errors ?? []).map((e) => `${name}: ${e.Message}`));
      }
      expect(errors).toEqual([]);
    }
  });

  it('the workflow parser rejects a broken workflow (the check above can fail)', () => {
    const broken =
      'on: push\npermissions:\n  contents: wrte\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo\n';
    const parsed = parseWorkflow(
      { name: 'broken.yml', content: broken },
      new NoOperationTraceWriter(),
    );
    expect(parsed.context.errors.getErrors().length).toBeGreaterThan(0);
  });
});

describe('README comment commands', () => {
  const table = firstTable(readme, 'Comment commands');
  const samples: Record<string, string> = {
    '<n>': '2',
    '<id>': 'task-001',
    '<reason>': 'waiting for the API key',
  };
  const documented = table.rows.map((row) => /^`([^`]+)`$/.exec(row[0] ?? '')?.[1] ?? row[0] ?? '');

  it.each(documented)('`%s` is understood by the parser as that command', (usage) => {
    const comment = usage.replace(
      /<[a-z]+>/g,
      (placeholder) => samples[placeholder] ?? placeholder,
    );
    const verb = usage.split(/\s+/)[1];
    const parsed = parseCommand(comment);
    expect(parsed?.kind).toBe(verb);
  });

  it('documents every command of the help reply', () => {
    const helpVerbs = [...HELP_TEXT().matchAll(/^\| `\/ralph ([\w-]+)/gm)].map((m) => m[1]!);
    expect(helpVerbs.length).toBeGreaterThan(5);
    const documentedVerbs = new Set(documented.map((usage) => usage.split(/\s+/)[1]));
    expect(helpVerbs.filter((verb) => !documentedVerbs.has(verb))).toEqual([]);
  });
});

describe('README troubleshooting and stop conditions', () => {
  const firstCells = (markdown: string): string[] =>
    tables(markdown).flatMap((t) => t.rows.map((row) => row[0] ?? ''));

  it('has one entry per agent outcome class', () => {
    const outcomes = unionMembers('src/agent/types.ts', 'AgentOutcome');
    expect(outcomes).toContain('usage_limit');
    const cells = firstCells(section(readme, 'Troubleshooting'));
    expect(outcomes.filter((o) => !cells.includes(`\`${o}\``))).toEqual([]);
  });

  it('names every stop reason of the loop', () => {
    const reasons = unionMembers('src/engine/types.ts', 'StopReason');
    expect(reasons).toContain('circuit_open');
    const cells = firstCells(section(readme, 'How it works')).join(' ');
    expect(reasons.filter((r) => !cells.includes(`\`${r}\``))).toEqual([]);
  });
});

describe('README links', () => {
  const targets = linkTargets(readme);

  it('every #anchor link points at a heading or an anchor of the README', () => {
    const known = anchors(readme);
    const local = targets.filter((t) => t.startsWith('#')).map((t) => t.slice(1));
    expect(local.length).toBeGreaterThan(5);
    expect(local.filter((a) => !known.has(a))).toEqual([]);
  });

  it('every relative link points at a file of the repository', () => {
    const files = targets.filter((t) => !/^(#|[a-z]+:)/.test(t)).map((t) => t.split('#')[0]!);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });
});
