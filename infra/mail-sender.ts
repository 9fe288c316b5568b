import { ArnFormat, CfnOutput, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { nagResourceOf } from './nag-acknowledgements';

export interface MailSenderProps {
  /** The firm's mail domain, verified in SES through the DKIM records this construct outputs. */
  readonly mailDomain: string;
  /** The one sender address every email uses (an address at mailDomain). */
  readonly mailFrom: string;
}

/**
 * The SES domain identity the site sends from, and the one way to be allowed to use it: send as
 * mailFrom, from this identity, nothing else. Every message goes through one configuration set (the
 * identity's default): bounces and complaints put the address on the suppression list and are published to
 * `events` (handlers/events/mail-events.ts marks the lead), and SES keeps the reputation metrics the
 * operators' alarms watch (bounce rate over 2 %, complaint rate over 0.05 %: SES reviews, then pauses, an
 * account past about 5 % and 0.1 %).
 */
export class MailSender extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly mailFrom: string;
  readonly configurationSet: ses.ConfigurationSet;
  /** SES's bounce and complaint events for every message the site sends. */
  readonly events: sns.Topic;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    if (!props.mailFrom.toLowerCase().endsWith(`@${props.mailDomain.toLowerCase()}`)) {
      throw new Error(`mailFrom (${props.mailFrom}) must be an address at mailDomain (${props.mailDomain})`);
    }
    this.mailFrom = props.mailFrom;
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    this.events = new sns.Topic(this, 'Events', {
      displayName: 'SES bounces and complaints',
      enforceSSL: true,
    });
    Validations.of(this.events).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'SES publishes its bounce and complaint events here for one function; a customer-managed key for SES ' +
        'to publish with would cost more than it protects, and the topic is TLS-only.',
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(this.events),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.mailDomain),
      // The identity's default set: every message from it, whoever sends, is counted and suppressed alike.
      configurationSet: this.configurationSet,
    });
    // Kept when the stack is deleted: a new identity means new DKIM records at the firm's DNS host and
    // hours of unverified mail, and the domain's sending reputation stays with the identity.
    this.identity.applyRemovalPolicy(RemovalPolicy.RETAIN);

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

  /** The configuration set's ARN: SES authorizes a send against it as well as against the identities. */
  get configurationSetArn(): string {
    return Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /**
   * ses:SendEmail only with mailFrom as the sender. SES checks the sending identity, the configuration set
   * the message goes through (the identity's default, so every message has one: without it every send is
   * refused with AccessDenied on `configuration-set/...`), and in the SES sandbox also the recipient's
   * identity: every recipient there is a verified identity of the account (staff addresses outside the
   * firm's domain included), so without `identity/*` no sign-in code would reach them. The condition still
   * holds every message to the one sender.
   */
  grantSendFromSender(grantee: iam.IGrantable): iam.Grant {
    const anyIdentity = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    const grant = iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [this.identity.emailIdentityArn, this.configurationSetArn, anyIdentity],
      conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
    });
    if (grantee instanceof Construct) {
      Validations.of(grantee).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagResourceOf(this, anyIdentity)}]`,
        reason:
          "In the SES sandbox SES also authorizes the recipient's verified identity; the ses:FromAddress " +
          'condition holds every message to the one configured sender.',
      });
    }
    return grant;
  }
}
