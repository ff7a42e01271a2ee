import { describe, expect, it } from '@jest/globals';
import { runChecks } from '../../src/checks/index.js';
import { checksEnvironment } from '../../src/engine/iteration.js';

describe('checks never see the credentials', () => {
  it('removes every agent variable, known secret and action input from the checks environment', () => {
    const env = checksEnvironment({
      ANTHROPIC_API_KEY: 'sk-secret',
      CUSTOM_TOKEN: 'x',
      INPUT_FOO: undefined,
    });
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'ANTHROPIC_API_KEY',
        'CUSTOM_TOKEN',
        'INPUT_FOO',
        'CLAUDE_CODE_OAUTH_TOKEN',
      ]),
    );
    expect(Object.values(env).every((value) => value === undefined)).toBe(true);
  });

  it('a check cannot read the API key even when the harness process has it', async () => {
    const previous = process.env.ANTHROPIC_API_KEY;
    process.env.ANTHROPIC_API_KEY = 'sk-ant-should-not-leak-123456';
    try {
      const [result] = await runChecks(
        [
          {
            name: 'leak',
            command: 'echo "key=$ANTHROPIC_API_KEY"; test -z "$ANTHROPIC_API_KEY"',
            required: true,
            timeoutMs: 10_000,
          },
        ],
        {
          cwd: process.cwd(),
          env: checksEnvironment({ ANTHROPIC_API_KEY: 'sk-ant-should-not-leak-123456' }),
        },
      );
      expect(result!.passed).toBe(true);
      expect(result!.outputTail).not.toContain('should-not-leak');
    } finally {
      if (previous === undefined) delete process.env.ANTHROPIC_API_KEY;
      else process.env.ANTHROPIC_API_KEY = previous;
    }
  });
});
