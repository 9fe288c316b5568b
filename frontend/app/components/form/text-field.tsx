import { LabelledControl } from './labelled-control';

/** A required, controlled text or email input with its label, as the staff forms lay them out. */
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
  value: string;
  onChange: (value: string) => void;
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
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      required
    />
  );
}
