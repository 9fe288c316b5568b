/**
 * Starts a job function asynchronously (Lambda's Event invocation: queued by Lambda, answered at once,
 * retried by Lambda on failure). Locally LAMBDA_ENDPOINT points at the local Lambda emulation.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { endpointClient } from './endpoint-client';

const lambda = endpointClient(
  (endpoints) => endpoints.lambda,
  (region, endpoint) => new LambdaClient({ region, endpoint }),
);

export async function startJob(functionName: string | undefined, payload: unknown): Promise<void> {
  if (!functionName) throw new Error('No function configured for this job');
  const { StatusCode } = await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
  if (StatusCode !== 202) throw new Error(`Lambda did not queue the job (status ${StatusCode})`);
}
