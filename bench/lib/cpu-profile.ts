/**
 * A V8 CPU profile (Chrome DevTools Protocol, Profiler.stop) read as the main thread's busy stretches: the
 * samples between idle gaps, each with the functions that took its time. What `npm run bench:hydration`
 * prints to find what makes a long task while a page hydrates.
 */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface BusyStretch {
  /** Milliseconds from the start of the profile. */
  startMs: number;
  durationMs: number;
  /** Functions by samples spent in their own code, most first: "name (file:line)". */
  selfTime: { frame: string; samples: number }[];
  samples: number;
}

/** Samples V8 takes when the thread runs none of the page's code. */
const IDLE_FRAMES = new Set(['(idle)', '(program)']);

/**
 * The busy stretches of `profile` at least `minMs` long. A gap of idle samples longer than `gapMs` ends a
 * stretch, so a stretch is one task or a few back to back.
 */
export function busyStretches(profile: CpuProfile, minMs: number, gapMs = 0.3, top = 6): BusyStretch[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const frame = (id: number) => {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    return `${functionName || '(anonymous)'} (${url.slice(url.lastIndexOf('/') + 1)}:${lineNumber + 1})`;
  };
  const stretches: { start: number; last: number; ids: number[] }[] = [];
  let current: (typeof stretches)[number] | undefined;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (IDLE_FRAMES.has(nodes.get(id)?.callFrame.functionName ?? '(idle)')) {
      if (current && time - current.last > gapMs * 1000) current = undefined;
      return;
    }
    if (!current) stretches.push((current = { start: time, last: time, ids: [] }));
    current.last = time;
    current.ids.push(id);
  });
  return stretches
    .map(({ start, last, ids }) => {
      const counts = new Map<string, number>();
      for (const id of ids) counts.set(frame(id), (counts.get(frame(id)) ?? 0) + 1);
      return {
        startMs: (start - profile.startTime) / 1000,
        durationMs: (last - start) / 1000,
        samples: ids.length,
        selfTime: [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([name, samples]) => ({ frame: name, samples })),
      };
    })
    .filter((stretch) => stretch.durationMs >= minMs);
}
