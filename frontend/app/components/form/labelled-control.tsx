import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';

/**
 * One input with its label in a form group, the layout every form on the site shares. Everything but the
 * label and the group's class goes to the control (controlled or not).
 */
export function LabelledControl({
  controlId,
  label,
  className,
  ...control
}: { controlId: string; label: string; className?: string } & ComponentProps<typeof Form.Control>) {
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...control} />
    </Form.Group>
  );
}
