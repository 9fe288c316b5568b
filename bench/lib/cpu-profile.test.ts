import { describe, expect, it } from 'vitest';
import { busyStretches, type CpuProfile } from './cpu-profile';

const frame = (id: number, functionName: string, url = '') => ({
  id,
  callFrame: { functionName, url, lineNumber: id },
});

/** Samples 1 ms apart, named by node id: 1 idle, 2 "render", 3 "articleDate". */
const profile = (samples: number[]): CpuProfile => ({
  nodes: [
    frame(1, '(idle)'),
    frame(2, 'render', 'https://x/assets/entry.client-abc.js'),
    frame(3, 'articleDate', 'https://x/assets/article-content-def.js'),
  ],
  startTime: 0,
  samples,
  timeDeltas: samples.map(() => 1000),
});

describe('busyStretches', () => {
  it('splits the samples at idle gaps and names what each stretch spent its time on', () => {
    const stretches = busyStretches(profile([2, 2, 1, 3, 3, 3, 3, 2, 1, 1, 2]), 0, 0.5);
    expect(stretches.map(({ startMs, durationMs, samples }) => [startMs, durationMs, samples])).toEqual([
      [1, 1, 2],
      [4, 4, 5],
      [11, 0, 1],
    ]);
    expect(stretches[1]!.selfTime).toEqual([
      { frame: 'articleDate (article-content-def.js:4)', samples: 4 },
      { frame: 'render (entry.client-abc.js:3)', samples: 1 },
    ]);
  });

  it('keeps only stretches at least minMs long', () => {
    expect(busyStretches(profile([2, 1, 1, 3, 3, 3, 3, 3]), 3, 0.5).map((s) => s.startMs)).toEqual([4]);
  });
});
