/** A PRP_PHASE_STATUS block as a scripted agent would end its final message with. */
export function agentStatusBlock(opts: {
  exitSignal: boolean;
  passing: number;
  failing?: number;
  recommendation: string;
  phase?: string;
  status?: string;
}): string {
  const failing = opts.failing ?? 0;
  const gate1 = failing === 0;
  return [
    '---PRP_PHASE_STATUS---',
    'TIMESTAMP: 2026-11-01T10:00:00Z',
    `PHASE: ${opts.phase ?? 'GREEN'}`,
    `STATUS: ${opts.status ?? (opts.exitSignal ? 'COMPLETE' : 'IN_PROGRESS')}`,
    'ITERATION: 1',
    `PROGRESS_PERCENT: ${opts.exitSignal ? 100 : 50}`,
    '',
    'TESTS:',
    `  TOTAL: ${opts.passing + failing}`,
    `  PASSING: ${opts.passing}`,
    `  FAILING: ${failing}`,
    '  SKIPPED: 0',
    '',
    'FILES:',
    '  CREATED: 2',
    '  MODIFIED: 1',
    '  DELETED: 0',
    '',
    'CIRCUIT_BREAKER:',
    '  STATE: CLOSED',
    '  NO_PROGRESS_COUNT: 0',
    '',
    'DUAL_GATE:',
    `  GATE_1: ${gate1}`,
    `  GATE_2: ${opts.exitSignal}`,
    `  CAN_EXIT: ${gate1 && opts.exitSignal}`,
    '',
    'BLOCKERS:',
    '  - none',
    '',
    `EXIT_SIGNAL: ${opts.exitSignal}`,
    `RECOMMENDATION: ${opts.recommendation}`,
    '---END_PRP_PHASE_STATUS---',
  ].join('\n');
}
