/**
 * Sessions the server controls: lifetimes and the step-up refusal, shared by the server (which enforces
 * them) and the screens (which recognise the refusal and ask for the second factor again).
 */

/** A session ends after this long without a call... */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** ...and this long after the sign-in, however often it was used or its token renewed. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** Last seen is written at most this often per session (the authorizer runs on every call). */
export const SESSION_TOUCH_SECONDS = 60;

/** How recent a second-factor check must be for an operation that asks for a step-up. */
export const STEP_UP_WINDOW_SECONDS = 10 * 60;

/** The distinct refusal of an operation that needs a recent second factor; screens match on it exactly. */
export const STEP_UP_REQUIRED_MESSAGE =
  'For your security, please confirm it is you with your second factor, then try again.';

export function isStepUpRequired(message: string): boolean {
  return message === STEP_UP_REQUIRED_MESSAGE;
}

/** One signed-in device of the caller, as /account lists it. */
export interface SessionView {
  id: string;
  /** Device and browser as read from the user agent at sign-in ("macOS, Chrome"). */
  device: string;
  network: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session making this call ("this device"). */
  current: boolean;
}

export const sessionMessages = {
  alreadyEnded: 'This session has already ended.',
} as const;
