import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges the cdk-nag findings on a handler that aws-cdk-lib builds and owns (for example the
 * BucketDeployment function), whose role and runtime this stack cannot change. Only the rules named in
 * `reasons` are acknowledged, each finding with that rule's reason; any other finding stays an error.
 */
export function acknowledgeCdkOwnedHandler(handler: IConstruct, reasons: Record<string, string>): void {
  const { violations } = new AwsSolutionsChecks().validateScope(handler);
  for (const violation of violations) {
    const rule = violation.ruleName.replace(/\[.*$/, '');
    const reason = reasons[rule];
    if (reason) Validations.of(handler).acknowledge({ id: violation.ruleName, reason });
  }
}
