/**
 * Asks the server to mail the firm its notice of the stored request. Only the id travels: the server builds
 * the email from what it stored. Resolves to whether the notice went out; never throws.
 */
import { CONSULTATION_NOTICE_PATH } from '#contract/consultation';

export async function sendConsultationNotice(id: string): Promise<boolean> {
  try {
    const response = await fetch(CONSULTATION_NOTICE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
