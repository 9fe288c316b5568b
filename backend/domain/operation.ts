/**
 * Every operation someone performs has one shape, `(actor, args, deps)` (docs/decisions/
 * 008-one-operation-shape.md): who acts and from which client, the operation's arguments, the ports.
 */

/** The arguments of an operation that takes none, so its shape stays the same as every other's. */
export type NoArguments = Record<string, never>;
