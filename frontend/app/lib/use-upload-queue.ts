import { useEffect, useRef, useState } from 'react';
import { createUploadQueue, type UploadQueueDeps, type UploadRow } from './upload-schedule';

/**
 * After the browser has painted: a frame, then a task. A hidden tab draws no frames, so there (and if the
 * frame does not come within a quarter second) a plain task does.
 */
function afterPaint(task: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  if (document.visibilityState === 'hidden') return void setTimeout(once);
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 250);
}

export type UploadQueueOptions<Target> = Pick<UploadQueueDeps<Target>, 'send' | 'problemOf' | 'onUploaded'>;

/**
 * Several uploads, a few at a time, each with its progress, Cancel and Retry (lib/upload-schedule.ts) as React
 * state: the screen says how one file travels, what is wrong with a file before it does, and what to read
 * again when files have landed.
 */
export function useUploadQueue<Target>(options: UploadQueueOptions<Target>) {
  const [rows, setRows] = useState<readonly UploadRow<Target>[]>([]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [queue] = useState(() =>
    createUploadQueue<Target>({
      send: (...trip) => latest.current.send(...trip),
      problemOf: (file) => latest.current.problemOf(file),
      onUploaded: () => latest.current.onUploaded(),
      onRows: setRows,
      afterPaint,
      beforeFrame: (task) => requestAnimationFrame(task),
      now: () => performance.now(),
    }),
  );
  return {
    rows,
    add: queue.add,
    cancel: queue.cancel,
    retry: queue.retry,
    clearFinished: queue.clearFinished,
  };
}

export type UploadQueueState<Target> = ReturnType<typeof useUploadQueue<Target>>;
