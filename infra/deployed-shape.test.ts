/**
 * Upgrades that cannot lose data: held against infra/deployed-shape.json, the shape of the last deployment
 * (infra/deployed-shape.ts says why and how it is updated).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEPLOYED_SHAPE_FILE,
  deployedShapeOf,
  indexChanges,
  tablesWithTooManyIndexChanges,
  type DeployedShape,
} from './deployed-shape';
import { logicalId, useTestApp } from './test-app';

const built = useTestApp({ resolvers: [] });
const deployed = JSON.parse(readFileSync(DEPLOYED_SHAPE_FILE, 'utf8')) as DeployedShape;
const current = () =>
  deployedShapeOf(built.template.toJSON() as never, logicalId(built.stack.signingSecret.secret));

describe('an upgrade from the last deployment', () => {
  it('adds or removes at most one global secondary index per table (DynamoDB allows one per update)', () => {
    const { tableIndexes } = current();
    expect(
      tablesWithTooManyIndexChanges(deployed.tableIndexes, tableIndexes),
      'Deploy one index change per table at a time, then update infra/deployed-shape.json',
    ).toEqual([]);
    // A table of the last deployment is never dropped from the template (they are retained, not deleted).
    expect(Object.keys(tableIndexes)).toEqual(expect.arrayContaining(Object.keys(deployed.tableIndexes)));
  });

  it('keeps the signing secret and how its value was generated, so CloudFormation never makes a new one', () => {
    expect(current().signingSecret).toEqual(deployed.signingSecret);
  });
});

describe('counting index changes', () => {
  const users = { byName: 'directory sortName: ALL' };
  it('counts an added and a removed index once each, a changed one twice', () => {
    expect(indexChanges(users, users)).toEqual([]);
    expect(indexChanges(users, { ...users, byRole: 'role: ALL' })).toEqual(['add byRole']);
    expect(indexChanges(users, {})).toEqual(['remove byName']);
    expect(indexChanges(users, { byName: 'directory: ALL' })).toEqual(['remove byName', 'add byName']);
  });

  it('fails a table changed by two, and allows a new table all its indexes', () => {
    const two = { byName: 'directory: ALL', byRole: 'role: ALL' };
    expect(tablesWithTooManyIndexChanges({ UsersTable: users }, { UsersTable: two })).toEqual([
      'UsersTable: remove byName, add byName, add byRole',
    ]);
    expect(tablesWithTooManyIndexChanges({}, { UsersTable: two })).toEqual([]);
  });
});
