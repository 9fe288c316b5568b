/**
 * The File Manager's upload queue without React: which files travel now, what each row shows, and when the
 * folder is read again. Choosing 20 files answers at once (one change to the rows); the uploads start in
 * later tasks, a few at a time; progress reaches the rows once a frame; the folder is listed again once the
 * queue is empty, or at most once a `reloadIntervalMs` while it drains, never once per file.
 */
import { UploadCancelled } from '../../lib/presigned-post';

/** Files in flight at once: a phone on a cellular link gains nothing from more parallel POSTs. */
export const UPLOAD_CONCURRENCY = 3;
/** While the queue drains, the folder is listed again at most this often (ms); once more when it is empty. */
export const RELOAD_INTERVAL_MS = 1000;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadRow {
  id: number;
  name: string;
  status: UploadStatus;
  /** 0 to 1, while uploading. */
  progress: number;
  /** How the upload ended, for the row. */
  message: string;
}

export interface UploadQueueDeps {
  /** One file's trip; answers the sentence its row ends with. Rejects with UploadCancelled when aborted. */
  send: (
    file: File,
    folderId: string,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<string>;
  /** What is wrong with a file before any request (its type, its size), if anything. */
  problemOf: (file: File) => string | undefined;
  /** The rows changed (a new array each time). */
  onRows: (rows: readonly UploadRow[]) => void;
  /** Files have landed since the folder was last listed: list it again. */
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
export const isActive = (row: UploadRow) => row.status === 'waiting' || row.status === 'uploading';

/** The waiting rows to start now: the oldest first, as many as free places in flight. */
export function rowsToStart(rows: readonly UploadRow[], concurrency: number): UploadRow[] {
  const inFlight = rows.filter((row) => row.status === 'uploading').length;
  return rows.filter((row) => row.status === 'waiting').slice(0, Math.max(0, concurrency - inFlight));
}

/** Whether the folder is listed again now: something landed, and the queue is empty or the interval passed. */
export function shouldReload(state: {
  landedSinceReload: number;
  drained: boolean;
  msSinceReload: number;
  reloadIntervalMs: number;
}): boolean {
  return state.landedSinceReload > 0 && (state.drained || state.msSinceReload >= state.reloadIntervalMs);
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;

export function createUploadQueue(deps: UploadQueueDeps) {
  const concurrency = deps.concurrency ?? UPLOAD_CONCURRENCY;
  const reloadIntervalMs = deps.reloadIntervalMs ?? RELOAD_INTERVAL_MS;
  const jobs = new Map<number, { file: File; folderId: string; controller: AbortController }>();
  const progress = new Map<number, number>();
  let rows: readonly UploadRow[] = [];
  let nextId = 1;
  let startAsked = false;
  let frameAsked = false;
  let landedSinceReload = 0;
  let lastReloadAt = 0;

  const publish = (next: readonly UploadRow[]) => {
    rows = next;
    deps.onRows(rows);
  };
  const change = (id: number, patch: Partial<UploadRow>) =>
    publish(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  /** One start per task, the first after the paint of the rows just added. */
  const askToStart = () => {
    if (startAsked || rowsToStart(rows, concurrency).length === 0) return;
    startAsked = true;
    deps.afterPaint(startNext);
  };

  function startNext() {
    startAsked = false;
    const [row] = rowsToStart(rows, concurrency);
    const job = row && jobs.get(row.id);
    if (!row || !job) return;
    change(row.id, { status: 'uploading' });
    deps
      .send(job.file, job.folderId, (fraction) => reportProgress(row.id, fraction), job.controller.signal)
      .then(
        (message) => settle(row.id, { status: 'done', progress: 1, message }, true),
        (error: unknown) =>
          settle(
            row.id,
            error instanceof UploadCancelled || job.controller.signal.aborted
              ? { status: 'cancelled', message: 'Cancelled.' }
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

  /** A row has ended: say how, list the folder again when due, and start the next file. */
  function settle(id: number, patch: Partial<UploadRow>, landed: boolean) {
    jobs.delete(id);
    progress.delete(id);
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
    add(files: readonly File[], folderId: string) {
      if (files.length === 0) return;
      // The folder was listed when its screen showed it: the interval starts with the queue.
      if (!rows.some(isActive)) lastReloadAt = deps.now();
      const added = files.map((file): UploadRow => {
        const id = nextId++;
        const problem = deps.problemOf(file);
        if (!problem) jobs.set(id, { file, folderId, controller: new AbortController() });
        return {
          id,
          name: file.name,
          status: problem ? 'failed' : 'waiting',
          progress: 0,
          message: problem ?? '',
        };
      });
      publish([...rows, ...added]);
      askToStart();
    },
    /** Stops one upload; a file still waiting never starts. */
    cancel(id: number) {
      const job = jobs.get(id);
      if (!job) return;
      job.controller.abort();
      if (rows.find((row) => row.id === id)?.status === 'waiting')
        settle(id, { status: 'cancelled', message: 'Cancelled.' }, false);
    },
    clearFinished() {
      publish(rows.filter(isActive));
    },
  };
}
