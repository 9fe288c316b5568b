import { describe, expect, it } from 'vitest';
import { targetEmailOf } from '../../contract/audit';
import { userTarget } from './audit-context';
import { auditEntryView, buildAuditEntry } from './audit-log';

const now = new Date('2026-11-23T10:00:00.000Z');
const admin = { userId: 'u-1', email: 'admin@brandtokafor.example' };
const namesake = { email: 'jordan.ellis@brandtokafor.example', firstName: 'Jordan', lastName: 'Ellis' };

describe('an entry about a staff account', () => {
  it('names the account and carries its email to the screen, which tells namesakes apart by it', () => {
    const view = auditEntryView(
      buildAuditEntry({ action: 'staff.disabled', actor: admin, target: userTarget(namesake) }, { now }),
    );
    expect(view.targetLabel).toBe('Jordan Ellis');
    expect(targetEmailOf(view)).toBe('jordan.ellis@brandtokafor.example');
  });

  it('has no email when it is about something else', () => {
    const view = auditEntryView(
      buildAuditEntry(
        {
          action: 'documents.renamed',
          actor: admin,
          target: { type: 'document', id: 'd-1', label: 'Letter.pdf' },
        },
        { now },
      ),
    );
    expect(targetEmailOf(view)).toBeNull();
  });
});
