import { CfnElement, Names, Stack, Validations } from 'aws-cdk-lib';
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
 * acknowledgement can name exactly one resource (with any logical id override applied). Seen from a nested
 * stack (`from` in another stack than the resource), the ARN is the parameter CDK passes it in,
 * `<referenceto<unique id>Arn>`.
 */
export function nagArnOf(construct: IConstruct, from: IConstruct = construct): string {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement))
    throw new Error(`${construct.node.path} has no CloudFormation resource`);
  if (Stack.of(from) !== Stack.of(element)) return `<referenceto${Names.uniqueId(element)}Arn>`;
  return `<${Stack.of(element).resolve(element.logicalId) as string}.Arn>`;
}

/**
 * How a cdk-nag finding names a resource written in a policy (an ARN, possibly of tokens): resolved in its
 * stack and flattened the way cdk-nag flattens it, `<AWS::AccountId>` for a reference to the account and
 * `<Id.Arn>` for an attribute. Whether the stack knows its account or not (`npm run synth` with no
 * credentials), the acknowledgement names the finding exactly, and its id is a plain string.
 */
export function nagResourceOf(scope: IConstruct, resource: string): string {
  const flatten = (node: unknown): string => {
    if (typeof node === 'string') return node;
    const value = node as Record<string, unknown>;
    if (Array.isArray(value['Fn::Join'])) {
      const [separator, parts] = value['Fn::Join'] as [string, unknown[]];
      return parts.map(flatten).join(separator);
    }
    if (typeof value.Ref === 'string') return `<${value.Ref}>`;
    if (Array.isArray(value['Fn::GetAtt'])) return `<${(value['Fn::GetAtt'] as string[]).join('.')}>`;
    throw new Error(`cdk-nag's name of ${JSON.stringify(node)} is not known here`);
  };
  return flatten(Stack.of(scope).resolve(resource));
}
