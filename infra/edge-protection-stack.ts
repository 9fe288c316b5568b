import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EDGE_REGION } from '../backend/contract/deployment';
import { OperatorAlarms } from './operator-alarms';
import { SITE_WEB_ACL_METRIC, SiteWebAcl } from './web-acl';

export interface EdgeProtectionStackProps extends StackProps {
  /** Where the web ACL's alarm goes. */
  readonly operatorsEmail: string;
  /** The stage, in the alarms' names. */
  readonly stage: string;
}

/**
 * The small us-east-1 stack that holds what CloudFront requires there: the WAF web ACL, and the operators'
 * topic the us-east-1 alarms notify. The site stack
 * receives its ARN as a prop; CDK carries it across regions (crossRegionReferences, an SSM parameter in
 * the site's region written by this stack).
 */
export class EdgeProtectionStack extends Stack {
  readonly webAclArn: string;
  /** The operators' topic in us-east-1, for the site stack's CloudFront alarm (infra/edge-alarm.ts). */
  readonly alarmTopicArn: string;

  constructor(scope: Construct, id: string, props: EdgeProtectionStackProps) {
    if (props.env?.region !== EDGE_REGION) {
      throw new Error(`${id} must be deployed to ${EDGE_REGION}; CloudFront reads web ACLs only there`);
    }
    super(scope, id, { crossRegionReferences: true, ...props });
    this.webAclArn = new SiteWebAcl(this, 'SiteWebAcl').webAcl.attrArn;
    const alarms = new OperatorAlarms(this, 'Alarms', {
      operatorsEmail: props.operatorsEmail,
      stage: props.stage,
    });
    alarms.wafBlocksAlarm('SiteWafBlocks', SITE_WEB_ACL_METRIC);
    this.alarmTopicArn = alarms.topic.topicArn;
  }
}
