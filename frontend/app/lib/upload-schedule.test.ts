import { describe, expect, it } from 'vitest';
import { UploadCancelled } from './presigned-post';
import {
  canRetry,
  createUploadQueue,
  RELOAD_INTERVAL_MS,
  rowsToStart,
  shouldReload,
  UPLOAD_CONCURRENCY,
  type UploadRow,
} from './upload-schedule';

interface Trip {
  name: string;
  progress: (fraction: number) => void;
  signal: AbortSignal;
  land: (message?: string) => Promise<void>;
  fail: (error: Error) => Promise<void>;
}

/** Lets the queue's promise callbacks run. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

/** A queue on a hand-driven clock: tasks and frames run when the test says, uploads end when it says. */
function harness() {
  const trips: Trip[] = [];
  const tasks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const renders: (readonly UploadRow[])[] = [];
  let reloads = 0;
  let clock = 0;
  const queue = createUploadQueue<string>({
    send: (file, _folderId, onProgress, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new UploadCancelled('Cancelled')));
        trips.push({
          name: file.name,
          progress: onProgress,
          signal,
          land: async (message = 'Uploaded.') => {
            resolve(message);
            await settled();
          },
          fail: async (error) => {
            reject(error);
            await settled();
          },
        });
      }),
    problemOf: (file) => (file.name.endsWith('.exe') ? 'This type of file is not accepted.' : undefined),
    onRows: (rows) => renders.push(rows),
    onUploaded: () => (reloads += 1),
    afterPaint: (task) => tasks.push(task),
    beforeFrame: (task) => frames.push(task),
    now: () => clock,
  });
  const runTasks = () => {
    while (tasks.length > 0) tasks.shift()!();
  };
  return {
    queue,
    trips,
    renders,
    rows: () => renders.at(-1) ?? [],
    reloads: () => reloads,
    runTasks,
    runFrame: () => frames.splice(0).forEach((frame) => frame()),
    pendingTasks: () => tasks.length,
    advance: (ms: number) => (clock += ms),
    inFlight: () => trips.filter((trip) => !trip.signal.aborted).length,
  };
}

const files = (count: number, prefix = 'file') =>
  Array.from({ length: count }, (_, n) => new File(['x'], `${prefix}-${n + 1}.pdf`));

const statuses = (rows: readonly UploadRow[]) => rows.map((row) => row.status);

describe('rowsToStart and shouldReload: the decisions', () => {
  const row = (id: number, status: UploadRow['status']): UploadRow => ({
    id,
    name: `f${id}`,
    target: 'folder-1',
    status,
    progress: 0,
    message: '',
    retryable: true,
  });

  it('starts the oldest waiting rows up to the free places in flight', () => {
    const rows = [
      row(1, 'done'),
      row(2, 'uploading'),
      row(3, 'waiting'),
      row(4, 'waiting'),
      row(5, 'waiting'),
    ];
    expect(rowsToStart(rows, 3).map((started) => started.id)).toEqual([3, 4]);
    expect(rowsToStart(rows, 1)).toEqual([]);
  });

  it('lists the folder again when something landed and the queue is empty or the interval passed', () => {
    const base = { landedSinceReload: 1, drained: false, msSinceReload: 10, reloadIntervalMs: 1000 };
    expect(shouldReload(base)).toBe(false);
    expect(shouldReload({ ...base, drained: true })).toBe(true);
    expect(shouldReload({ ...base, msSinceReload: 1000 })).toBe(true);
    expect(shouldReload({ ...base, landedSinceReload: 0, drained: true })).toBe(false);
  });
});

describe('the upload queue', () => {
  it('answers 20 files with one change of the rows and starts nothing before the paint', () => {
    const queue = harness();
    queue.queue.add(files(20), 'folder-1');
    expect(queue.renders).toHaveLength(1);
    expect(statuses(queue.rows())).toEqual(Array(20).fill('waiting'));
    expect(queue.trips).toHaveLength(0);
  });

  it(`never has more than ${UPLOAD_CONCURRENCY} files in flight, one start per task`, async () => {
    const queue = harness();
    queue.queue.add(files(20), 'folder-1');
    queue.runTasks();
    expect(queue.trips).toHaveLength(UPLOAD_CONCURRENCY);
    let landed = 0;
    while (landed < 20) {
      await queue.trips[landed]!.land();
      landed += 1;
      queue.runTasks();
      const uploading = queue.rows().filter((row) => row.status === 'uploading').length;
      expect(uploading).toBeLessThanOrEqual(UPLOAD_CONCURRENCY);
      expect(queue.trips.length - landed).toBe(Math.min(UPLOAD_CONCURRENCY, 20 - landed));
    }
    expect(statuses(queue.rows())).toEqual(Array(20).fill('done'));
  });

  it('lists the folder once when the queue drains, not once per file', async () => {
    const queue = harness();
    queue.queue.add(files(20), 'folder-1');
    for (let n = 0; n < 20; n += 1) {
      queue.runTasks();
      queue.advance(10);
      await queue.trips[n]!.land();
      if (n < 19) expect(queue.reloads()).toBe(0);
    }
    expect(queue.reloads()).toBe(1);
  });

  it(`lists it at most once a ${RELOAD_INTERVAL_MS} ms while a long queue drains`, async () => {
    const queue = harness();
    queue.queue.add(files(10), 'folder-1');
    for (let n = 0; n < 10; n += 1) {
      queue.runTasks();
      queue.advance(RELOAD_INTERVAL_MS / 2);
      await queue.trips[n]!.land();
    }
    // 5 s of uploads: one listing a second while draining, and one at the end.
    expect(queue.reloads()).toBe(5);
  });

  it('sends progress to the rows once a frame', () => {
    const queue = harness();
    queue.queue.add(files(3), 'folder-1');
    queue.runTasks();
    const before = queue.renders.length;
    for (const trip of queue.trips) for (const fraction of [0.1, 0.2, 0.3]) trip.progress(fraction);
    expect(queue.renders.length).toBe(before);
    queue.runFrame();
    expect(queue.renders.length).toBe(before + 1);
    expect(queue.rows().map((row) => row.progress)).toEqual([0.3, 0.3, 0.3]);
  });

  it('cancels a file in flight and a waiting one (which never starts), and goes on with the rest', async () => {
    const queue = harness();
    queue.queue.add(files(5), 'folder-1');
    queue.runTasks();
    const [first, second] = queue.rows();
    queue.queue.cancel(first!.id);
    await settled();
    const waiting = queue.rows().find((row) => row.status === 'waiting')!;
    queue.queue.cancel(waiting.id);
    queue.runTasks();
    expect(queue.rows().find((row) => row.id === first!.id)).toMatchObject({
      status: 'cancelled',
      message: 'Cancelled.',
    });
    expect(queue.rows().find((row) => row.id === waiting.id)?.status).toBe('cancelled');
    expect(queue.trips.map((trip) => trip.name)).not.toContain(waiting.name);
    expect(queue.rows().find((row) => row.id === second!.id)?.status).toBe('uploading');
    expect(queue.inFlight()).toBe(UPLOAD_CONCURRENCY);
  });

  it('shows a refused file at once, a failed upload with its message, and lists the folder for the others', async () => {
    const queue = harness();
    queue.queue.add([new File(['MZ'], 'setup.exe'), ...files(2)], 'folder-1');
    expect(queue.rows()[0]).toMatchObject({
      status: 'failed',
      message: 'This type of file is not accepted.',
    });
    queue.runTasks();
    expect(queue.trips.map((trip) => trip.name)).toEqual(['file-1.pdf', 'file-2.pdf']);
    await queue.trips[0]!.fail(new Error('The upload was refused (AccessDenied). Please try again.'));
    await queue.trips[1]!.land('Uploaded as version 2 of “file-2.pdf”.');
    expect(queue.rows().map((row) => [row.status, row.message])).toEqual([
      ['failed', 'This type of file is not accepted.'],
      ['failed', 'The upload was refused (AccessDenied). Please try again.'],
      ['done', 'Uploaded as version 2 of “file-2.pdf”.'],
    ]);
    expect(queue.reloads()).toBe(1);
    queue.queue.clearFinished();
    expect(queue.rows()).toEqual([]);
  });

  it('sends a failed or cancelled file again, to the same place, and reloads when it lands', async () => {
    const queue = harness();
    queue.queue.add(files(2), 'item-7');
    queue.runTasks();
    const [failing, cancelled] = queue.rows();
    await queue.trips[0]!.fail(new Error('We could not reach the server.'));
    queue.queue.cancel(cancelled!.id);
    await settled();
    expect(queue.rows().map(canRetry)).toEqual([true, true]);

    queue.queue.retry(failing!.id);
    queue.queue.retry(cancelled!.id);
    expect(statuses(queue.rows())).toEqual(['waiting', 'waiting']);
    expect(queue.rows().map((row) => row.message)).toEqual(['', '']);
    queue.runTasks();
    expect(queue.trips.slice(2).map((trip) => trip.name)).toEqual(['file-1.pdf', 'file-2.pdf']);
    expect(queue.rows().map((row) => row.target)).toEqual(['item-7', 'item-7']);
    await queue.trips[2]!.land('Sent.');
    await queue.trips[3]!.land('Sent.');
    expect(queue.rows().map((row) => [row.status, row.message])).toEqual([
      ['done', 'Sent.'],
      ['done', 'Sent.'],
    ]);
    expect(queue.reloads()).toBe(1);
  });

  it('never sends again a file refused before any request, one that landed, or one on its way', async () => {
    const queue = harness();
    queue.queue.add([new File(['MZ'], 'setup.exe'), ...files(2)], 'folder-1');
    queue.runTasks();
    await queue.trips[0]!.land();
    const [refused, landed, travelling] = queue.rows();
    expect([refused, landed, travelling].map((row) => canRetry(row!))).toEqual([false, false, false]);
    for (const row of [refused, landed, travelling]) queue.queue.retry(row!.id);
    queue.runTasks();
    expect(queue.trips).toHaveLength(2);
    expect(statuses(queue.rows())).toEqual(['failed', 'done', 'uploading']);
  });
});
