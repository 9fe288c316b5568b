/**
 * Every domain operation reads the time from the `now` in its dependencies: the composition root passes the
 * product's clock (backend/adapters/clock.ts), tests pass one they move, so 15-minute lifetimes are tested
 * without waiting.
 */
export type Clock = () => Date;
