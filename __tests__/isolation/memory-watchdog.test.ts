/**
 * The memory watchdog: what it counts (a process's anonymous and shared pages by its share, the
 * user's files on writable tmpfs), and that it stops the user above the limit, not below.
 */
import { describe, expect, test } from '@jest/globals';
import {
  heldBytes,
  startMemoryWatchdog,
  tmpfsMountPoints,
  watchdogStoppedText,
  type UserMemory,
  type WatchdogStop,
} from '../../src/isolation/memory-watchdog.js';

const ROLLUP = `56372be16000-7ffdcd48e000 ---p 00000000 00:00 0                          [rollup]
Rss:              812345 kB
Pss:              400000 kB
Pss_Anon:         300000 kB
Pss_File:          90000 kB
Pss_Shmem:         10000 kB
Shared_Clean:       1648 kB
Swap:                  0 kB
SwapPss:             512 kB
`;

describe('heldBytes', () => {
  test('anonymous, shared-memory and swapped pages by their share; file pages do not count', () => {
    expect(heldBytes(ROLLUP)).toBe((300000 + 10000 + 512) * 1024);
    expect(heldBytes('')).toBe(0);
  });
});

describe('tmpfsMountPoints', () => {
  test('the writable tmpfs mounts, escaped paths read back', () => {
    const mountinfo = [
      '25 24 0:23 / /dev/shm rw,relatime - tmpfs tmpfs rw,size=24683652k',
      '28 27 0:25 / /mnt/tools ro,nosuid - tmpfs tools ro,size=4k',
      '29 27 0:26 / /run/my\\040dir rw - tmpfs tmpfs rw',
      '30 23 8:1 / / rw,relatime - ext4 /dev/vda rw',
      '31 25 0:27 / /dev/shm rw,relatime - tmpfs tmpfs rw',
    ].join('\n');
    expect(tmpfsMountPoints(mountinfo)).toEqual(['/dev/shm', '/run/my dir']);
  });
});

describe('startMemoryWatchdog', () => {
  const MIB = 1024 ** 2;

  let stops: WatchdogStop[] = [];

  async function watch(samples: UserMemory[]): Promise<{
    killed: number[][];
    removed: string[];
    text: string | undefined;
  }> {
    const killed: number[][] = [];
    const removed: string[] = [];
    const measured: (readonly number[])[] = [];
    let tick = 0;
    const watchdog = startMemoryWatchdog({
      uids: [1234, 1235],
      limitBytes: 1000 * MIB,
      intervalMs: 5,
      measure: (uids) => {
        measured.push(uids);
        return samples[Math.min(tick++, samples.length - 1)]!;
      },
      kill: (pids) => killed.push(pids),
      removeFile: (path) => removed.push(path),
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    watchdog.close();
    // both users are measured together, every time
    expect(measured.length).toBeGreaterThan(0);
    expect(new Set(measured.map((uids) => uids.join(',')))).toEqual(new Set(['1234,1235']));
    stops = watchdog.stops();
    return { killed, removed, text: watchdogStoppedText(stops, 1000 * MIB) };
  }

  test('below the limit it stops nothing', async () => {
    const result = await watch([
      { bytes: 999 * MIB, pids: [1, 2], tmpfsFiles: ['/dev/shm/a'], holders: [1234, 1235] },
    ]);
    expect(result).toEqual({ killed: [], removed: [], text: undefined });
  });

  test('above it, every process of the user is killed and its tmpfs files removed', async () => {
    const result = await watch([
      { bytes: 600 * MIB, pids: [1, 2], tmpfsFiles: [], holders: [1234] },
      { bytes: 1200 * MIB, pids: [1, 2, 3], tmpfsFiles: ['/dev/shm/hog'], holders: [1235] },
      { bytes: 0, pids: [], tmpfsFiles: [], holders: [] },
    ]);
    expect(result.killed).toEqual([[1, 2, 3]]);
    expect(result.removed).toEqual(['/dev/shm/hog']);
    // the stop names whose processes it was (the checks' user here)
    expect(stops.map((stop) => stop.uids)).toEqual([[1235]]);
    expect(result.text).toBe(
      'the memory watchdog stopped all of its processes once (3 process(es), 1 file(s) on tmpfs removed): they held 1200 MiB together, over the limit of 1000 MiB',
    );
  });
});
