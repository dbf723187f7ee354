/**
 * A gathered load put on the renderer's thread clock, for Lighthouse to audit a second time beside its own figure.
 *
 * Lighthouse's simulated throttling stretches each main-thread task's wall time by the run's slowdown. On a host of two
 * cores a task's wall time also holds the time other threads of the browser took from the main thread (raster, image
 * decoding, background parsing of scripts), which a phone runs on cores of their own: on these hosts the page's long
 * tasks were 31–56 % on the CPU, the floor's 62–68 % (decision 079). Here every task of the renderer's main thread is
 * shrunk to its time on the CPU (the trace's `tdur`), what happened inside it drawn closer in the same proportion, and
 * Lighthouse audits that: the same load, the same slowdown, each task as long as its own work. A diagnostic beside the
 * targets' figure, not a replacement for it.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TraceEvent } from './longTasks';

/** Where Lighthouse's gather mode writes the load's trace, beside artifacts.json. */
const TRACE_FILE = 'defaultPass.trace.json';

/**
 * Copies the gathered load in `artifactsDir` to `copyDir` with its main thread on the thread clock; false when the trace
 * gives no thread time for some task (nothing to audit then).
 */
export function copyOnThreadClock(artifactsDir: string, copyDir: string): boolean {
  cpSync(artifactsDir, copyDir, { recursive: true });
  const file = path.join(copyDir, TRACE_FILE);
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  if (!onThreadClock(trace.traceEvents)) return false;
  writeFileSync(file, JSON.stringify(trace));
  return true;
}

/** Shrinks every task of the renderers' main threads, in place, to its thread time; false when one has none. */
function onThreadClock(events: TraceEvent[]): boolean {
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread) || event.ph === 'M') continue;
    const threadEvents = byThread.get(thread);
    if (threadEvents) threadEvents.push(event);
    else byThread.set(thread, [event]);
  }
  for (const threadEvents of byThread.values()) {
    threadEvents.sort((a, b) => a.ts - b.ts);
    const tasks = threadEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined);
    if (tasks.some((task) => task.tdur === undefined)) return false;
    let next = 0;
    for (const task of tasks) {
      const start = task.ts;
      const end = start + task.dur!;
      const ratio = task.dur! > 0 ? Math.min(1, task.tdur! / task.dur!) : 1;
      // Events are sorted by start; the task itself is among those starting at its start, and tasks do not overlap. One
      // starting where the task ends belongs to the next task: drawn closer, it would start before its own task did.
      while (next < threadEvents.length && threadEvents[next]!.ts < start) next++;
      for (let index = next; index < threadEvents.length && threadEvents[index]!.ts < end; index++) {
        const event = threadEvents[index]!;
        if (event === task || (event.dur !== undefined && event.ts + event.dur > end)) continue;
        event.ts = start + (event.ts - start) * ratio;
        if (event.dur !== undefined) event.dur *= ratio;
      }
      task.dur = task.dur! * ratio;
    }
  }
  return true;
}
