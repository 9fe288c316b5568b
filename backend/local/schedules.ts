/**
 * The schedules, locally: each registry entry's handler called on a timer inside `npm start`, as
 * EventBridge calls it in AWS. One run at a time per entry (a slow run is not overlapped); a failure is
 * logged and the next tick tries again.
 */
import { asFunction } from '../adapters/dynamodb/client';
import { grantedTables } from '../handlers/function-grants';
import { schedules, type ScheduleEntry } from '../handlers/schedules/registry';

type ScheduledHandler = (event: Record<string, unknown>) => Promise<unknown>;

export async function importScheduledHandler(entry: string): Promise<ScheduledHandler> {
  const url = new URL(`../handlers/schedules/${entry}.ts`, import.meta.url).href;
  return ((await import(/* @vite-ignore */ url)) as { handler: ScheduledHandler }).handler;
}

/** Starts every schedule; `intervalSeconds` overrides each entry's period (tests run them quickly). */
export async function startSchedules(
  options: { intervalSeconds?: number; entries?: readonly ScheduleEntry[] } = {},
): Promise<() => Promise<void>> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const entry of options.entries ?? schedules) {
    const handler = await importScheduledHandler(entry.entry);
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = asFunction(`schedule ${entry.name}`, grantedTables(entry), () =>
        handler({ source: 'local.schedule', detail: { name: entry.name } }),
      )
        .catch((error: unknown) => console.error(`schedule ${entry.name} failed: ${String(error)}`))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, (options.intervalSeconds ?? entry.everyMinutes * 60) * 1000);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
