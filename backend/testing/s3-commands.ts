/**
 * What the product asks of S3, recorded at the SDK client every adapter sends through: s3rver keeps no
 * versions, so a test of a delete in a versioned bucket reads the requests rather than the bucket.
 */
import { s3Client } from '../adapters/s3/client';

export interface SentS3Command {
  name: string;
  input: Record<string, unknown>;
}

const RECORDER = 'testRecordS3Commands';

/** Runs `during` and answers every S3 command sent meanwhile, in order. */
export async function s3CommandsDuring(during: () => Promise<unknown>): Promise<SentS3Command[]> {
  const client = await s3Client();
  const sent: SentS3Command[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push({ name: context.commandName ?? '', input: args.input as Record<string, unknown> });
      return next(args);
    },
    { step: 'initialize', name: RECORDER },
  );
  try {
    await during();
  } finally {
    client.middlewareStack.remove(RECORDER);
  }
  return sent;
}

/** The deletes among them, as S3 would read each one: a delete marker, or a version destroyed. */
export function deletesOf(sent: readonly SentS3Command[]) {
  return sent
    .filter((command) => command.name.startsWith('Delete') || command.name === 'ListObjectVersionsCommand')
    .map((command) => ({
      name: command.name,
      key: command.input.Key,
      versionId: command.input.VersionId,
    }));
}
