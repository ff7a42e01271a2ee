import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { retryTaskState } from '../../src/engine/index.js';
import { freshState, loadState, saveState } from '../../src/engine/state.js';

describe('retryTaskState (/ralph retry)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-retry-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('clears only that task attempts and closes the breaker', async () => {
    const state = freshState();
    state.breaker = { state: 'OPEN', noProgressCount: 3, openReason: 'no progress' };
    state.tasks['task-001'] = { attempts: 2, costUsd: 0.5 };
    state.tasks['task-002'] = { attempts: 1, costUsd: 0.2 };
    state.totalCostUsd = 0.7;
    await saveState(dir, state);

    const notes = await retryTaskState(dir, 'task-001');
    expect(notes).toEqual([
      'circuit breaker reset (was OPEN)',
      'attempt count of task-001 cleared (was 2)',
    ]);
    const after = (await loadState(dir)).state;
    expect(after.breaker.state).toBe('CLOSED');
    expect(after.tasks['task-001']).toEqual({ attempts: 0, costUsd: 0.5 });
    expect(after.tasks['task-002']!.attempts).toBe(1);
    expect(after.totalCostUsd).toBe(0.7);
  });
});
