import type { ComponentProps, ReactNode } from 'react';

/**
 * A label above its control in a form group, the layout every form on the site shares. Plain Bootstrap
 * markup (the same HTML react-bootstrap's Form.Group writes), so a public page's form (the consultation
 * form on home) brings no react-bootstrap into the page's first load.
 */
export function LabelledField({
  controlId,
  label,
  className,
  children,
}: {
  controlId: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={controlId}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** One input with its label. Everything but the label and the group's class goes to the input. */
export function LabelledControl({
  controlId,
  label,
  className,
  ...control
}: { controlId: string; label: string; className?: string } & ComponentProps<'input'>) {
  return (
    <LabelledField controlId={controlId} label={label} className={className}>
      <input id={controlId} className="form-control" {...control} />
    </LabelledField>
  );
}
