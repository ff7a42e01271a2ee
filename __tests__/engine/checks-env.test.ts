import { describe, expect, it } from '@jest/globals';
import { runChecks } from '../../src/checks/index.js';
import { checksEnvironment } from '../../src/engine/iteration.js';

describe('checks never see the credentials', () => {
  it('removes the named secrets and every action input, and keeps the rest of the environment', () => {
    const saved = { ...process.env };
    process.env.ANTHROPIC_API_KEY = 'sk-secret-123456';
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_secret';
    process.env.ACTIONS_RUNTIME_TOKEN = 'runtime-secret';
    try {
      const env = checksEnvironment({ ANTHROPIC_API_KEY: 'sk-secret-123456', PATH: '/bin' });
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining([
          'ANTHROPIC_API_KEY',
          'INPUT_GITHUB-TOKEN',
          'ACTIONS_RUNTIME_TOKEN',
        ]),
      );
      expect(Object.values(env).every((value) => value === undefined)).toBe(true);
      // PATH and HOME stay: the checks run `npm test` like a terminal does.
      expect(Object.keys(env)).not.toContain('PATH');
      expect(Object.keys(env)).not.toContain('HOME');
    } finally {
      for (const key of Object.keys(process.env))
        if (!(key in saved)) Reflect.deleteProperty(process.env, key);
      Object.assign(process.env, saved);
    }
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
