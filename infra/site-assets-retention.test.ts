import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { builtAssets } from './site-hosting';
import { actionsOf, logicalId, statementsOfRole, useTestApp, type Statement } from './test-app';

const built = useTestApp({ resolvers: [] });

describe('old build assets', () => {
  it('are listed for the sweeper by the pages deployment: the build’s hashed files, as bucket keys', () => {
    expect(builtAssets(built.siteDir)).toEqual(['assets/app-abc123.js']);
    const pages = Object.values(built.template.findResources('Custom::CDKBucketDeployment')).find(
      (deployment) => deployment.Properties.DistributionPaths,
    );
    // The build folder and the list, written as a second source of the same deployment.
    expect(pages?.Properties.SourceObjectKeys).toHaveLength(2);
  });

  it('are swept every hour, retried twice, by a function that knows only the site bucket', () => {
    const { sweeper } = built.stack.siteAssetsRetention;
    built.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(sweeper.function), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2 },
          DeadLetterConfig: {
            Arn: { 'Fn::GetAtt': [logicalId(built.stack.siteAssetsRetention.failedRuns.queue), 'Arn'] },
          },
        }),
      ],
    });
    built.template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Environment: {
        Variables: Match.objectLike({ SITE_BUCKET: { Ref: logicalId(built.stack.site.bucket) } }),
      },
      Description: Match.stringLikeRegexp('build assets'),
    });
  });

  it('may list assets and markers, read the list, write markers and delete only assets and markers', () => {
    const bucketId = logicalId(built.stack.site.bucket);
    const keysOf = (statement: Statement) =>
      JSON.stringify(statement.Resource).match(/\/[a-z/-]*(\*|\.json)/g) ?? [];
    const s3 = statementsOfRole(built.template, logicalId(built.stack.siteAssetsRetention.sweeper.role))
      .filter((statement) => actionsOf(statement).some((action) => action.startsWith('s3:')))
      .map((statement) => ({
        actions: actionsOf(statement).sort(),
        keys: keysOf(statement),
        condition: statement.Condition,
      }));
    expect(s3).toEqual([
      { actions: ['s3:GetObject'], keys: ['/deploy/assets-in-use.json'], condition: undefined },
      { actions: ['s3:DeleteObject', 's3:PutObject'], keys: ['/deploy/unused/*'], condition: undefined },
      { actions: ['s3:DeleteObject'], keys: ['/assets/*'], condition: undefined },
      {
        actions: ['s3:ListBucket'],
        keys: [],
        condition: { StringLike: { 's3:prefix': ['assets/*', 'deploy/unused/*'] } },
      },
    ]);
    expect(JSON.stringify(s3)).not.toContain('documents');
    expect(bucketId).toBeTruthy();
  });
});
