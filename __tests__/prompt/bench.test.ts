import { describe, expect, it } from '@jest/globals';
import { measurePromptSizes } from '../../bench/rows/prompt-size.js';
import { PLAN_MAX_BYTES } from '../../src/prompt/plan.js';

describe('prompt sizes of the bench project', () => {
  it('the nexus prompt of one task is smaller than the raw YAML dump of a 200-task project', async () => {
    const sizes = await measurePromptSizes();
    // sizes are deterministic (bytes, not time), so the targets themselves are asserted
    expect(sizes.raw).toBeGreaterThan(50_000);
    expect(sizes.nexus).toBeGreaterThan(1_000);
    expect(sizes.nexus + sizes.system).toBeLessThan(sizes.raw);
    expect(sizes.plan).toBeGreaterThan(0);
    expect(sizes.plan).toBeLessThanOrEqual(PLAN_MAX_BYTES + 200);
  });
});
