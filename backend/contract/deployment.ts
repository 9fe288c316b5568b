/** Where the stack runs unless the deployment says otherwise; the browser's AppSync client names it too. */
export const DEFAULT_REGION = 'us-west-2';

/** CloudFront reads web ACLs and certificates only in this region: the edge stack lives there. */
export const EDGE_REGION = 'us-east-1';

/**
 * The stage a deploy names when it names none, and the one whose stacks keep the names of the first
 * deployments (so they upgrade in place); every other stage adds its name to its stacks'.
 */
export const DEFAULT_STAGE = 'production';

/** The stacks of a stage: production keeps the original names, any other stage adds its name. */
export function stackNames(stage: string): { site: string; edge: string } {
  const suffix = stage === DEFAULT_STAGE ? '' : `-${stage}`;
  return { site: `LawFirmSite${suffix}`, edge: `LawFirmEdgeProtection${suffix}` };
}
