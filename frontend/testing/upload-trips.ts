/**
 * Uploads that end when a test says so, for component tests that cut the network at a screen's upload call:
 * each trip keeps its file, where it was sent, its progress callback and its signal; aborting the signal
 * rejects it with UploadCancelled, as the real presigned POST does.
 */
import { UploadCancelled } from '../app/lib/presigned-post';

export interface Trip<Answer> {
  file: File;
  /** Where the file was sent: a folder, a checklist item. */
  target: string;
  progress: (fraction: number) => void;
  signal: AbortSignal;
  land: (answer: Answer) => void;
  fail: (error: Error) => void;
  ended: boolean;
}

export function uploadTrips<Answer>() {
  const trips: Trip<Answer>[] = [];
  return {
    trips,
    /** Starts one trip; a mocked upload function returns this. */
    start(file: File, target: string, progress: (fraction: number) => void, signal: AbortSignal) {
      return new Promise<Answer>((resolve, reject) => {
        const trip: Trip<Answer> = {
          file,
          target,
          progress,
          signal,
          ended: false,
          land: (answer) => {
            trip.ended = true;
            resolve(answer);
          },
          fail: (error) => {
            trip.ended = true;
            reject(error);
          },
        };
        signal.addEventListener('abort', () => trip.fail(new UploadCancelled('Cancelled')));
        trips.push(trip);
      });
    },
    /** The latest trip of the file of this name. */
    of(name: string): Trip<Answer> {
      const trip = trips.findLast((each) => each.file.name === name);
      if (!trip) throw new Error(`${name} was never sent`);
      return trip;
    },
    /** The files on their way now. */
    inFlight: () => trips.filter((trip) => !trip.ended).map((trip) => trip.file.name),
  };
}

/** A file of this name and size (bytes of "x"). */
export const fileNamed = (name: string, size = 1) => new File(['x'.repeat(size)], name);
