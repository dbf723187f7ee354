/**
 * The main-thread tasks behind a Lighthouse run's Total Blocking Time, read from the trace it recorded.
 *
 * Lighthouse's simulated throttling does not slow the page down: it records a load at full speed and
 * simulates a phone from it, each main-thread task as many times as long as the run's CPU slowdown
 * (pages.ts calibrates it to the host), tasks under 10 ms left out. So the tasks that can block are
 * those of 10 ms or more in this trace, from the first contentful paint on. Each is
 * described by what took longest inside it (a script's evaluation, a timer, a call into a chunk, a
 * paint), which is usually enough to tell which step of the page's start it was.
 */

/** The fields of a Chrome trace event the benchmark reads (the trace format's names). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The time the thread was on a CPU inside the event (the trace's thread clock), where `dur` is the wall clock's. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; type?: string; isLoadingMainFrame?: boolean } };
}

/** Lighthouse drops shorter tasks from its simulation. */
const SIGNIFICANT_MS = 10;
const MICROSECONDS_PER_MS = 1000;

/**
 * One line per task of 10 ms or more after the first contentful paint: start, length, how much of it the main thread
 * was on a CPU, the longest parts inside; then a line of their totals. Lighthouse stretches a task's wall time, and on
 * a host of two cores the main thread's tasks also hold the time other threads of the browser took from it (raster,
 * image decoding and script parsing, which a phone does on cores of their own): the CPU time says how much was the
 * page's own work.
 */
export function longTasksAfterFirstPaint(traceEvents: readonly TraceEvent[]): string[] {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return ['no first contentful paint in the trace'];
  const start = traceEvents.find((event) => event.name === 'navigationStart' && event.pid === paint.pid && event.args?.data?.isLoadingMainFrame) ?? paint;
  const mainThread = traceEvents.find((event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain');
  if (!mainThread) return ['no renderer main thread in the trace'];
  const onMain = traceEvents
    .filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! >= SIGNIFICANT_MS * MICROSECONDS_PER_MS && event.ts >= paint.ts);
  if (tasks.length === 0) return [];
  const lines = tasks.map((task) => {
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!);
    return `@${ms(task.ts - start.ts)} ms, ${ms(task.dur!, 1)} ms${onCpu(task.tdur)}: ${describeParts(inside)}`;
  });
  const wallTime = tasks.reduce((sum, task) => sum + task.dur!, 0);
  const threadTime = tasks.every((task) => task.tdur !== undefined) ? tasks.reduce((sum, task) => sum + task.tdur!, 0) : undefined;
  return [...lines, `in all ${ms(wallTime)} ms${onCpu(threadTime)}`];
}

/** " (1.1 ms on the CPU)" for a task whose thread time the trace gives; nothing where it gives none. */
const onCpu = (threadTime: number | undefined) => (threadTime === undefined ? '' : ` (${ms(threadTime, 1)} ms on the CPU)`);

/**
 * The three longest distinct parts of a task, e.g. "evaluate index-C1x.js 16.4 ms, paint 3.2 ms"; for a task with none of
 * the kinds partLabel knows, "browser work" and the trace's two longest events.
 */
function describeParts(inside: readonly TraceEvent[]): string {
  const labelled = longestParts(inside, partLabel, 3);
  if (labelled.length > 0) return labelled.join(', ');
  // The trace's own names say what the browser was doing (compiling a module, a response's arrival).
  return ['browser work', ...longestParts(inside, (event) => event.name, 2)].join(', ');
}

/** The `count` longest parts of a task, named by `nameOf` (a part it names nothing is left out), as "name 3.2 ms". */
function longestParts(inside: readonly TraceEvent[], nameOf: (event: TraceEvent) => string | undefined, count: number): string[] {
  const parts = new Map<string, number>();
  for (const event of inside) {
    const name = nameOf(event);
    if (name) parts.set(name, Math.max(parts.get(name) ?? 0, event.dur!));
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, dur]) => `${name} ${ms(dur, 1)} ms`);
}

function partLabel(event: TraceEvent): string | undefined {
  const file = event.args?.data?.url?.split('/').pop() || undefined;
  switch (event.name) {
    case 'v8.evaluateModule':
    case 'EvaluateScript':
      return `evaluate ${file ?? 'module'}`;
    case 'FunctionCall':
      return `call into ${file ?? 'script'}`;
    case 'TimerFire':
      return 'timer';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'EventDispatch':
      return `event ${event.args?.data?.type ?? ''}`.trim();
    case 'ParseHTML':
      return 'parse HTML';
    case 'Layout':
    case 'UpdateLayoutTree':
      return 'layout';
    case 'Paint':
    case 'PaintImage':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
      return 'garbage collection';
    default:
      return undefined;
  }
}

const ms = (microseconds: number, digits = 0) => (microseconds / MICROSECONDS_PER_MS).toFixed(digits);
