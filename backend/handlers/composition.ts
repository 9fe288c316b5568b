/**
 * The composition root, and the only place that wires: every domain to its adapters (DynamoDB, SES, S3, the
 * site files and page renderer, the derived keys, jobs, the product's clock), as the Lambda functions and the
 * local stack (which runs the same handlers) run them. Handlers take their dependencies from here.
 * Domain tests pass in-memory ports instead (backend/testing/memory-*.ts). Each
 * function builds only what its handlers call, and esbuild leaves out of a Lambda's bundle what it does not.
 */
import { randomUUID } from 'node:crypto';
import { SEED_ARTICLE_SLUGS } from '../contract/news-seed';
import { auditOutbox, auditStore, listAuditEntries } from '../adapters/dynamodb/audit-log';
import { consumeCode, getCode, putCode, recordWrongCode, replaceCode } from '../adapters/dynamodb/auth-codes';
import { appendTimelineEvent, inboxStore } from '../adapters/dynamodb/consultation-inbox';
import {
  consultationStore,
  pendingAcknowledgements,
  pendingNotices,
} from '../adapters/dynamodb/consultations';
import { quarantine } from '../adapters/s3/quarantine';
import { calendarFeedStore } from '../adapters/dynamodb/calendar-feeds';
import { clientRequestStore } from '../adapters/dynamodb/client-requests';
import { getConsultation } from '../adapters/dynamodb/consultations';
import { documentStore } from '../adapters/dynamodb/documents';
import { trashEmptyingJobs } from '../adapters/dynamodb/jobs';
import { settingsStore } from '../adapters/dynamodb/firm-settings';
import {
  leadCountersBetween,
  leadReportCounters,
  replaceAllLeadCounters,
} from '../adapters/dynamodb/lead-reports';
import type { LeadReportDeps, ReportExportDeps } from '../domain/reports/lead-report';
import type { RebuildDeps } from '../domain/reports/rebuild';
import { firstContactStore } from '../adapters/dynamodb/first-contact';
import { dailyMarkers, followUpStore } from '../adapters/dynamodb/follow-ups';
import { factorStore } from '../adapters/dynamodb/factors';
import { postStore } from '../adapters/dynamodb/posts';
import { consumeResetToken, getResetToken, putResetToken } from '../adapters/dynamodb/reset-tokens';
import { sessionStore } from '../adapters/dynamodb/sessions';
import { addActiveAdministrator, removeActiveAdministrator } from '../adapters/dynamodb/staff-guards';
import {
  acknowledgementRecipients,
  addToCount,
  spendBotChallenge,
  tryConsume,
} from '../adapters/dynamodb/throttles';
import {
  bumpTokenVersion,
  clearFailedLogins,
  createUser,
  getUser,
  listActiveStaff,
  listActiveStaffRoles,
  listUsers,
  lockUser,
  recordFailedLogin,
  recordSignIn,
  setAdmin,
  setDisabled,
  setName,
  setPassword,
} from '../adapters/dynamodb/users';
import { productClock } from '../adapters/clock';
import { relyingPartyOf } from '../domain/auth/relying-party';
import { requireEnrolledWhereRequired } from '../domain/auth/factor-policy';
import type { StoredUser } from '../domain/auth/user';
import { startJob } from '../adapters/jobs';
import { documentObjects } from '../adapters/s3/documents';
import { cloudFrontInvalidation, siteBucketFiles } from '../adapters/s3/site-bucket-files';
import { folderSiteFiles } from '../adapters/site/folder-site-files';
import { loadPageRenderer } from '../pages/page-renderer';
import { publishExport } from '../adapters/s3/exports';
import { sendEmail, sendOrExplain } from '../adapters/ses';
import { derivedKey, tokenKeys } from '../adapters/signing-secret';
import { config } from '../config';
import { createAuditLog, type AuditLog } from '../domain/audit/audit-log';
import type { AuthDependencies, UserStore } from '../domain/auth/ports';
import type { NoticeOutcome } from '../domain/consultations/deliver-notice';
import type { BotCheckDeps } from '../domain/consultations/bot-check';
import type { SubmitConsultationDeps } from '../domain/consultations/submit-consultation';
import type { MailEventDeps } from '../domain/consultations/mail-events';
import { deliverNoticeAndAcknowledgement, type SweepDeps } from '../domain/consultations/sweep-notices';
import type { WorkDeps } from '../domain/consultations/work-consultation';
import type { ClientRequestDependencies } from '../domain/client-requests/ports';
import type { LibraryDependencies } from '../domain/documents/library';
import type { TrashEmptyingDependencies } from '../domain/documents/trash-emptying';
import { addReceivedFile, clientFolder, folderNameOf } from '../domain/documents/received-files';
import type { PostsDependencies } from '../domain/posts/posts';
import { currentSettings, type SettingsDeps } from '../domain/settings/firm-settings';
import type { FirstContactDeps } from '../domain/consultations/first-contact';
import type { DigestDeps } from '../domain/consultations/follow-ups';
import type { PageRenderer, PublicPagesDependencies, SiteFiles } from '../domain/posts/public-pages';
import type { StaffDependencies } from '../domain/staff/ports';

export function auditLog(): AuditLog {
  return createAuditLog(auditStore, {
    retentionDays: config().auditRetentionDays,
    now: productClock,
    outbox: auditOutbox,
  });
}

/** The firm's settings in force, read when a decision needs them. */
const firmSettings = () => currentSettings(settingsStore);

export const userStore: UserStore = {
  get: getUser,
  create: createUser,
  recordFailedLogin,
  lock: lockUser,
  clearFailedLogins,
  setPassword,
  recordSignIn,
};

/** The step-up check the resolver wrapper makes for operations that ask for a recent second factor. */
export const stepUpDependencies = () => ({ now: productClock, sessions: sessionStore });

/** The firm's factor policy, checked by the resolver wrapper for every staff operation but enrolment. */
export const enrolmentCheck = (user: StoredUser) =>
  requireEnrolledWhereRequired(user, { factors: factorStore, now: productClock });

/** Sign-in, codes, reset links and sign-up. */
export function authDependencies(): AuthDependencies {
  return {
    now: productClock,
    users: userStore,
    codes: { get: getCode, put: putCode, replace: replaceCode, recordWrongCode, consume: consumeCode },
    resetTokens: { get: getResetToken, put: putResetToken, consume: consumeResetToken },
    rateLimiter: { tryConsume, add: addToCount },
    sessions: sessionStore,
    sendMail: sendEmail,
    resetLinks: { enqueue: (job) => startJob(config().resetMailerFunction, job) },
    keys: {
      tokenSigning: async () => (await tokenKeys()).signing,
      codeHashing: () => derivedKey('code-hashing'),
      resetTokenHashing: () => derivedKey('reset-token-hashing'),
      factorSealing: () => derivedKey('factor-sealing'),
      recoveryCodeHashing: () => derivedKey('recovery-code-hashing'),
    },
    audit: auditLog(),
    factors: factorStore,
    relyingParty: relyingPartyOf(config().siteUrl),
    siteUrl: config().siteUrl,
  };
}

/** The sweeper's drain of audit entries held after a failed write. */
export const auditDrainDependencies = () => ({ store: auditStore, outbox: auditOutbox });

/** Creating staff accounts. */
export function accountDependencies() {
  return { users: userStore, audit: auditLog(), now: productClock };
}

/** Staff administration and a user's own account. */
export function staffDependencies(): StaffDependencies {
  return {
    ...authDependencies(),
    users: { ...userStore, list: listUsers, setName, setDisabled, setAdmin, bumpTokenVersion },
    administrators: { add: addActiveAdministrator, remove: removeActiveAdministrator },
    auditEntries: { list: listAuditEntries },
  };
}

/** The firm's settings (/settings). */
export function settingsDependencies(): SettingsDeps {
  return { settings: settingsStore, audit: auditLog(), now: productClock };
}

/** The consultation inbox. */
export function inboxDependencies(): WorkDeps {
  return {
    store: inboxStore,
    users: userStore,
    audit: auditLog(),
    now: productClock,
    settings: firmSettings,
    reports: leadReportCounters,
  };
}

/** The lead report (/reports): the counters of a range, by one Query walk. */
export const leadReportDependencies = (): LeadReportDeps => ({ counters: leadCountersBetween });

/** The lead report's CSV, published like the inbox's export. */
export function leadReportExportDependencies(): ReportExportDeps {
  return { counters: leadCountersBetween, audit: auditLog(), now: productClock, publish: publishExport };
}

/** The operator's rebuild of the lead report (bin/rebuild-reports.ts): every non-spam lead, by the time index. */
export function rebuildReportDependencies(): RebuildDeps {
  return {
    leads: () => inboxStore.listAll({}),
    settings: firmSettings,
    replaceAll: replaceAllLeadCounters,
  };
}

/** The inbox's CSV export, published to the documents bucket's `exports/`. */
export function inboxExportDependencies() {
  return { ...inboxDependencies(), publish: publishExport };
}

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

/** SES's bounce and complaint events, recorded on the lead whose acknowledgement they are about. */
export function mailEventDependencies(): MailEventDeps {
  return { store: consultationStore, recordEvent: appendTimelineEvent, now: productClock };
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
  };
}

/** "My follow-ups" on the dashboard. */
export function followUpDependencies() {
  return { followUps: followUpStore, settings: firmSettings, now: productClock };
}

/** The personal calendar feed: its links (only their hashes kept) and the user's follow-ups it shows. */
export function calendarFeedDependencies() {
  const tokenKey = () => derivedKey('calendar-feed-hashing');
  const feeds = { feeds: calendarFeedStore, users: userStore, tokenKey, siteUrl: config().siteUrl };
  return { ...followUpDependencies(), ...feeds, audit: auditLog() };
}

/** The daily follow-up digest: one mail per staff user with any due, once a business day. */
export function digestDependencies(): DigestDeps {
  return {
    followUps: followUpStore,
    markers: dailyMarkers(productClock),
    staff: listActiveStaffRoles,
    settings: firmSettings,
    send: sendEmail,
    siteUrl: config().siteUrl,
    now: productClock,
  };
}

/** The dashboard's leads waiting past the first-contact minutes. */
export function awaitingContactDependencies() {
  return { leads: firstContactStore, now: productClock };
}

/** The notice, then (once it went out) the visitor's acknowledgement, of one stored request. */
export function deliverNotice(id: string): Promise<NoticeOutcome> {
  return deliverNoticeAndAcknowledgement(id, deliveryDependencies());
}

/** A person sending a request's notice again. */
export function noticeResendDependencies() {
  return { ...inboxDependencies(), deliver: deliverNotice };
}

/** The assignee picker's view of the staff directory. */
export function staffDirectoryDependencies() {
  return { directory: { listActive: listActiveStaff } };
}

/** The form's bot check: challenges signed with a key derived from the server's secret. */
export function botCheckDependencies(): BotCheckDeps {
  return {
    signingKey: async () => Buffer.from(await derivedKey('bot-check-signing')).toString('base64'),
    spend: spendBotChallenge,
    now: productClock,
  };
}

/** The public consultation form, throttled per client network, its bot check verified. */
export function submitConsultationDependencies(): SubmitConsultationDeps {
  return {
    store: consultationStore,
    rateLimiter: { tryConsume },
    botCheck: botCheckDependencies(),
    now: productClock,
    reports: leadReportCounters,
    settings: firmSettings,
  };
}

/** The seed articles' URLs: no post may take one. */
const seedSlugs: ReadonlySet<string> = new Set(SEED_ARTICLE_SLUGS);

/** News posts. */
export function postsDependencies(): PostsDependencies {
  return {
    posts: postStore,
    audit: auditLog(),
    publicPages: { start: (change) => startJob(config().publicPagesFunction, change) },
    reservedSlugs: seedSlugs,
    now: productClock,
    newId: randomUUID,
  };
}

/** The File Manager. */
export function libraryDependencies(): LibraryDependencies {
  return { store: documentStore, objects: documentObjects, audit: auditLog(), now: productClock };
}

/** Emptying the Trash: the request records and starts the job, the job function runs it. */
export function trashEmptyingDependencies(): TrashEmptyingDependencies {
  return {
    ...libraryDependencies(),
    jobs: trashEmptyingJobs,
    startJob: (job) => startJob(config().trashEmptierFunction, job),
    newId: randomUUID,
  };
}

/**
 * Client document requests: the staff's operations, the client's link, the promotion of scanned files and
 * the schedule. Files reach the File Manager through its own rules (domain/documents/received-files.ts).
 */
export function clientRequestDependencies(): ClientRequestDependencies {
  const library = libraryDependencies();
  return {
    store: clientRequestStore,
    quarantine,
    files: {
      folderName: (folderId) => folderNameOf(library, folderId),
      clientFolder: (actor, name) => clientFolder(actor, name, library),
      addFile: ({ quarantineKey, ...file }) =>
        addReceivedFile({ ...file, sourceKey: quarantineKey }, library),
    },
    leads: {
      async get(id) {
        const lead = await getConsultation(id);
        return (
          lead && {
            name: `${lead.firstName} ${lead.lastName}`.trim(),
            email: lead.email,
            assigneeEmail: lead.assigneeEmail,
          }
        );
      },
    },
    rateLimiter: { tryConsume },
    sendMail: sendEmail,
    tokenKey: () => derivedKey('client-link-hashing'),
    audit: auditLog(),
    siteUrl: config().siteUrl,
    now: productClock,
  };
}

let renderer: Promise<PageRenderer> | undefined;
let rendererDir: string | undefined;

/** The server build the site build kept, loaded once per process (and again if its folder changes). */
function pageRenderer(): Promise<PageRenderer> {
  const dir = config().siteRendererDir;
  if (!dir) throw new Error('No server build configured for the news renderer (SITE_RENDERER_DIR)');
  if (!renderer || rendererDir !== dir) {
    renderer = loadPageRenderer(dir);
    rendererDir = dir;
  }
  return renderer;
}

/** The local site folder (npm start), or the site bucket with its CloudFront distribution (AWS). */
function siteFiles(): SiteFiles {
  const { siteFilesDir, siteBucket, siteDistributionId } = config();
  if (siteFilesDir) return folderSiteFiles(siteFilesDir);
  if (siteBucket && siteDistributionId) {
    return siteBucketFiles(siteBucket, cloudFrontInvalidation(siteDistributionId));
  }
  throw new Error('No site files configured for the news renderer (SITE_FILES_DIR or SITE_BUCKET)');
}

/** The news renderer's job: the posts, the renderer and where the pages go. */
export async function publicPagesDependencies(): Promise<PublicPagesDependencies> {
  return { renderer: await pageRenderer(), files: siteFiles(), posts: postStore };
}
