/** The destinations a restricted network refused, as the job summary, the PR and the CLI show them. */
import { describe, expect, it } from '@jest/globals';
import type { BlockedDestination } from '../../src/network/types.js';
import { renderConsoleSummary } from '../../src/report/console-summary.js';
import { renderJobSummary } from '../../src/report/job-summary.js';
import { renderPrBody } from '../../src/report/pr-body.js';
import { iteration, markupProblems, model } from './helpers.js';

const BLOCKED: BlockedDestination[] = [
  { destination: 'evil.example:443', tries: 3, via: 'proxy', reason: 'not in allowed-hosts' },
  { destination: '203.0.113.7:22', tries: 1, via: 'direct' },
  {
    destination: 'metadata.example.test:80',
    tries: 1,
    via: 'proxy',
    reason: 'resolves to 169.254.169.254 (link-local)',
  },
  { destination: '192.0.2.7:5353', tries: 2, via: 'udp' },
  { destination: 'exfil.attacker.example', tries: 4, via: 'dns' },
];

describe('blocked destinations', () => {
  it('the job summary and the PR body list each with its tries and the allowed-hosts hint', () => {
    for (const text of [
      renderJobSummary(model({ blockedEgress: BLOCKED })),
      renderPrBody(model({ blockedEgress: BLOCKED })),
    ]) {
      expect(text).toContain(
        [
          '### Network: 5 blocked destinations',
          '',
          '| Destination | Tries | How |',
          '| --- | ---: | --- |',
          '| `evil.example:443` | 3 | through the proxy: not in allowed-hosts |',
          '| `203.0.113.7:22` | 1 | direct connect |',
          '| `metadata.example.test:80` | 1 | through the proxy: resolves to 169.254.169.254 (link-local) |',
          '| `192.0.2.7:5353` | 2 | UDP datagram |',
          '| `exfil.attacker.example` | 4 | DNS lookup |',
        ].join('\n'),
      );
      expect(text).toContain('Add the hosts the project needs to the `allowed-hosts` input');
      expect(markupProblems(text)).toEqual([]);
    }
  });

  it('nothing is said when nothing was refused', () => {
    expect(renderJobSummary(model())).not.toContain('### Network');
    expect(renderPrBody(model({ blockedEgress: [] }))).not.toContain('### Network');
  });

  it('the console summary lists them after the run', () => {
    const text = renderConsoleSummary(
      { iterations: [iteration()], blockedEgress: BLOCKED },
      { color: false },
    );
    expect(text).toContain(
      [
        'Network: 5 blocked destinations (add to --allowed-hosts to allow):',
        '  evil.example:443  3 tries, through the proxy: not in allowed-hosts',
        '  203.0.113.7:22  1 try, direct connect',
        '  metadata.example.test:80  1 try, through the proxy: resolves to 169.254.169.254 (link-local)',
        '  192.0.2.7:5353  2 tries, UDP datagram',
        '  exfil.attacker.example  4 tries, DNS lookup',
      ].join('\n'),
    );
  });
});
