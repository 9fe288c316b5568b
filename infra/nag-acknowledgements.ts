import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges the cdk-nag findings on a handler that aws-cdk-lib builds and owns as a stack-wide
 * singleton (for example the BucketDeployment function), whose role and runtime this stack cannot
 * change. The handler is the child of `scope`'s stack whose id starts with `handlerIdPrefix`; nothing
 * happens when there is none. Only the rules named in `reasons` are acknowledged, each finding with that
 * rule's reason; any other finding stays an error.
 */
export function acknowledgeCdkOwnedHandler(
  scope: IConstruct,
  handlerIdPrefix: string,
  reasons: Record<string, string>,
): void {
  const handler = Stack.of(scope).node.children.find((child) => child.node.id.startsWith(handlerIdPrefix));
  if (!handler) return;
  const { violations } = new AwsSolutionsChecks().validateScope(handler);
  for (const violation of violations) {
    const rule = violation.ruleName.replace(/\[.*$/, '');
    const reason = reasons[rule];
    if (reason) Validations.of(handler).acknowledge({ id: violation.ruleName, reason });
  }
}

/**
 * How a cdk-nag finding names the ARN of a construct's CloudFormation resource, `<LogicalId.Arn>`, so an
 * acknowledgement can name exactly one resource (with any logical id override applied).
 */
export function nagArnOf(construct: IConstruct): string {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement))
    throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return `<${Stack.of(element).resolve(element.logicalId) as string}.Arn>`;
}
