/** The statute-of-limitations reminders: the matters' open deadlines, the staff, markers and SES. */
import { productClock } from '../../adapters/clock';
import { deadlineMarkers } from '../../adapters/dynamodb/deadline-markers';
import { matterStore } from '../../adapters/dynamodb/matters';
import { listActiveStaffRoles } from '../../adapters/dynamodb/users';
import { log } from '../../adapters/log';
import { sendEmail } from '../../adapters/ses';
import { config } from '../../config';
import type { ReminderDeps } from '../../domain/matters/reminders';
import { firmSettings } from './shared';

export function reminderDependencies(): ReminderDeps {
  return {
    matters: matterStore,
    markers: deadlineMarkers,
    staff: listActiveStaffRoles,
    settings: firmSettings,
    send: sendEmail,
    siteUrl: config().siteUrl,
    now: productClock,
    log,
  };
}
