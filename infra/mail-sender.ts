import { CfnOutput, Stack, Token, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailSenderProps {
  /** The firm's mail domain, verified in SES through the DKIM records this construct outputs. */
  readonly mailDomain: string;
  /** The one sender address every email uses (an address at mailDomain). */
  readonly mailFrom: string;
}

/**
 * The SES domain identity the site sends from, and the one way to be allowed to use it: send as
 * mailFrom, from this identity, nothing else.
 */
export class MailSender extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    if (!props.mailFrom.toLowerCase().endsWith(`@${props.mailDomain.toLowerCase()}`)) {
      throw new Error(`mailFrom (${props.mailFrom}) must be an address at mailDomain (${props.mailDomain})`);
    }
    this.mailFrom = props.mailFrom;
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.mailDomain),
    });

    // The DNS records an operator adds at the domain's DNS host to verify it (DKIM, Easy DKIM).
    const dkim = [
      [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
      [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
      [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
    ];
    dkim.forEach(([name, value], index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `CNAME record ${index + 1} of 3 that verifies ${props.mailDomain} in SES`,
        value: `${name} CNAME ${value}`,
      });
    });
  }

  /**
   * ses:SendEmail only with mailFrom as the sender. SES checks the sending identity, and in the SES sandbox
   * also the recipient's: every recipient there is a verified identity of the account (staff addresses
   * outside the firm's domain included), so without `identity/*` no sign-in code would reach them. The
   * condition still holds every message to the one sender.
   */
  grantSendFromSender(grantee: iam.IGrantable): iam.Grant {
    const anyIdentity = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    const grant = iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [this.identity.emailIdentityArn, anyIdentity],
      conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
    });
    if (grantee instanceof Construct) {
      Validations.of(grantee).acknowledge({
        // cdk-nag names the ARN as written: literal for a stack with its account and region, tokens otherwise.
        id: `AwsSolutions-IAM5[Resource::${
          Token.isUnresolved(anyIdentity)
            ? 'arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*'
            : anyIdentity
        }]`,
        reason:
          "In the SES sandbox SES also authorizes the recipient's verified identity; the ses:FromAddress " +
          'condition holds every message to the one configured sender.',
      });
    }
    return grant;
  }
}
