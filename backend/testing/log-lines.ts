/**
 * The JSON lines the product's logger writes (backend/adapters/log.ts) while a test runs, read from standard
 * output and error as Lambda would read them, and kept out of the test's own output.
 */
import { vi } from 'vitest';

export type LogLine = Record<string, unknown> & { level?: string; message?: string; request_id?: string };

export function captureLogLines() {
  const lines: LogLine[] = [];
  const take = (chunk: unknown) => {
    for (const text of String(chunk).split('\n')) {
      if (!text.trim().startsWith('{')) continue;
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        // Not one of the logger's lines.
      }
    }
    return true;
  };
  const spies = [process.stdout, process.stderr].map((stream) =>
    vi.spyOn(stream as { write: (chunk: unknown) => boolean }, 'write').mockImplementation(take),
  );
  return {
    lines,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
