/**
 * The upload queue without React, for every screen that sends files (the File Manager, the client's upload
 * page): which files travel now, what each row shows, and when the screen reads its data again. Choosing 20
 * files answers at once (one change to the rows); the uploads start in later tasks, a few at a time; progress
 * reaches the rows once a frame; the screen reloads once the queue is empty, or at most once a
 * `reloadIntervalMs` while it drains, never once per file. A failed or cancelled file can be sent again.
 */
import { UploadCancelled } from './presigned-post';

/** Files in flight at once: a phone on a cellular link gains nothing from more parallel POSTs. */
export const UPLOAD_CONCURRENCY = 3;
/** While the queue drains, the screen reloads at most this often (ms); once more when it is empty. */
export const RELOAD_INTERVAL_MS = 1000;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file's row; `Target` is where it goes (a folder's id, a checklist item's id). */
export interface UploadRow<Target = string> {
  id: number;
  name: string;
  target: Target;
  status: UploadStatus;
  /** 0 to 1, while uploading. */
  progress: number;
  /** How the upload ended, for the row. */
  message: string;
  /** False when the file was refused before any request (its type, its size): sending it again cannot help. */
  retryable: boolean;
}

export interface UploadQueueDeps<Target> {
  /** One file's trip; answers the sentence its row ends with. Rejects with UploadCancelled when aborted. */
  send: (
    file: File,
    target: Target,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<string>;
  /** What is wrong with a file before any request (its type, its size), if anything. */
  problemOf: (file: File) => string | undefined;
  /** The rows changed (a new array each time). */
  onRows: (rows: readonly UploadRow<Target>[]) => void;
  /** Files have landed since the screen last read its data: read it again. */
  onUploaded: () => void;
  /** Runs `task` in a later task, after the browser has painted what the current one changed. */
  afterPaint: (task: () => void) => void;
  /** Runs `task` once before the next frame. */
  beforeFrame: (task: () => void) => void;
  now: () => number;
  concurrency?: number;
  reloadIntervalMs?: number;
}

/** Still to land: waiting or on its way. */
export const isActive = (row: UploadRow<unknown>) => row.status === 'waiting' || row.status === 'uploading';

/** Ended without landing, and worth sending again. */
export const canRetry = (row: UploadRow<unknown>) =>
  row.retryable && (row.status === 'failed' || row.status === 'cancelled');

/** The waiting rows to start now: the oldest first, as many as free places in flight. */
export function rowsToStart<Row extends UploadRow<unknown>>(
  rows: readonly Row[],
  concurrency: number,
): Row[] {
  const inFlight = rows.filter((row) => row.status === 'uploading').length;
  return rows.filter((row) => row.status === 'waiting').slice(0, Math.max(0, concurrency - inFlight));
}

/** Whether the screen reloads now: something landed, and the queue is empty or the interval passed. */
export function shouldReload(state: {
  landedSinceReload: number;
  drained: boolean;
  msSinceReload: number;
  reloadIntervalMs: number;
}): boolean {
  return state.landedSinceReload > 0 && (state.drained || state.msSinceReload >= state.reloadIntervalMs);
}

export type UploadQueue<Target> = ReturnType<typeof createUploadQueue<Target>>;

const CANCELLED = { status: 'cancelled', message: 'Cancelled.' } as const;

export function createUploadQueue<Target>(deps: UploadQueueDeps<Target>) {
  const concurrency = deps.concurrency ?? UPLOAD_CONCURRENCY;
  const reloadIntervalMs = deps.reloadIntervalMs ?? RELOAD_INTERVAL_MS;
  /** The files that may travel (now or on a retry), until their rows are cleared. */
  const files = new Map<number, File>();
  /** The uploads still to land, each with its way to stop. */
  const controllers = new Map<number, AbortController>();
  const progress = new Map<number, number>();
  let rows: readonly UploadRow<Target>[] = [];
  let nextId = 1;
  let startAsked = false;
  let frameAsked = false;
  let landedSinceReload = 0;
  let lastReloadAt = 0;

  const publish = (next: readonly UploadRow<Target>[]) => {
    rows = next;
    deps.onRows(rows);
  };
  const change = (id: number, patch: Partial<UploadRow<Target>>) =>
    publish(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  // The screen read its data when it showed it: the reload interval starts with the queue.
  const startInterval = () => {
    if (!rows.some(isActive)) lastReloadAt = deps.now();
  };

  /** One start per task, the first after the paint of the rows just added. */
  const askToStart = () => {
    if (startAsked || rowsToStart(rows, concurrency).length === 0) return;
    startAsked = true;
    deps.afterPaint(startNext);
  };

  function startNext() {
    startAsked = false;
    const [row] = rowsToStart(rows, concurrency);
    const file = row && files.get(row.id);
    const controller = row && controllers.get(row.id);
    if (!row || !file || !controller) return;
    change(row.id, { status: 'uploading', progress: 0 });
    deps
      .send(file, row.target, (fraction) => reportProgress(row.id, fraction), controller.signal)
      .then(
        (message) => settle(row.id, { status: 'done', progress: 1, message }, true),
        (error: unknown) =>
          settle(
            row.id,
            error instanceof UploadCancelled || controller.signal.aborted
              ? CANCELLED
              : { status: 'failed', message: (error as Error).message },
            false,
          ),
      );
    askToStart();
  }

  function reportProgress(id: number, fraction: number) {
    progress.set(id, fraction);
    if (frameAsked) return;
    frameAsked = true;
    deps.beforeFrame(() => {
      frameAsked = false;
      if (progress.size === 0) return;
      const fractions = new Map(progress);
      progress.clear();
      publish(
        rows.map((row) =>
          row.status === 'uploading' && fractions.has(row.id)
            ? { ...row, progress: fractions.get(row.id)! }
            : row,
        ),
      );
    });
  }

  /** A row has ended: say how, reload the screen when due, and start the next file. */
  function settle(id: number, patch: Partial<UploadRow<Target>>, landed: boolean) {
    controllers.delete(id);
    progress.delete(id);
    if (landed) files.delete(id);
    change(id, patch);
    if (landed) landedSinceReload += 1;
    const now = deps.now();
    const drained = !rows.some(isActive);
    if (shouldReload({ landedSinceReload, drained, msSinceReload: now - lastReloadAt, reloadIntervalMs })) {
      landedSinceReload = 0;
      lastReloadAt = now;
      deps.onUploaded();
    }
    askToStart();
  }

  return {
    /** Adds the files' rows in one change; the uploads start after the next paint. */
    add(chosen: readonly File[], target: Target) {
      if (chosen.length === 0) return;
      startInterval();
      const added = chosen.map((file): UploadRow<Target> => {
        const id = nextId++;
        const problem = deps.problemOf(file);
        if (!problem) {
          files.set(id, file);
          controllers.set(id, new AbortController());
        }
        return {
          id,
          name: file.name,
          target,
          status: problem ? 'failed' : 'waiting',
          progress: 0,
          message: problem ?? '',
          retryable: !problem,
        };
      });
      publish([...rows, ...added]);
      askToStart();
    },
    /** Stops one upload; a file still waiting never starts. */
    cancel(id: number) {
      const controller = controllers.get(id);
      if (!controller) return;
      controller.abort();
      if (rows.find((row) => row.id === id)?.status === 'waiting') settle(id, CANCELLED, false);
    },
    /** Sends a failed or cancelled file again; its row stays where it is. */
    retry(id: number) {
      const row = rows.find((each) => each.id === id);
      if (!row || !canRetry(row) || !files.has(id)) return;
      startInterval();
      controllers.set(id, new AbortController());
      change(id, { status: 'waiting', progress: 0, message: '' });
      askToStart();
    },
    clearFinished() {
      const kept = rows.filter(isActive);
      for (const row of rows) if (!isActive(row)) files.delete(row.id);
      publish(kept);
    },
  };
}
