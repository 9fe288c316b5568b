import { describe, expect, it } from 'vitest';
import { countedTasks, type TraceEvent } from './counted-tasks';

const PAGE = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;

const task = (startMs: number, durationMs: number, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms(startMs),
  dur: ms(durationMs),
});

/** A profile whose samples, 1 ms apart from 0 ms, are the given node ids; node 2 has per-sample lines. */
function profile(samples: number[], lines?: number[]): TraceEvent[] {
  return [
    { name: 'Profile', ph: 'P', ...PAGE, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ...PAGE,
      ts: 0,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(program)' } },
              { id: 2, callFrame: { functionName: '', url: 'https://x/', lineNumber: 15 } },
              {
                id: 3,
                callFrame: { functionName: 'requireClient', url: 'https://x/assets/entry.js', lineNumber: 9 },
              },
            ],
            samples,
          },
          timeDeltas: samples.map((_, index) => (index === 0 ? 0 : ms(1))),
          lines,
        },
      },
    },
  ];
}

const trace = (...events: TraceEvent[]): TraceEvent[] => [
  { name: 'navigationStart', ph: 'R', ...PAGE, ts: ms(-100) },
  { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ms(0) },
  ...events,
];

describe('countedTasks', () => {
  it('counts the tasks after the first paint that pass 50 ms at four times slower, longest first', () => {
    const tasks = countedTasks(
      trace(
        task(-30, 40), // before the first paint
        task(10, 12.5), // exactly 50 ms on the phone: not a long task
        task(30, 13),
        task(60, 20),
        task(90, 30, { pid: 7, tid: 2 }), // another thread
        ...profile([]),
      ),
    );
    expect(tasks.map(({ startMs, durationMs, blockingMs }) => [startMs, durationMs, blockingMs])).toEqual([
      [160, 20, 30],
      [130, 13, 2],
    ]);
  });

  it("names each task's code by its share of the samples, at the line the samples were on", () => {
    // Samples at 0-9 ms: three of node 2 on line 33, then five of requireClient, then two of (program).
    const samples = [2, 2, 2, 3, 3, 3, 3, 3, 1, 1];
    const [counted] = countedTasks(trace(task(0, 13), ...profile(samples, [33, 33, 33])));
    expect(counted!.code).toEqual([
      { frame: 'requireClient (entry.js:10)', share: 0.5 },
      { frame: '(anonymous) (inline script:33)', share: 0.3 },
      { frame: '(program) (browser)', share: 0.2 },
    ]);
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => countedTasks([task(0, 20)])).toThrow('no first contentful paint');
  });
});
