// A benchmark's reading of the server process's memory, from Linux's /proc.
import fs from 'node:fs';

/**
 * A memory figure of process `pid` in MiB: `VmRSS` (resident now) or `VmHWM` (its peak so far);
 * NaN once the process has ended.
 */
export function memoryMiB(pid, field) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return NaN;
  }
}
