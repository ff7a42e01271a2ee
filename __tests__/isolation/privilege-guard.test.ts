/** The guard of the suites that need root: why a machine cannot run them, in one line. */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingPrivilege, skipLine } from '../../test-support/privileges.js';

describe('the root guard of the test suites', () => {
  it('names what is missing: root, the network namespace tools, or sudo next to them', () => {
    const tools = mkdtempSync(join(tmpdir(), 'ralph-guard-'));
    try {
      const withTools = { PATH: tools };
      const add = (name: string): void => {
        writeFileSync(join(tools, name), '#!/bin/sh\nexit 0\n');
        chmodSync(join(tools, name), 0o755);
      };
      expect(missingPrivilege('root', withTools, 1000)).toBe('it needs root (running as uid 1000)');
      if (!existsSync('/usr/sbin/ip') && !existsSync('/sbin/ip')) {
        expect(missingPrivilege('root', withTools, 0)).toMatch(/^it needs ip \(iproute2\)/);
      }
      add('ip');
      expect(missingPrivilege('root', withTools, 0)).toBeUndefined();
      if (!existsSync('/usr/bin/sudo') && !existsSync('/usr/sbin/sudo')) {
        expect(missingPrivilege('root and sudo', withTools, 0)).toBe(
          'it needs sudo, which is not installed',
        );
      }
      add('sudo');
      expect(missingPrivilege('root and sudo', withTools, 0)).toBeUndefined();
    } finally {
      rmSync(tools, { recursive: true, force: true });
    }
  });

  it('says in one line how to run the suite, and how CI makes the skip a failure', () => {
    const line = skipLine(
      '__tests__/isolation/reap.test.ts',
      'it needs root (running as uid 1000)',
      '__tests__/isolation/reap.test.ts',
    );
    expect(line).toBe(
      'skipped "__tests__/isolation/reap.test.ts": it needs root (running as uid 1000). Run it as root ' +
        'with sudo and iproute2 installed, as .ci/run does: ' +
        'npm test -- __tests__/isolation/reap.test.ts ' +
        '(RALPH_TEST_REQUIRE_ROOT=1 makes this skip a failure)\n',
    );
    expect(line.trimEnd().split('\n')).toHaveLength(1);
  });
});
