/**
 * `ralph init --enhance` with the REAL claude CLI against the scripted model server: /init is
 * sent to Claude Code, whose (scripted) edits land in CLAUDE.md, and the checks block survives.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClaudeRunner } from '../../src/agent/runner.js';
import { parseChecksBlock } from '../../src/checks/parse.js';
import { createInitCommand } from '../../src/cli/commands/init.js';
import {
  CLAUDE_BIN,
  claudeEnv,
  makeClaudeDirs,
  type ClaudeDirs,
} from '../../test-support/claude-env.js';
import { promptOf, startModelServer, type ModelServer } from '../../test-support/model-server.js';
import { captureIO } from './helpers.js';

let server: ModelServer | undefined;
let dirs: ClaudeDirs | undefined;
afterEach(async () => {
  await server?.close();
  await dirs?.cleanup();
});

describe('ralph init --enhance with the real claude', () => {
  it('runs /init headless, keeps its edits and restores the checks block', async () => {
    server = await startModelServer({
      turns: [
        [
          {
            tool: 'Write',
            input: ({ cwd }) => ({
              file_path: join(cwd, 'CLAUDE.md'),
              content:
                '# CLAUDE.md\n\nA shop for widgets, written in TypeScript.\n\n## Quality Checks\n\n' +
                '<!-- RALPH:CHECKS:START -->\n```yaml\nchecks:\n  - name: test\n    command: "true"\n```\n<!-- RALPH:CHECKS:END -->\n',
            }),
          },
        ],
        [{ text: 'Updated CLAUDE.md with the project overview.' }],
      ],
    });
    dirs = await makeClaudeDirs('ralph-enhance-');
    cpSync(join(process.cwd(), 'package.json'), join(dirs.work, 'package.json'));
    const env = {
      ...process.env,
      ...claudeEnv({ url: server.url, home: dirs.home }),
      IS_SANDBOX: '1',
    };
    const io = captureIO(dirs.work, env);
    const command = createInitCommand({
      createRunner: createClaudeRunner,
      findClaude: async () => CLAUDE_BIN,
    });

    const code = await command.run({
      positionals: [],
      values: { enhance: true },
      io,
      signal: new AbortController().signal,
    });
    expect(io.err.join('')).toContain("Running Claude Code's /init");
    expect(code).toBe(0);

    const turns = server.turnRequests();
    expect(turns.length).toBeGreaterThanOrEqual(2);
    // Claude Code expanded its native /init command, with our instructions as its arguments.
    const prompt = promptOf(turns[0]!);
    expect(prompt).toContain('<command-name>/init</command-name>');
    expect(prompt).toMatch(/<command-args>[^<]*Enrich BOTH files with project-specific context/);

    const claude = readFileSync(join(dirs.work, 'CLAUDE.md'), 'utf8');
    expect(claude).toContain('A shop for widgets');
    expect(parseChecksBlock(claude).checks.map((c) => c.command)).toEqual([
      'npm run typecheck',
      'npm run lint',
      'npm test',
    ]);
    const out = io.out.join('');
    expect(out).toContain(
      'restored    CLAUDE.md (put back the RALPH:CHECKS block changed during --enhance)',
    );
    expect(out).toMatch(/Claude Code's \/init enriched CLAUDE.md and AGENTS.md \(\d+ turns\)/);
  });
});
