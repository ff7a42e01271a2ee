import { describe, expect, it, jest } from '@jest/globals';
jest.unstable_mockModule('node:os', () => ({ hostname: () => 'mocked' }));
describe('smoke', () => {
  it('runs ESM with module mocks', async () => {
    const os = await import('node:os');
    expect(os.hostname()).toBe('mocked');
    const { PrdSchema } = await import('../src/prd/schema.js');
    expect(PrdSchema.safeParse({}).success).toBe(false);
  });
});
