/**
 * How much work one request may ask for, defined once: the CDK stack sets them on AppSync and the WAF
 * (infra/graphql-api.ts, infra/web-acl.ts), and the local emulators enforce the same numbers
 * (backend/local/appsync.ts, stack.ts).
 */

/** AppSync's per-request limits. Every resolver here is a top-level Query or Mutation field. */
export const GRAPHQL_LIMITS = {
  /**
   * Nested field levels. The deepest document the site sends today is 3 (`login { user { _id } }`); the
   * staff lists add a level or two. AppSync allows 1 to 75.
   */
  queryDepth: 8,
  /**
   * Resolvers one request may run. One operation per request is all the site sends; a few more leave
   * room for a dashboard that reads several lists at once. Without it, one request could carry a hundred
   * aliased `login` fields, each a bcrypt compare. AppSync allows 1 to 10,000.
   */
  resolverCount: 5,
  /** The schema is not published: no `__schema` / `__type` queries. */
  introspection: false,
} as const;

/**
 * The largest request body each API accepts, in bytes. /graphql: a consultation request (5,000
 * characters of message, up to 3 bytes each in UTF-8) fits with room to spare. /api: the mail route takes
 * only an id. Both are within the 64 KB a CloudFront web ACL can inspect.
 */
export const BODY_LIMIT_BYTES = { graphql: 64 * 1024, api: 4 * 1024 } as const;

export type ApiName = keyof typeof BODY_LIMIT_BYTES;

/**
 * The answer to a body over the limit, in each API's own error shape (AppSync's `errors[]`, the mail
 * handler's `{error}`). The WAF sends the same JSON in AWS; the local server sends it itself.
 */
export function bodyTooLarge(api: ApiName): { status: 413; body: unknown } {
  const message = `The request body is too large: at most ${BODY_LIMIT_BYTES[api] / 1024} KB.`;
  return {
    status: 413,
    body:
      api === 'graphql'
        ? { errors: [{ errorType: 'PayloadTooLargeException', message }] }
        : { error: message },
  };
}
