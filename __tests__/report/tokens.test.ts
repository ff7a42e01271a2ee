import { describe, expect, it } from '@jest/globals';
import { parseState, serializeState, freshState } from '../../src/engine/state.js';
import { renderJobSummary } from '../../src/report/job-summary.js';
import { renderPrBody } from '../../src/report/pr-body.js';
import { tokensPerTaskBlock } from '../../src/report/tokens.js';
import { markupProblems, model, tableRows } from './helpers.js';

const withTokens = model({
  taskStats: {
    'task-001': {
      attempts: 1,
      costUsd: 0.5,
      tokens: {
        inputTokens: 1_200,
        outputTokens: 850,
        cacheReadTokens: 36_000,
        cacheWriteTokens: 5_800,
      },
    },
    'task-002': { attempts: 2, costUsd: 1.25 },
    'task-003': {
      attempts: 1,
      costUsd: 0.3,
      tokens: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
    },
  },
});

describe('tokens per task', () => {
  it('shows input, output, cache read, cache write and the share read from the cache, per task', () => {
    const block = tokensPerTaskBlock(withTokens)!;
    expect(block.startsWith('### Tokens per task\n')).toBe(true);
    expect(tableRows(block)).toEqual([
      '| Task | Input | Output | Cache read | Cache write | Read from cache |',
      '| task-001 | 1,200 | 850 | 36,000 | 5,800 | 84% |',
      '| task-003 | 0 | 0 | 0 | 0 | — |',
    ]);
    expect(markupProblems(block)).toEqual([]);
  });

  it('is in the PR body and the job summary, and absent when no task has counted tokens', () => {
    expect(renderPrBody(withTokens)).toContain('| task-001 | 1,200 | 850 | 36,000 | 5,800 | 84% |');
    expect(renderJobSummary(withTokens)).toContain(
      '| task-001 | 1,200 | 850 | 36,000 | 5,800 | 84% |',
    );
    expect(renderPrBody(model())).not.toContain('Tokens per task');
    expect(tokensPerTaskBlock(model())).toBeUndefined();
  });

  it('travels in state.json with the task, and an unreadable count is dropped', () => {
    const state = freshState();
    state.tasks['task-001'] = {
      attempts: 0,
      costUsd: 0.2,
      tokens: { inputTokens: 3, outputTokens: 4, cacheReadTokens: 5, cacheWriteTokens: 6 },
    };
    state.tasks['task-002'] = { attempts: 0, costUsd: 0 };
    const text = serializeState(state);
    expect(parseState(text).state.tasks['task-001']!.tokens).toEqual({
      inputTokens: 3,
      outputTokens: 4,
      cacheReadTokens: 5,
      cacheWriteTokens: 6,
    });
    const broken = text.replace('"cacheWriteTokens": 6', '"cacheWriteTokens": "6"');
    expect(parseState(broken).state.tasks['task-001']).toEqual({ attempts: 0, costUsd: 0.2 });
  });
});
