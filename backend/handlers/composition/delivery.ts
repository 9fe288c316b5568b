/**
 * Mail about leads: the firm's notice and the visitor's acknowledgement (the form's call, the sweeper and a
 * person's re-send), the first-contact alerts and the daily follow-up digest. DynamoDB and SES.
 */
import { log } from '../../adapters/log';
import { appendTimelineEvent } from '../../adapters/dynamodb/consultation-inbox';
import {
  consultationStore,
  pendingAcknowledgements,
  pendingNotices,
} from '../../adapters/dynamodb/consultations';
import { firstContactStore } from '../../adapters/dynamodb/first-contact';
import { dailyMarkers, followUpStore } from '../../adapters/dynamodb/follow-ups';
import { matterStore } from '../../adapters/dynamodb/matters';
import { acknowledgementRecipients } from '../../adapters/dynamodb/throttles';
import { listActiveStaffRoles } from '../../adapters/dynamodb/users';
import { productClock } from '../../adapters/clock';
import { sendEmail, sendOrExplain } from '../../adapters/ses';
import { config } from '../../config';
import type { NoticeOutcome } from '../../domain/consultations/deliver-notice';
import type { FirstContactDeps } from '../../domain/consultations/first-contact';
import type { DigestDeps } from '../../domain/consultations/follow-ups';
import { deliverNoticeAndAcknowledgement, type SweepDeps } from '../../domain/consultations/sweep-notices';
import { auditLog, firmSettings } from './shared';

/**
 * The firm's notice and the visitor's acknowledgement, as the form's call (POST /api/consultationform), the
 * sweeper and a person's re-send run them: SES behind the domain's at-most-once delivery, with each step on
 * the request's timeline.
 */
export function deliveryDependencies(): SweepDeps {
  return {
    store: consultationStore,
    recipients: acknowledgementRecipients,
    send: sendOrExplain,
    firmInfoEmail: config().firmInfoEmail,
    recordEvent: appendTimelineEvent,
    pendingNotices,
    pendingAcknowledgements,
    now: productClock,
  };
}

/** The notice, then (once it went out) the visitor's acknowledgement, of one stored request. */
export function deliverNotice(id: string): Promise<NoticeOutcome> {
  return deliverNoticeAndAcknowledgement(id, deliveryDependencies());
}

/** The first-contact alerts: leads still New past the firm's minutes, mailed to staff through SES. */
export function firstContactDependencies(): FirstContactDeps {
  return {
    leads: firstContactStore,
    recipients: { activeStaff: listActiveStaffRoles },
    settings: firmSettings,
    send: sendEmail,
    recordEvent: appendTimelineEvent,
    audit: auditLog(),
    siteUrl: config().siteUrl,
    now: productClock,
    log,
  };
}

/** The daily follow-up digest: one mail per staff user with any due, once a business day. */
export function digestDependencies(): DigestDeps {
  return {
    followUps: followUpStore,
    markers: dailyMarkers(productClock),
    staff: listActiveStaffRoles,
    deadlines: matterStore,
    settings: firmSettings,
    send: sendEmail,
    siteUrl: config().siteUrl,
    now: productClock,
  };
}
