/**
 * Just enough of a browser to run FIRST_SCREEN_PAINTED's decisions in a unit test: paint entries, the parser's
 * readiness, animation frames, timers, visibility and events, each moved by the test, nothing by a clock.
 */
type Listener = () => void;

export function fakeBrowser(opened: 'visible' | 'hidden' = 'visible') {
  let now = 0;
  let timers: { at: number; run: Listener }[] = [];
  let frames: Listener[] = [];
  const listeners = new Map<string, Listener[]>();
  const observers: ((entries: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const paints: string[] = [];
  const on = (type: string, listener: Listener) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  const document = {
    readyState: 'loading' as string,
    visibilityState: opened as string,
    addEventListener: (type: string, listener: Listener) => on(`document:${type}`, listener),
  };
  const entries = () => ({ getEntriesByName: (name: string) => paints.filter((paint) => paint === name) });

  class PerformanceObserver {
    private connected = true;
    constructor(private readonly callback: (list: ReturnType<typeof entries>, self: unknown) => void) {}
    observe() {
      observers.push(() => this.connected && this.callback(entries(), this));
      if (paints.length > 0) this.callback(entries(), this);
    }
    disconnect() {
      this.connected = false;
    }
  }

  const globals = {
    PerformanceObserver,
    document,
    addEventListener: (type: string, listener: Listener) => on(`window:${type}`, listener),
    requestAnimationFrame: (run: Listener) => frames.push(run),
    setTimeout: (run: Listener, ms = 0) => timers.push({ at: now + ms, run }),
  };

  return {
    /** Runs `source` (a module's top-level code) with these globals; resolves when it finishes. */
    run(source: string): Promise<void> {
      const names = Object.keys(globals);
      const script = new Function(...names, `return (async () => {\n${source}\n})();`) as (
        ...values: unknown[]
      ) => Promise<void>;
      return script(...Object.values(globals));
    },
    paint(name: string) {
      paints.push(name);
      observers.forEach((notify) => notify(entries()));
    },
    parsed() {
      document.readyState = 'interactive';
      emit('document:DOMContentLoaded');
    },
    loaded() {
      document.readyState = 'complete';
      emit('window:load');
    },
    hide() {
      document.visibilityState = 'hidden';
      emit('document:visibilitychange');
    },
    /** Renders a frame: runs the animation-frame callbacks queued so far. */
    frame() {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    },
    /** Moves time on by `ms`, running the timers that fall due, in order. */
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.run());
    },
  };
}
