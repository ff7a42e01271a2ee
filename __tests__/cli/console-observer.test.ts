/**
 * What `ralph once` / `ralph loop` print as the engine works: a fix attempt is announced for
 * what refused the work (the engine's line names it), not always as a fix of the checks.
 */
import { describe, expect, it } from '@jest/globals';
import { createConsoleObserver } from '../../src/cli/commands/loop.js';
import { createBufferIO } from '../../src/cli/io.js';
import type { Task } from '../../src/prd/schema.js';

const TASK = { id: 'task-001', title: 'Add the greeting module' } as Task;

describe('createConsoleObserver', () => {
  it('a reviewer refusal is not announced as a fix of the checks', () => {
    const io = createBufferIO();
    const { observer, stop } = createConsoleObserver(io, false);
    observer.iterationStart!(1, 1, TASK);
    observer.agentStart!(TASK, 1, false);
    observer.info!(
      "Acceptance criteria not met; fix attempt 1 of 3 (resuming the agent's session)",
    );
    observer.agentStart!(TASK, 1, true);
    stop();
    expect(io.out).toContain('Starting Claude (attempt 1)');
    expect(io.out).toContain("Resuming the agent's session for fix attempt 1 (task attempt 1)");
    expect(io.out).not.toContain('to fix the checks');
  });
});
