// Preloaded (`node --import`) into servers that tests start. A test run that is killed
// (a stage out of time, Ctrl-C twice) cannot stop its servers, which then kept their ports
// and a share of the CPU for the rest of the machine's life; this ends such a server once
// the process that started it is gone.
import fs from 'node:fs';

const startedBy = process.ppid;

/**
 * Node 20 reads `process.ppid` once, at start, so Linux's own record is asked; elsewhere,
 * whether the parent still exists (a killed parent not yet reaped still does, so it only
 * ends there once its own parent has reaped it).
 */
function parentGone() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return ppid !== startedBy;
  } catch {
    try {
      process.kill(startedBy, 0);
      return false;
    } catch {
      return true;
    }
  }
}

setInterval(() => {
  if (parentGone()) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
