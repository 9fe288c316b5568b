/**
 * The main-thread tasks of a Lighthouse trace that its Total Blocking Time counts, each with the code that
 * took its time. Lighthouse's mobile preset does not slow the CPU while it records: it simulates the slow
 * phone by multiplying each observed task by 4, and a task counts once that product passes 50 ms, so every
 * task after the first contentful paint that took more than 12.5 ms here is blocking time on the phone.
 * The code comes from V8's sampling profiler, recorded into the same trace (`npm run bench:tasks`).
 */
/** Lighthouse's simulated CPU slowdown (mobile preset). */
export const SIMULATED_SLOWDOWN = 4;
/** A task longer than this on the phone blocks input (the definition of a long task). */
export const LONG_TASK_MS = 50;

/** A node of V8's profile tree; the browser's own frames ("(program)") have no address or line. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

/** The trace events this reads (Chrome's trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      /** The line each sample was taking, where V8 records it (1-based). */
      lines?: number[];
    };
  };
}

export interface CountedTask {
  /** Milliseconds from the navigation's start. */
  startMs: number;
  durationMs: number;
  /** What the task adds to Total Blocking Time on the simulated phone. */
  blockingMs: number;
  /**
   * Code by share of the task's samples, most first: "name (file:line)", at the line the samples were on;
   * "(program) (browser)" is the browser's own work (style, layout, compiling, fetching).
   */
  code: { frame: string; share: number }[];
}

interface Sample {
  time: number;
  frame: string;
}

/** Every sample the renderer's profiler took, in time order, each named by its function and line. */
function samplesOf(events: TraceEvent[], pid: number): Sample[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  for (const profile of events.filter((event) => event.name === 'Profile' && event.pid === pid)) {
    let time = profile.args?.data?.startTime ?? 0;
    const chunks = events.filter(
      (event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
        time += data?.timeDeltas?.[index] ?? 0;
        const callFrame = nodes.get(id)?.callFrame;
        if (!callFrame) return;
        const url = callFrame.url ?? '';
        // A script in the page itself has the page's address, which ends in "/".
        const file = url.slice(url.lastIndexOf('/') + 1) || 'inline script';
        const line = data?.lines?.[index] || (callFrame.lineNumber ?? 0) + 1;
        const named = url ? `${file}:${line}` : 'browser';
        samples.push({ time, frame: `${callFrame.functionName || '(anonymous)'} (${named})` });
      });
    }
  }
  return samples.sort((a, b) => a.time - b.time);
}

/**
 * The tasks after the first contentful paint that Lighthouse counts as blocking, longest first, with up to
 * `top` frames each. `events` is one page load's trace (Lighthouse's `artifacts.Trace.traceEvents`).
 */
export function countedTasks(events: TraceEvent[], top = 5): CountedTask[] {
  const paint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  if (!paint) throw new Error('The trace has no first contentful paint');
  const { pid, tid } = paint;
  const navigationStarts = events
    .filter((event) => event.name === 'navigationStart' && event.pid === pid)
    .map((event) => event.ts);
  const origin = navigationStarts.length ? Math.min(...navigationStarts) : paint.ts;
  const samples = samplesOf(events, pid);
  return events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === pid &&
        event.tid === tid &&
        event.ts >= paint.ts &&
        (event.dur ?? 0) / 1000 > LONG_TASK_MS / SIMULATED_SLOWDOWN,
    )
    .map((task) => {
      const durationMs = (task.dur ?? 0) / 1000;
      const end = task.ts + (task.dur ?? 0);
      const inside = samples.filter((sample) => sample.time >= task.ts && sample.time <= end);
      const counts = new Map<string, number>();
      for (const { frame } of inside) counts.set(frame, (counts.get(frame) ?? 0) + 1);
      return {
        startMs: (task.ts - origin) / 1000,
        durationMs,
        blockingMs: durationMs * SIMULATED_SLOWDOWN - LONG_TASK_MS,
        code: [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([frame, count]) => ({ frame, share: count / inside.length })),
      };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}
