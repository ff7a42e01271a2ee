import { describe, expect, it } from '@jest/globals';
import { itWith } from '../../test-support/privileges.js';
import { detectPrivilege } from '../../src/isolation/probe.js';

const deps = (uid: number, sudo: boolean, platform: NodeJS.Platform = 'linux') => ({
  getuid: () => uid,
  sudoWorks: async () => sudo,
  platform,
});

describe('detectPrivilege', () => {
  it('root isolates directly', async () => {
    expect(await detectPrivilege(deps(0, false))).toEqual({ kind: 'root' });
  });
  it('a user with passwordless sudo isolates through sudo', async () => {
    expect(await detectPrivilege(deps(1001, true))).toEqual({ kind: 'sudo' });
  });
  it('anyone else cannot, and is told why', async () => {
    expect(await detectPrivilege(deps(1001, false))).toEqual({
      kind: 'none',
      why: 'the action runs as uid 1001 (not root) and passwordless `sudo -n` is not available',
    });
  });
  it('nor can any platform but Linux', async () => {
    const result = await detectPrivilege(deps(0, true, 'darwin'));
    expect(result).toEqual({ kind: 'none', why: 'isolation needs Linux; this runner is darwin' });
  });
  itWith('root')('the real probe on this machine finds root', async () => {
    expect(await detectPrivilege()).toEqual({ kind: 'root' });
  });
});
