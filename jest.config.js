/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.test.json', diagnostics: { ignoreCodes: [151002] } },
    ],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // Agent users the isolation suites create are removed after the run.
  globalSetup: '<rootDir>/test-support/agent-users-setup.mjs',
  globalTeardown: '<rootDir>/test-support/agent-users-teardown.mjs',
  modulePathIgnorePatterns: ['<rootDir>/fixtures/', '<rootDir>/dist/'],
  // Generous: a test that runs the action several times waits on real processes on a busy machine.
  testTimeout: 120_000,
  // Integration tests spawn real processes (git, claude); two workers fit the 2-core machines.
  maxWorkers: 2,
  verbose: false,
};
