import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child started with `detached: true` (a process group of its own, so whatever it started stops too):
 * SIGTERM to the group, and SIGKILL if it has not exited within `graceMs`.
 */
export async function stopProcessGroup(child: ChildProcess, graceMs: number): Promise<void> {
  const running = () => child.exitCode === null && child.signalCode === null;
  if (!running() || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (running()) process.kill(-child.pid, 'SIGKILL');
}
