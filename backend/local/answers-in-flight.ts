/**
 * The API answers the local server is still sending. In AWS a job runs in its own function and cannot slow
 * the answer of the request that started it; here everything shares one process, so the local Lambda
 * emulation starts a job only once the answers in flight when it was queued have gone out (lambda.ts).
 * Otherwise the reset-link job's lookup, token and mail for an existing account would run while its
 * `user(email)` answer is still being written, and the answer's timing would tell the account exists.
 */
import type { ServerResponse } from 'node:http';

export interface AnswersInFlight {
  track(response: ServerResponse): void;
  /** Resolves once every answer in flight now has been sent (or its connection closed). */
  sent(): Promise<void>;
}

export function answersInFlight(): AnswersInFlight {
  const open = new Set<Promise<void>>();
  return {
    track(response) {
      const done = new Promise<void>((resolve) => response.once('close', resolve));
      open.add(done);
      void done.then(() => open.delete(done));
    },
    async sent() {
      await Promise.all([...open]);
      // 'close' fires as the last bytes are handed to the socket; let the event loop flush them first.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
