import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, visitFromOwnNetwork } from '../fixtures';

const FIRM_INFO_EMAIL = 'info@brandtokafor.example';
const FIRM_PHONE = '(206) 555-0148';

/** Each test is a visitor from a network of its own, so one test's submissions never spend another's limit. */
test.beforeEach(async ({ page }) => {
  await visitFromOwnNetwork(page);
});

function consultationForm(page: Page) {
  return page.getByRole('form', { name: 'Request a free consultation' });
}

interface Visitor {
  firstName: string;
  lastName: string;
  message: string;
}

async function fillForm(page: Page, overrides: Partial<Visitor> = {}): Promise<Visitor> {
  const person = {
    firstName: 'Dana',
    lastName: `Whitfield-${randomUUID().slice(0, 8)}`,
    message: 'A delivery truck ran a red light and hit my car on Aurora Avenue. I broke my wrist.',
    ...overrides,
  };
  const form = consultationForm(page);
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill('dana.whitfield@example.com');
  await form.getByLabel('Phone').fill('(206) 555-0177');
  await form.getByLabel('Are you a new client?').selectOption('Yes, I am a potential new client');
  await form.getByLabel('Message').fill(person.message);
  return person;
}

function submitButton(page: Page) {
  return consultationForm(page).getByRole('button', { name: /free consultation/i });
}

for (const path of ['/contact', '/']) {
  test(`a request sent from ${path} reaches the firm and thanks the visitor`, async ({ page, mailbox }) => {
    const since = Date.now() / 1000 - 1;
    await page.goto(path);
    const person = await fillForm(page, {
      message: 'I was hurt at work. <b>Not bold</b> <script>alert(1)</script>',
    });
    await submitButton(page).click();

    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/message-reply');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const notice = await mailbox.waitFor(FIRM_INFO_EMAIL, new RegExp(person.lastName), since);
    expect(notice.subject).toBe(`New consultation request from Dana ${person.lastName}`);
    expect(notice.body.html).toContain('(206) 555-0177');
    expect(notice.body.html).toContain('dana.whitfield@example.com');
    expect(notice.body.html).toContain('Yes, I am a potential new client');
    expect(notice.body.html).toContain(
      'I was hurt at work. &lt;b&gt;Not bold&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;',
    );

    // Back on the form, nothing of the sent request remains.
    await page.goBack();
    await expect(consultationForm(page).getByLabel('Last name')).toHaveValue('');
  });
}

test('when the firm cannot be notified, the visitor gets the phone number and the request is kept', async ({
  page,
  mailbox,
  request,
}) => {
  await page.route('**/api/consultationform', (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  const person = await fillForm(page);
  const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
  await submitButton(page).click();

  const alert = consultationForm(page).getByRole('alert');
  await expect(alert).toContainText(FIRM_PHONE);
  await expect(alert.getByRole('link', { name: FIRM_PHONE })).toHaveAttribute('href', 'tel:+12065550148');
  // Styled as an error (the build's CSS purge keeps the alert's rules).
  expect(await alert.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await expect(page).toHaveURL(/\/contact\/?$/);
  await expect(consultationForm(page).getByLabel('Last name')).toHaveValue(person.lastName);
  await expect(submitButton(page)).toBeEnabled();

  // The request was stored and is still unsent: sending its notice now works, exactly once.
  const { data } = (await (await stored).json()) as { data: { consultationform: { _id: string } } };
  const id = data.consultationform._id;
  const since = Date.now() / 1000 - 1;
  expect((await request.post('/api/consultationform', { data: { id } })).status()).toBe(200);
  await mailbox.waitFor(FIRM_INFO_EMAIL, new RegExp(person.lastName), since);

  // Pressing the button again retries with the same request: no second record, no second notice.
  await page.unroute('**/api/consultationform');
  await submitButton(page).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/message-reply');
  const notices = (await mailbox.all()).filter((mail) => mail.subject.includes(person.lastName));
  expect(notices).toHaveLength(1);
});

test("a request the server refuses shows the server's message and keeps what was typed", async ({ page }) => {
  await page.goto('/contact');
  // Spaces pass the browser's `required` check; the server trims and refuses.
  const person = await fillForm(page, { message: '     ' });
  await submitButton(page).click();
  await expect(consultationForm(page).getByRole('alert')).toHaveText(
    'Please tell us briefly how we can help.',
  );
  await expect(consultationForm(page).getByLabel('Last name')).toHaveValue(person.lastName);
});

test('the button shows progress and a double click sends one request', async ({ page, mailbox }) => {
  const since = Date.now() / 1000 - 1;
  let releaseNotice!: () => void;
  const noticeHeld = new Promise<void>((resolve) => (releaseNotice = resolve));
  await page.route('**/api/consultationform', async (route) => {
    await noticeHeld;
    await route.fallback();
  });
  await page.goto('/contact');
  const person = await fillForm(page);
  const button = consultationForm(page).getByRole('button');
  await button.dblclick();

  await expect(button).toBeDisabled();
  await expect(button).toHaveText('Sending your request…');
  await expect(consultationForm(page)).toHaveAttribute('aria-busy', 'true');
  releaseNotice();

  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/message-reply');
  await mailbox.waitFor(FIRM_INFO_EMAIL, new RegExp(person.lastName), since);
  const notices = (await mailbox.all()).filter((mail) => mail.subject.includes(person.lastName));
  expect(notices).toHaveLength(1);
});

test('the form is labelled, required by the browser, with its notices and a hidden honeypot', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = consultationForm(page);
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Are you a new client?', 'Message']) {
    await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  const clientType = form.getByLabel('Are you a new client?');
  await expect(clientType.locator('option')).toHaveText([
    'Are you a new client?',
    'Yes, I am a potential new client',
    "No, I'm a current existing client",
    "I'm neither.",
  ]);
  await expect(clientType.locator('option').first()).toBeDisabled();
  await expect(form).toContainText('does not create an attorney-client relationship');
  await expect(form).toContainText('do not include confidential');

  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot).not.toBeInViewport();
  // Hidden from assistive technology too: it is not in the accessibility tree.
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);

  // An empty submit is stopped by the browser: nothing leaves the page but the bot check's challenge, which
  // starts once the visitor is in the form.
  let posted = false;
  page.on('request', (sent) => {
    const challenge = (sent.postData() ?? '').includes('consultationChallenge');
    if (sent.method() === 'POST' && !challenge) posted = true;
  });
  await submitButton(page).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  expect(posted).toBe(false);

  const results = await new AxeBuilder({ page })
    .include('form[aria-label="Request a free consultation"]')
    .analyze();
  expect(results.violations).toEqual([]);
});
