/**
 * A request in Spanish, end to end: the Spanish form (its labels, options and the server's refusal in Spanish),
 * the Spanish reply page, the Spanish acknowledgement, the firm's notice that says "Spanish", and staff who see
 * the language on the lead and filter the inbox by it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CONSULTATION_MESSAGES_ES } from '../../backend/contract/consultation.es';
import { HYDRATED, visitFromOwnNetwork } from '../fixtures';
import { apiSignIn, expect, ownClientAddress, test, useSession } from '../staff/staff-test';

const FIRM_INFO_EMAIL = 'info@brandtokafor.example';

function spanishForm(page: Page) {
  return page.getByRole('form', { name: 'Solicitar una consulta gratuita' });
}

async function fillSpanishForm(page: Page, lastName: string, email: string, message: string) {
  const form = spanishForm(page);
  await form.getByLabel('Nombre').fill('Rosa');
  await form.getByLabel('Apellido').fill(lastName);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('(206) 555-0166');
  await form
    .getByLabel('¿Es usted un cliente nuevo?')
    .selectOption({ label: 'Sí, soy un posible cliente nuevo' });
  await form.getByLabel('Mensaje').fill(message);
}

test('a request sent in Spanish is answered in Spanish and reaches staff marked Spanish', async ({
  page,
  request,
  mailbox,
  staffAccount,
}) => {
  test.setTimeout(90_000);
  const since = Date.now() / 1000 - 1;
  const lastName = `Solis${randomUUID().slice(0, 8)}`;
  const email = `rosa-${lastName.toLowerCase()}@example.com`;
  await visitFromOwnNetwork(page);
  await page.goto('/es/contact');
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
  await expect(spanishForm(page)).toContainText('no crea una relación abogado-cliente');

  // The server's refusal comes back in Spanish, and what was typed stays.
  await fillSpanishForm(page, lastName, email, '     ');
  await spanishForm(page).getByRole('button', { name: 'Solicitar una consulta gratuita' }).click();
  await expect(spanishForm(page).getByRole('alert')).toHaveText(CONSULTATION_MESSAGES_ES.messageRequired);
  await expect(spanishForm(page).getByLabel('Apellido')).toHaveValue(lastName);

  await spanishForm(page)
    .getByLabel('Mensaje')
    .fill('Un camión chocó mi carro en la I-5. Me lastimé la espalda.');
  await spanishForm(page).getByRole('button', { name: 'Solicitar una consulta gratuita' }).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/es/message-reply');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const acknowledgement = await mailbox.waitFor(email, /Recibimos su solicitud/, since, 20_000);
  expect(acknowledgement.body.text).toContain('Lucía Ramírez');
  const notice = await mailbox.waitFor(FIRM_INFO_EMAIL, new RegExp(lastName), since);
  expect(notice.subject).toContain('(Spanish)');

  await useSession(page, await apiSignIn(request, mailbox, staffAccount, ownClientAddress()));
  await page.goto('/consultations');
  await page.getByLabel('Language').selectOption({ label: 'Spanish' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/language=es/);
  const row = page.getByRole('listitem').filter({ hasText: lastName });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Spanish');
  // Every lead the filter shows is Spanish.
  const rows = page.locator('.inbox-list > li');
  for (const text of await rows.allTextContents()) expect(text).toContain('Spanish');

  await row.getByRole('link', { name: new RegExp(lastName) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rosa ${lastName}`);
  await expect(page.locator('dd', { hasText: /^Spanish$/ })).toBeVisible();
});
