import type { ComponentProps } from 'react';
import { LabelledControl } from './labelled-control';

/**
 * A required text or email input with its label, as the staff forms lay them out. Controlled when given a
 * value; without one the form reads it when sent (the sign-in page, whose pre-rendered fields can be typed
 * into before React hydrates them).
 */
export function TextField({
  controlId,
  label,
  value,
  onChange,
  type,
  autoComplete,
}: {
  controlId: string;
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  type?: 'email';
  autoComplete: 'username' | 'off';
}) {
  return (
    <LabelledControl
      className="mb-3"
      controlId={controlId}
      label={label}
      type={type}
      value={value}
      onChange={onChange && ((event) => onChange(event.target.value))}
      autoComplete={autoComplete}
      required
    />
  );
}

/** The email address a staff form asks for: one's own to sign in with, or a new colleague's. */
export function EmailField(field: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email address *" type="email" {...field} />;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

const NAME_LABELS: Record<keyof PersonName, string> = { firstName: 'First Name *', lastName: 'Last Name *' };

/** A staff member's first and last name; no autofill, as an administrator types someone else's. */
export function NameFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: PersonName;
  onChange: (part: keyof PersonName, text: string) => void;
}) {
  return (Object.keys(NAME_LABELS) as (keyof PersonName)[]).map((part) => (
    <TextField
      key={part}
      controlId={`${idPrefix}-${part}`}
      label={NAME_LABELS[part]}
      value={value[part]}
      onChange={(text) => onChange(part, text)}
      autoComplete="off"
    />
  ));
}
