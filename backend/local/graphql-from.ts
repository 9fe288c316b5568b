/**
 * POST /graphql to a running local stack as a chosen visitor: the local stack, like CloudFront, takes the
 * caller's address from the connection, so connecting from another loopback address (any 127.x.y.z) is
 * another client. For the integration tests and the load script.
 */
import { request } from 'node:http';
import type { TypedDocument } from '../contract/graphql/typed-document';

/** A GraphQL answer: `data` as the document selects it (absent when the call failed), AppSync's errors. */
export interface GraphqlBody<Result = unknown> {
  data?: Result | null;
  errors?: { message: string; errorType: string; path?: string[] }[];
}

export function graphqlFrom<Result, Variables>(
  baseUrl: string,
  localAddress: string,
  query: TypedDocument<Result, Variables>,
  variables?: Variables,
  /** More request headers, e.g. ones a client might try to forge. */
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphqlBody<Result> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl.replace('localhost', '127.0.0.1')}/graphql`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', authorization: 'Bearer', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString()) as GraphqlBody<Result>;
            resolve({ status: response.statusCode ?? 0, body });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify({ query, variables: variables ?? {} }));
  });
}
