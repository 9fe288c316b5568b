// Placeholder until the consultation work builds the form; the public pages already place it.
export function ConsultationForm() {
  return <form aria-label="Request a free consultation" />;
}
