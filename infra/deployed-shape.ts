/**
 * The shape of the last deployment that an upgrade must respect, kept in infra/deployed-shape.json: each
 * table's global secondary indexes (DynamoDB adds or removes one per table per update, and CloudFormation
 * fails and rolls back an update that changes more) and the signing secret's generation settings (a change
 * there makes CloudFormation generate a new value: every session, pending code, reset link and sealed
 * authenticator secret would be lost). After deploying, `npx tsx infra/deployed-shape.ts [cdk.out]` writes
 * the file from the synthesized site stack, on purpose, in the commit that records the deploy.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stackNames, DEFAULT_STAGE } from '../backend/contract/deployment';

interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
}
interface SiteTemplate {
  Resources: Record<string, TemplateResource>;
}

/**
 * One index as CloudFormation compares it, its keys and projection (a change of either replaces it), in one
 * line: `partitionKey sortKey: ALL`.
 */
type IndexShape = string;

export interface DeployedShape {
  /** Table logical id → index name → its keys and projection. */
  readonly tableIndexes: Record<string, Record<string, IndexShape>>;
  readonly signingSecret: { readonly logicalId: string; readonly generation: unknown };
}

export const DEPLOYED_SHAPE_FILE = new URL('./deployed-shape.json', import.meta.url);

interface CfnIndex {
  IndexName: string;
  KeySchema: { AttributeName: string }[];
  Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
}

const indexShape = ({ KeySchema, Projection }: CfnIndex): IndexShape =>
  `${KeySchema.map((key) => key.AttributeName).join(' ')}: ${[
    Projection.ProjectionType,
    ...(Projection.NonKeyAttributes ?? []),
  ].join(' ')}`;

export function deployedShapeOf(template: SiteTemplate, signingSecretLogicalId: string): DeployedShape {
  const tableIndexes: Record<string, Record<string, IndexShape>> = {};
  for (const [id, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::DynamoDB::Table') continue;
    const indexes = (resource.Properties?.GlobalSecondaryIndexes ?? []) as CfnIndex[];
    tableIndexes[id] = Object.fromEntries(indexes.map((index) => [index.IndexName, indexShape(index)]));
  }
  const secret = template.Resources[signingSecretLogicalId]?.Properties ?? {};
  return {
    tableIndexes,
    signingSecret: {
      logicalId: signingSecretLogicalId,
      generation: { GenerateSecretString: secret.GenerateSecretString, SecretString: secret.SecretString },
    },
  };
}

/**
 * How many index additions and removals an update from `before` to `after` asks of one table: an index
 * whose keys or projection change is removed and added again, two.
 */
export function indexChanges(
  before: Record<string, IndexShape> = {},
  after: Record<string, IndexShape> = {},
): string[] {
  const changes: string[] = [];
  for (const [name, shape] of Object.entries(after)) {
    if (!(name in before)) changes.push(`add ${name}`);
    else if (before[name] !== shape) changes.push(`remove ${name}`, `add ${name}`);
  }
  for (const name of Object.keys(before)) if (!(name in after)) changes.push(`remove ${name}`);
  return changes;
}

/**
 * The tables an update from `deployed` to `next` would change by more than one index, with the changes. A
 * table the last deployment did not have is created with all its indexes at once.
 */
export function tablesWithTooManyIndexChanges(
  deployed: DeployedShape['tableIndexes'],
  next: DeployedShape['tableIndexes'],
): string[] {
  return Object.entries(next)
    .filter(([table]) => table in deployed)
    .map(([table, indexes]) => [table, indexChanges(deployed[table], indexes)] as const)
    .filter(([, changes]) => changes.length > 1)
    .map(([table, changes]) => `${table}: ${changes.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'cdk.out';
  // Every stage's site stack has the same tables and secret: the one npm run synth wrote is enough.
  const site = stackNames(DEFAULT_STAGE).site;
  const file = readdirSync(outDir).find((name) => name.startsWith(site) && name.endsWith('.template.json'));
  if (!file) throw new Error(`No ${site} template in ${outDir}: run npm run synth first`);
  const template = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as SiteTemplate;
  const [secretId] = Object.entries(template.Resources).find(
    ([id, resource]) => resource.Type === 'AWS::SecretsManager::Secret' && id.startsWith('SigningSecret'),
  ) ?? [''];
  writeFileSync(DEPLOYED_SHAPE_FILE, `${JSON.stringify(deployedShapeOf(template, secretId), null, 2)}\n`);
  console.log(`Wrote ${DEPLOYED_SHAPE_FILE.pathname} from ${join(outDir, file)}`);
}
