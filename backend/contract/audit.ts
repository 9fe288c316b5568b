/**
 * The audit log's fixed list of actions, shared by the server (which records them) and the /audit screen
 * (which filters and labels them). A feature adds its actions here; nothing else may be recorded.
 */
export const AUDIT_ACTIONS = {
  // Sign-in and accounts
  'auth.sign-in': 'Signed in',
  'auth.wrong-password': 'Wrong password',
  'auth.lockout': 'Account locked after failed sign-ins',
  'auth.budget-locked': 'Account locked: too many attempts in a day or hour',
  'auth.codes-refused': 'No security code sent: too many sent in the last hour',
  'auth.step-up': 'Second factor confirmed again',
  'auth.session-ended': 'Session ended',
  'auth.wrong-code': 'Wrong security code',
  'auth.code-voided': 'Security code voided after wrong tries',
  'auth.reset-requested': 'Password reset requested',
  'auth.reset-completed': 'Password reset completed',
  'auth.password-changed': 'Password changed',
  'auth.factor-added': 'Sign-in factor added',
  'auth.factor-removed': 'Sign-in factor removed',
  'auth.factor-used': 'Sign-in factor used',
  'auth.factor-failed': 'Sign-in factor failed',
  'auth.recovery-code-used': 'Recovery code used',
  'auth.recovery-codes-made': 'New recovery codes made',
  'auth.recovery-codes-removed': 'Recovery codes removed with the last passkey or authenticator app',
  'auth.factors-reset': 'Sign-in factors reset by an administrator',
  'auth.factor-policy-changed': 'Sign-in factor policy changed',
  'staff.created': 'Staff user created',
  'staff.disabled': 'Staff user disabled',
  'staff.enabled': 'Staff user enabled',
  'staff.admin-granted': 'Made administrator',
  'staff.admin-revoked': 'No longer administrator',
  'staff.sessions-ended': 'All sessions ended',
  'staff.unlocked': 'Account unlocked',
  'staff.reset-link-sent': 'Password-reset link sent by an administrator',
  'staff.name-changed': 'Name changed',
  'staff.calendar-feed-created': 'Calendar feed link made',
  'staff.calendar-feed-turned-off': 'Calendar feed turned off',
  'audit.exported': 'Audit log exported',
  // File Manager
  'documents.uploaded': 'Document uploaded',
  'documents.downloaded': 'Document downloaded',
  'documents.previewed': 'Document previewed',
  'documents.renamed': 'Document renamed',
  'documents.moved': 'Document moved',
  'documents.deleted': 'Document moved to Trash',
  'documents.restored': 'Document restored from Trash',
  'documents.purged': 'Document deleted for good',
  'documents.folder-created': 'Folder created',
  'documents.folder-renamed': 'Folder renamed',
  'documents.folder-deleted': 'Folder deleted',
  'documents.trash-emptying-started': 'Trash emptying started',
  'documents.trash-emptied': 'Trash emptied',
  // Consultation inbox
  'consultations.opened': 'Consultation request opened',
  'consultations.status-changed': 'Consultation status changed',
  'consultations.assigned': 'Consultation assigned',
  'consultations.follow-up-set': 'Consultation follow-up date set',
  'consultations.note-added': 'Consultation note added',
  'consultations.notice-resent': 'Consultation notice re-sent',
  'consultations.exported': 'Consultations exported',
  'consultations.alert-sent': 'First-contact alert sent',
  'conflicts.party-added': 'Party added to a lead',
  'conflicts.party-removed': 'Party removed from a lead',
  'conflicts.decided': 'Conflict check decided',
  'conflicts.routine-changed': 'Routine parties list changed',
  'matters.opened': 'Matter opened',
  'matters.facts-changed': 'Matter facts changed',
  'matters.limitation-verified': 'Limitation deadline verified',
  'matters.phase-changed': 'Matter phase changed',
  'matters.deadline-acknowledged': 'Limitation deadline acknowledged',
  // Settings and reports
  'settings.changed': 'Firm settings changed',
  'reports.exported': 'Lead report exported',
  // News posts
  'posts.created': 'Post created',
  'posts.updated': 'Post edited',
  'posts.published': 'Post published',
  'posts.scheduled': 'Post scheduled',
  'posts.unpublished': 'Post unpublished',
  // Client document requests
  'client-requests.created': 'Document request created',
  'client-requests.sent': 'Document request link sent',
  'client-requests.opened': 'Document request opened by the client',
  'client-requests.extended': 'Document request extended',
  'client-requests.revoked': 'Document request revoked',
  'client-requests.expired': 'Document request expired',
  'client-requests.done': 'Client said they are done',
  'client-requests.new-link-asked': 'Client asked for a new link',
  'client-requests.file-uploaded': 'Client file uploaded',
  'client-requests.file-scanned': 'Client file scanned',
  'client-requests.file-promoted': 'Client file placed in its folder',
  'client-requests.file-held': 'Client file held',
  'client-requests.object-refused': 'Another object sent for one client file, not used',
  'client-requests.scan-overdue': 'Client file’s malware scan did not finish',
  'client-requests.file-released': 'Held client file released',
  // Engagement letters
  'letter-templates.saved': 'Letter template saved',
  'letter-templates.retired': 'Letter template retired',
  'letter-templates.restored': 'Letter template restored',
  'letters.previewed': 'Letter previewed',
  'letters.sent': 'Letter sent for signature',
  'letters.downloaded': 'Letter PDF downloaded',
  'letters.revoked': 'Letter revoked',
  'letters.resent': 'Letter sent again',
  'letters.reminded': 'Letter reminder sent',
  'letters.expired': 'Letter expired unsigned',
  'letters.opened': 'Letter opened by a signer',
  'letters.consented': 'Signer consented to sign electronically',
  'letters.code-sent': 'Signing code sent',
  'letters.code-failed': 'Wrong signing code',
  'letters.identity-verified': 'Signer verified by code',
  'letters.signed': 'Letter signed',
  'letters.declined': 'Letter declined',
  'letters.sealed': 'Signed letter sealed and filed',
  'letters.countersigned': 'Letter countersigned',
  'letters.matter-opened': 'Matter opened by a signed letter',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

/** How the attempt ended: done, refused by a rule (wrong password, not allowed), or failed. */
export type AuditOutcome = 'success' | 'denied' | 'failure';

/** An entry as the /audit screen and the CSV export see it. */
export interface AuditEntryView {
  id: string;
  at: string;
  action: AuditAction;
  outcome: AuditOutcome;
  /** The staff user's email, or null for a visitor (a signed-out caller) or the system (scheduled work). */
  actorEmail: string | null;
  /** Who acted: a staff user, a signed-out visitor, or the system (a schedule, nobody signed in). */
  actorKind: 'staff' | 'visitor' | 'system';
  targetType: string | null;
  /** The target's key: a staff account's email (see targetEmailOf), a document's or a lead's id. */
  targetId: string | null;
  /** A readable name for the target (a person's name, a document's name) at the time of the event. */
  targetLabel: string | null;
  /** The client's network (IPv4 address or IPv6 /64), as the edge saw it. */
  network: string | null;
  userAgent: string | null;
  /** Short facts about the change ("status: new -> contacted"); never a secret or a document's contents. */
  detail: string | null;
}

/** The target type of an entry about a staff account, whose id is the account's email. */
export const STAFF_ACCOUNT_TARGET = 'user';

/**
 * The email of the staff account an entry is about, or null when it is about something else: names repeat,
 * so the screen shows it beside the name, as the CSV export does.
 */
export function targetEmailOf(entry: Pick<AuditEntryView, 'targetType' | 'targetId'>): string | null {
  return entry.targetType === STAFF_ACCOUNT_TARGET ? entry.targetId : null;
}

/** Entries are kept this long by default (DynamoDB TTL); AUDIT_RETENTION_DAYS changes it per deployment. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;
