/**
 * Work that runs on a timer with nobody signed in (the consultation notice sweeper, scheduled posts, trash
 * expiry). In AWS the stack builds one function and one EventBridge rule per entry (infra/schedules.ts);
 * locally `npm start` calls the same handler modules on a timer (backend/local/schedules.ts).
 * `entry` is relative to backend/handlers/schedules and names a module exporting `handler`.
 */
import type { FunctionGrants } from '../function-grants';
import type { JobName } from '../jobs/registry';

export interface ScheduleEntry extends FunctionGrants {
  /** Construct id and log name, e.g. "ConsultationNoticeSweeper". */
  name: string;
  entry: string;
  everyMinutes: number;
  description: string;
  /** Jobs it starts (backend/handlers/jobs/registry.ts). */
  startsJobs?: JobName[];
}

export const schedules: ScheduleEntry[] = [
  {
    name: 'DocumentsSweeper',
    entry: 'sweep-documents',
    // Client requests' activity digest is due ACTIVITY_DIGEST_MINUTES after a client's upload.
    everyMinutes: 5,
    description:
      "Deletes files 30 days in the Trash and uploads never confirmed; sends client requests' digests and reminders",
    reads: ['documents', 'documentVersions', 'clientRequests', 'consultations'],
    writes: ['documents', 'documentVersions', 'clientRequests'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: false,
    documents: { delete: true },
  },
  {
    name: 'ScheduledPostsPublisher',
    entry: 'publish-due-posts',
    // EventBridge's finest rate: a scheduled post is live within a minute of its time.
    everyMinutes: 1,
    description: 'Publishes scheduled news posts whose time has come',
    reads: ['posts'],
    writes: ['posts'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
    startsJobs: ['updatePublicPages'],
  },
  {
    name: 'ConsultationNoticeSweeper',
    entry: 'consultation-notice-sweeper',
    // Every minute: a first-contact alert goes out within a minute of its business-minute deadline.
    everyMinutes: 1,
    description:
      "Re-sends consultation notices left unsent; alerts staff of leads still New; mails the daily follow-up digest and limitation deadline reminders; reminds letters' signers and records expired letters; appends held audit entries",
    // matters: the open limitation deadlines the daily reminders are about; letters: those with a reminder or expiry due.
    reads: ['consultations', 'matters', 'users', 'settings', 'auditOutbox', 'letters'],
    // throttles: an acknowledgement left unsent goes out at most once per address a day.
    writes: ['consultations', 'consultationEvents', 'settings', 'auditOutbox', 'throttles', 'letters'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: false,
    // A letter every signer signed whose sealing did not finish goes back to the sealing job.
    startsJobs: ['sealSignedLetter'],
  },
];
