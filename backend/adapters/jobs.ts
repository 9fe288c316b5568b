/**
 * Starts a job function asynchronously (Lambda's Event invocation: queued by Lambda, answered at once,
 * retried by Lambda on failure). Locally LAMBDA_ENDPOINT points at the local Lambda emulation.
 *
 * The Lambda SDK package is loaded on the first job started, not when the function starts: only a few
 * operations start a job (a reset request, a post reaching the site, emptying the Trash), and the functions
 * serving them answer every other request without it (docs/decisions/013-composition-by-what-it-wires.md).
 */
import type { LambdaClient } from '@aws-sdk/client-lambda';
import { onFirstUse } from '../on-first-use';
import { endpointClient } from './endpoint-client';

const lambdaSdk = onFirstUse(() => import('@aws-sdk/client-lambda'));

const lambda = endpointClient(
  (endpoints) => endpoints.lambda,
  async (region, endpoint): Promise<LambdaClient> => {
    const { LambdaClient } = await lambdaSdk();
    return new LambdaClient({ region, endpoint });
  },
);

export async function startJob(functionName: string | undefined, payload: unknown): Promise<void> {
  if (!functionName) throw new Error('No function configured for this job');
  const [{ InvokeCommand }, client] = await Promise.all([lambdaSdk(), lambda()]);
  const { StatusCode } = await client.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
  if (StatusCode !== 202) throw new Error(`Lambda did not queue the job (status ${StatusCode})`);
}
