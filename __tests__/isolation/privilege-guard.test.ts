/** The guard of the suites that need root: why a machine cannot run them, in one line. */
import { describe, expect, it } from '@jest/globals';
import { missingPrivilege, skipLine } from '../../test-support/privileges.js';

describe('the root guard of the test suites', () => {
  it('names what is missing: root, or sudo next to it', () => {
    expect(missingPrivilege('root', process.env, 1000)).toBe('it needs root (running as uid 1000)');
    expect(missingPrivilege('root', process.env, 0)).toBeUndefined();
    expect(missingPrivilege('root and sudo', { PATH: '/nonexistent' }, 0)).toBe(
      'it needs sudo, which is not installed',
    );
  });

  it('says in one line how to run the suite, and how CI makes the skip a failure', () => {
    const line = skipLine(
      '__tests__/isolation/reap.test.ts',
      'it needs root (running as uid 1000)',
      '__tests__/isolation/reap.test.ts',
    );
    expect(line).toBe(
      'skipped "__tests__/isolation/reap.test.ts": it needs root (running as uid 1000). Run it as root ' +
        'with sudo installed, as .ci/run does: npm test -- __tests__/isolation/reap.test.ts ' +
        '(RALPH_TEST_REQUIRE_ROOT=1 makes this skip a failure)\n',
    );
    expect(line.trimEnd().split('\n')).toHaveLength(1);
  });
});
