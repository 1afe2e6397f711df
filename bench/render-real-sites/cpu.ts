import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ, the unit of /proc/<pid>/stat CPU times: 100 on every Linux build this runs on (`getconf CLK_TCK`). */
const clockTicksPerSecond = 100;

interface ProcessTimes {
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks. */
  ticks: number;
}

function readTimes(pid: string): ProcessTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses; the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
    return { ppid: Number(fields[1]), ticks: utime! + stime! + cutime! + cstime! };
  } catch {
    return null;
  }
}

/**
 * CPU seconds spent so far by this process and every process under it: the live ones (Chromium and
 * its renderers, a running ffmpeg) by their own and their reaped children's times, the finished ones
 * through their parent's reaped-children times. The difference of two readings is what the work
 * between them cost, as long as nothing else ran under this process meanwhile. Null off Linux.
 */
export function processTreeCpuSeconds(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const times = new Map<number, ProcessTimes>();
  for (const pid of entries) {
    const read = readTimes(pid);
    if (read) times.set(Number(pid), read);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of times) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const pending = [process.pid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    ticks += times.get(pid)?.ticks ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return times.has(process.pid) ? ticks / clockTicksPerSecond : null;
}

export interface Cost {
  wallSec: number;
  /** Null when /proc could not be read. */
  cpuSec: number | null;
}

/** Runs `work` and measures its wall time and the CPU time of this process tree meanwhile. */
export async function measureCost<T>(work: () => Promise<T>): Promise<{ value: T; cost: Cost }> {
  const cpuBefore = processTreeCpuSeconds();
  const started = performance.now();
  const value = await work();
  const wallSec = (performance.now() - started) / 1000;
  const cpuAfter = processTreeCpuSeconds();
  return { value, cost: { wallSec, cpuSec: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore } };
}
