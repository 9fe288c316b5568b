import { useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { StaffMember } from '#contract/staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { useSubmit } from '../../components/form/use-submit';
import { ColumnHeaders } from '../../components/table/column-headers';
import { EmailText } from '../../components/table/email-text';
import { paths } from '../../config/paths';
import { listStaff, staffActions } from './api';
import { formatTime } from '../../lib/format-time';
import { Pager } from '../../components/table/pager';
import { FactorPolicySection } from './factor-policy-section';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useStaffProfile } from '../../lib/use-staff-profile';

type ActionName = keyof typeof staffActions;

interface ActionText {
  label: string;
  question: (name: string) => string;
  done: (name: string) => string;
  danger?: boolean;
}

const ACTION_TEXT: Record<ActionName, ActionText> = {
  disable: {
    label: 'Disable',
    question: (name) =>
      `Disable ${name}? They are signed out at once and cannot sign in or reset their password.`,
    done: (name) => `${name} is disabled.`,
    danger: true,
  },
  enable: {
    label: 'Enable',
    question: (name) => `Enable ${name}? They can sign in again.`,
    done: (name) => `${name} is enabled.`,
  },
  makeAdministrator: {
    label: 'Make administrator',
    question: (name) =>
      `Make ${name} an administrator? They can then manage staff accounts and read the audit log.`,
    done: (name) => `${name} is now an administrator.`,
  },
  removeAdministrator: {
    label: 'Remove administrator',
    question: (name) => `Remove ${name}'s administrator rights?`,
    done: (name) => `${name} is no longer an administrator.`,
    danger: true,
  },
  endSessions: {
    label: 'End all sessions',
    question: (name) => `Sign ${name} out on every device? They can sign in again.`,
    done: (name) => `Every session of ${name} has ended.`,
    danger: true,
  },
  unlock: {
    label: 'Unlock',
    question: (name) => `Unlock ${name}'s account after failed sign-ins?`,
    done: (name) => `${name} is unlocked.`,
  },
  sendResetLink: {
    label: 'Send password-reset link',
    question: (name) =>
      `Email ${name} a link to choose a new password? Their current password keeps working until then.`,
    done: (name) => `A password-reset link is on its way to ${name}.`,
  },
  resetFactors: {
    label: 'Reset sign-in factors',
    question: (name) =>
      `Remove ${name}'s passkeys, authenticator app and recovery codes? They are emailed and sign in with an emailed code until they add new ones.`,
    done: (name) => `${name}'s sign-in factors are reset; they have been emailed.`,
    danger: true,
  },
};

/** The actions that make sense for this row; changes to one's own account are not offered (nor allowed). */
function actionsFor(member: StaffMember, own: boolean): ActionName[] {
  const actions: ActionName[] = [];
  if (!own) actions.push(member.disabled ? 'enable' : 'disable');
  if (!own) actions.push(member.isAdmin ? 'removeAdministrator' : 'makeAdministrator');
  if (!own && !member.disabled) actions.push('endSessions');
  if (member.locked) actions.push('unlock');
  if (!member.disabled) actions.push('sendResetLink');
  if (!own) actions.push('resetFactors');
  return actions;
}

const nameOf = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

export function StaffDirectoryScreen() {
  const profile = useStaffProfile();
  const list = useCursorPages(listStaff);
  const [pending, setPending] = useState<{ member: StaffMember; action: ActionName } | null>(null);
  const [done, setDone] = useState('');
  const submit = useSubmit();

  const confirm = () => {
    if (!pending) return;
    const { member, action } = pending;
    setPending(null);
    setDone('');
    void submit.run(async () => {
      await staffActions[action](member.email);
      setDone(ACTION_TEXT[action].done(nameOf(member)));
      list.reload();
    });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Staff</h1>
        <Link to={paths.signup} className="btn btn-primary">
          Add staff
        </Link>
      </div>
      <div aria-live="polite">
        {done && (
          <Alert variant="success" onClose={() => setDone('')} dismissible>
            {done}
          </Alert>
        )}
        {(list.loading || submit.pending) && (
          <LoadingNote>{submit.pending ? 'Saving…' : 'Loading…'}</LoadingNote>
        )}
      </div>
      <ErrorBox message={submit.error || list.error} />
      <Table hover className="staff-table mt-3 align-middle">
        <ColumnHeaders
          columns={[
            { label: 'Name' },
            { label: 'Email' },
            { label: 'Status' },
            { label: 'Last sign-in' },
            { label: 'Actions', visuallyHidden: true },
          ]}
        />
        <tbody>
          {list.items.map((member) => {
            const own = member.email === profile.email;
            return (
              <tr key={member.email} data-email={member.email}>
                <th scope="row" className="fw-normal">
                  {nameOf(member)} {own && <span className="text-body-secondary">(you)</span>}
                </th>
                <td data-label="Email">
                  <EmailText email={member.email} />
                </td>
                <td data-label="Status">
                  <div className="d-flex flex-wrap gap-1">
                    {member.isAdmin && <span className="badge text-bg-primary">Administrator</span>}
                    {member.disabled ? (
                      <span className="badge text-bg-secondary">Disabled</span>
                    ) : (
                      <span className="badge text-bg-success">Active</span>
                    )}
                    {member.locked && <span className="badge text-bg-warning">Locked</span>}
                  </div>
                </td>
                <td data-label="Last sign-in">{formatTime(member.lastSignInAt)}</td>
                <td data-label="Actions">
                  <div
                    className="d-flex flex-wrap gap-1"
                    role="group"
                    aria-label={`Actions for ${nameOf(member)}`}
                  >
                    {actionsFor(member, own).map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant="outline-secondary"
                        disabled={submit.pending}
                        onClick={() => setPending({ member, action })}
                      >
                        {ACTION_TEXT[action].label}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Pager list={list} />
      <FactorPolicySection />
      {pending && (
        <ConfirmDialog
          title={`${ACTION_TEXT[pending.action].label}: ${nameOf(pending.member)}`}
          body={ACTION_TEXT[pending.action].question(nameOf(pending.member))}
          confirmLabel={ACTION_TEXT[pending.action].label}
          danger={ACTION_TEXT[pending.action].danger}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
