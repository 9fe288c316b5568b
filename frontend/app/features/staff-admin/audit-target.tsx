import { EmailText } from '../../components/table/email-text';
import { targetEmailOf, type AuditEntryView } from '#contract/audit';

/**
 * What an audit entry was about. A staff account shows its name with its email beneath: two people may
 * share a name, and the email is what tells them apart (and what the Person filter takes).
 */
export function AuditTarget({
  entry,
}: {
  entry: Pick<AuditEntryView, 'targetType' | 'targetId' | 'targetLabel'>;
}) {
  const email = targetEmailOf(entry);
  if (!email) return <>{entry.targetLabel ?? entry.targetId ?? '—'}</>;
  return (
    <>
      {entry.targetLabel}
      <span className="d-block small text-body-secondary">
        <EmailText email={email} />
      </span>
    </>
  );
}
