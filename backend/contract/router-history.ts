/**
 * A React Router internal the browser's route warm-up relies on (frontend/app/lib/route-warm-up.ts), here
 * because the frontend may import only backend/contract. The pipeline's other React Router internals are in
 * backend/pages/react-router-internals.ts, whose contract test covers this one too.
 *
 * React Router's browser history numbers the entries it creates (`idx` in `history.state`). Finding no
 * number on the first entry, it writes 0 with `history.replaceState` while it creates the router inside
 * React's first render, which then paid for that call too (a fifth to a seventh of the router's task in
 * `npm run bench:tasks`). Writing the same state in the warm-up task lets it skip the call. Should a later
 * React Router keep its number elsewhere, the extra key is harmless and it writes its own again.
 */
export function numberFirstHistoryEntry(history: Pick<History, 'state' | 'replaceState'>): void {
  const state = history.state as { idx?: number } | null;
  if (typeof state?.idx !== 'number') history.replaceState({ ...state, idx: 0 }, '');
}
