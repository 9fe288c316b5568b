/**
 * For tests: what a browser does with an upload ticket (staff's or a client's): POST the ticket's signed
 * fields and the file straight to the bucket, no Lambda in between.
 */

/** A small, valid PDF: the file most upload tests send. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function postToBucket(
  ticket: { url: string; fields: string },
  bytes: Uint8Array,
  contentType: string,
  fileName = 'upload',
): Promise<Response> {
  const form = new FormData();
  for (const [field, value] of Object.entries(JSON.parse(ticket.fields) as Record<string, string>)) {
    form.append(field, value);
  }
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  return fetch(ticket.url, { method: 'POST', body: form });
}
