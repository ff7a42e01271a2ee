/** `ralph prompt`: print the prompt the next (or a given) task would be sent. */
import path from 'node:path';
import { formatDiagnostic } from '../../prd/diagnostics.js';
import { idKey } from '../../prd/schema.js';
import { previewPrompt } from '../../prompt/preview.js';
import type { CliCommand } from '../types.js';

const DEFAULT_PRD = '.ralph/prd.yaml';

/** The repository of a task list: the parent of `.ralph/`, else the working directory. */
function repoDirFor(prdPath: string, cwd: string): string {
  const dir = path.dirname(prdPath);
  return path.basename(dir) === '.ralph' ? path.dirname(dir) : cwd;
}

const number = (n: number) => n.toLocaleString('en-US');

export const promptCommand: CliCommand = {
  name: 'prompt',
  summary: 'Print the prompt the next ready task (or the given one) would be sent',
  usage: 'ralph prompt [task-id] [--json] [--file .ralph/prd.yaml]',
  examples: ['ralph prompt', 'ralph prompt task-003', 'ralph prompt --json > prompt.json'],
  options: {
    json: { type: 'boolean' },
    file: { type: 'string', short: 'f' },
  },
  optionHelp: {
    json: 'Print {task, bytes, estimatedTokens, sections, warnings, appendSystemPrompt, prompt, mcpConfig, tools} as JSON',
    file: `The task list (default ${DEFAULT_PRD})`,
  },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const prdPath = path.resolve(
      io.cwd,
      typeof values.file === 'string' ? values.file : DEFAULT_PRD,
    );
    const repoDir = repoDirFor(prdPath, io.cwd);
    const preview = await previewPrompt({ repoDir, prdPath, taskId: positionals[0] });

    switch (preview.kind) {
      case 'invalid_prd':
        for (const d of preview.errors) io.stderr(`${formatDiagnostic(d)}\n`);
        io.stderr(
          `error: ${path.relative(io.cwd, prdPath) || prdPath} is not a valid task list (see \`ralph validate\`)\n`,
        );
        return 1;
      case 'unknown_task':
        io.stderr(
          `error: no task with id "${preview.id}" in ${path.relative(io.cwd, prdPath) || prdPath}\n`,
        );
        return 1;
      case 'complete':
        io.stderr(
          'All tasks are complete: there is no next task. Pass a task id to see its prompt.\n',
        );
        return 0;
      case 'none_ready':
        io.stderr(
          `No task is ready: ${preview.reason}\nPass a task id to see its prompt anyway.\n`,
        );
        return 1;
    }

    const { task, assembled, mcpConfig, tools } = preview;
    if (values.json === true) {
      const json = {
        task: { id: task.id, title: task.title, status: task.status },
        bytes: assembled.bytes,
        estimatedTokens: assembled.estimatedTokens,
        sections: assembled.sections,
        warnings: assembled.warnings,
        appendSystemPrompt: assembled.appendSystemPrompt,
        prompt: assembled.prompt,
        mcpConfig: mcpConfig ?? null,
        tools,
        checksSource: preview.checksSource,
      };
      io.stdout(`${JSON.stringify(json, null, 2)}\n`);
      return 0;
    }
    io.stdout(assembled.prompt);
    for (const warning of assembled.warnings) io.stderr(`warning: ${warning}\n`);
    const systemBytes = Buffer.byteLength(assembled.appendSystemPrompt, 'utf8');
    io.stderr(
      `\nTask #${idKey(task.id)} "${task.title}": ${number(assembled.bytes)} bytes, ~${number(assembled.estimatedTokens)} tokens` +
        ` (+ ${number(systemBytes)} bytes of harness rules via --append-system-prompt; checks from ${preview.checksSource}` +
        `; tools: ${tools.join(', ')}` +
        `${mcpConfig ? `; MCP servers: ${Object.keys(mcpConfig.mcpServers).join(', ')}` : ''})\n`,
    );
    return 0;
  },
};
