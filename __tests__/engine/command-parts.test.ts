import { describe, expect, it } from '@jest/globals';
import { andChainParts } from '../../src/engine/command-parts.js';

describe('andChainParts', () => {
  it('splits a plain `a && b && c` chain, quotes kept whole', () => {
    expect(andChainParts('npm ci && npm run lint && npm test')).toEqual([
      'npm ci',
      'npm run lint',
      'npm test',
    ]);
    expect(andChainParts(`node -e "a && b" && echo 'x && y'`)).toEqual([
      'node -e "a && b"',
      "echo 'x && y'",
    ]);
  });

  it('leaves anything but a plain chain whole', () => {
    for (const command of [
      'npm test',
      'a && b || c',
      'a; b && c',
      'a | b && c',
      'a && (b)',
      'a 2>&1 && b',
      'a && $(b)',
      'a &&',
      'a && "b',
    ])
      expect(andChainParts(command)).toBeUndefined();
  });
});
