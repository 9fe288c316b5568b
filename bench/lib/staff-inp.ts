/**
 * Interaction to Next Paint of one staff interaction, read from the browser's Event Timing entries (a
 * PerformanceObserver of type "event", durationThreshold 16 ms, the lowest the API allows): the longest entry
 * the interaction produced, from the input to the paint after its handlers, as INP counts an interaction:
 * only entries that belong to an interaction (interactionId > 0: pointer and key events; hovering is not one).
 * Entries under 16 ms are not reported by the browser, so such an interaction reads 0 ("under 16 ms").
 * Files added through setInputFiles produce only `input` and `change` events without an interaction id (no
 * pointer or key caused them): the `input` entry, if over 16 ms, and the change event timed by hand to the
 * frame after its handlers stand in for the click in the file dialog.
 */
import type { Page } from '@playwright/test';

interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

declare global {
  interface Window {
    staffBenchEvents?: EventEntry[];
  }
}

/** Starts recording Event Timing entries in every document the page opens (call before the first goto). */
export async function recordEventTiming(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.staffBenchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { name, duration, interactionId } = entry as PerformanceEventTiming;
        window.staffBenchEvents!.push({ name, duration, interactionId });
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    // Files chosen in the dialog reach the page as a change event no interaction owns, and Event Timing
    // reports a change event not at all: timed here from the event to the frame after its handlers.
    document.addEventListener(
      'change',
      (event) => {
        if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'file') return;
        requestAnimationFrame(() =>
          setTimeout(() =>
            window.staffBenchEvents!.push({
              name: 'change (files, to the next frame)',
              duration: performance.now() - event.timeStamp,
              interactionId: 0,
            }),
          ),
        );
      },
      true,
    );
  });
}

/** Two animation frames and a macrotask: the observer has delivered what the last paint produced. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

/**
 * Runs `act` (the interaction and the wait for its result) and answers the longest Event Timing entry it
 * produced, in milliseconds, with the entry's event name.
 */
export async function interactionLatency(page: Page, act: () => Promise<void>): Promise<EventEntry> {
  await settle(page);
  await page.evaluate(() => (window.staffBenchEvents = []));
  await act();
  await settle(page);
  const entries = (await page.evaluate(() => window.staffBenchEvents ?? [])).filter(
    (entry) => entry.interactionId > 0 || /^(input|change)/.test(entry.name),
  );
  return entries.reduce((longest, entry) => (entry.duration > longest.duration ? entry : longest), {
    name: 'none over 16 ms',
    duration: 0,
    interactionId: 0,
  });
}

/** Slows the page's CPU `rate` times through the DevTools protocol (1 restores full speed). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
