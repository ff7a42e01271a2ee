/**
 * The dirty_tree stop: paths grouped by directory, and build outputs sent to .gitignore instead
 * of "commit or stash them" (committing node_modules is the wrong advice).
 */
import { describe, expect, it } from '@jest/globals';
import { dirtyMessage, groupDirty } from '../../src/engine/preflight.js';

const modules = Array.from({ length: 12267 }, (_, i) => `node_modules/pkg-${i % 300}/f${i}.js`);

describe('the dirty_tree stop', () => {
  it('groups a repository without .gitignore by directory and sends node_modules to .gitignore', () => {
    const message = dirtyMessage([...modules, 'coverage/lcov.info', 'notes.txt']);
    expect(message).toBe(
      'The working tree has uncommitted changes (node_modules/ (12,267 files), coverage/ (1 file), notes.txt). ' +
        'node_modules/, coverage/ hold build or dependency outputs, which are never committed: ' +
        'add them to .gitignore (`ralph init` does) and commit .gitignore; commit or stash the rest, then run again',
    );
    expect(message).not.toContain('pkg-');
  });

  it('says only what applies: one build output and nothing else', () => {
    expect(dirtyMessage(['target/debug/slugs', 'target/debug/deps/x.d'])).toBe(
      'The working tree has uncommitted changes (target/ (2 files)). target/ holds build or ' +
        'dependency outputs, which are never committed: add it to .gitignore (`ralph init` does) ' +
        'and commit .gitignore, then run again',
    );
  });

  it('keeps "commit or stash them" for a person’s own work, and counts what it does not name', () => {
    const own = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'src/x.ts', 'src/y.ts', 'e.txt', 'f.txt'];
    expect(dirtyMessage(own)).toBe(
      'The working tree has uncommitted changes (src/ (2 files), a.txt, b.txt, c.txt, d.txt, ' +
        'and 2 files more); commit or stash them, then run again',
    );
    expect(groupDirty(['src/x.ts', 'node_modules/a/b.js'])).toEqual([
      { name: 'src/', count: 1, buildOutput: false },
      { name: 'node_modules/', count: 1, buildOutput: true },
    ]);
  });
});
