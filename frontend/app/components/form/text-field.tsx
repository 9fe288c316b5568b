import Form from 'react-bootstrap/Form';

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
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required
      />
    </Form.Group>
  );
}
