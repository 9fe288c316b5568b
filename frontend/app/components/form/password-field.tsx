import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/**
 * A password input with its own show/hide toggle (each field's toggle is independent). Controlled when given
 * a value, like TextField; without one the form reads it when sent.
 */
export function PasswordField({
  controlId,
  label,
  value,
  onChange,
  autoComplete,
  placeholder,
  describedBy,
  invalid,
}: {
  /** The input's id, for a form that reads the field itself; otherwise one of its own. */
  controlId?: string;
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const ownId = useId();
  const id = controlId ?? ownId;
  const [shown, setShown] = useState(false);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-describedby={describedBy}
          isInvalid={invalid}
          required
        />
        <Button
          variant="outline-secondary"
          onClick={() => setShown((current) => !current)}
          aria-pressed={shown}
          aria-label={
            shown
              ? `Hide ${label.replace(/\s*\*$/, '').toLowerCase()}`
              : `Show ${label.replace(/\s*\*$/, '').toLowerCase()}`
          }
          aria-controls={id}
        >
          {shown ? 'Hide' : 'Show'}
        </Button>
      </InputGroup>
    </Form.Group>
  );
}
