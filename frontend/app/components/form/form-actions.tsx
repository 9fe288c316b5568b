import type { ReactNode } from 'react';

/** The row under a staff form: the submit button, and a link to the neighbouring screen. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">{children}</div>;
}
