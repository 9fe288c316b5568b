/**
 * Every staff screen, with data in it, in a real browser at 1280 and 390 px (read once, checked at each width): zero axe violations under the
 * same WCAG tags as the public pages. Each worker fills the screens once through the API (a lead of each
 * status, a folder and a file, a draft post, and the audit entries all that writes) and then reads them
 * with the administrator's session it already holds, so the whole check costs no extra sign-in.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LEAD_STATUSES, type LeadStatus } from '../../backend/contract/consultation-inbox';
import {
  ConsultationDocument,
  UpdateConsultationDocument,
} from '../../backend/contract/graphql/consultation-inbox.generated';
import {
  ConfirmUploadDocument,
  CreateFolderDocument,
  RequestUploadDocument,
} from '../../backend/contract/graphql/documents.generated';
import { CreateClientRequestDocument } from '../../backend/contract/graphql/client-requests.generated';
import { SavePostDocument } from '../../backend/contract/graphql/posts.generated';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import { paths } from '../../frontend/app/config/paths';
import { axeOn } from '../public/helpers';
import { callApi, expect, test as staffTest } from './staff-test';
import { submitLead } from './leads';

interface Seeded {
  consultationId: string;
  postId: string;
  clientRequestId: string;
}

async function leadWithStatus(request: APIRequestContext, token: string, status: LeadStatus) {
  const id = await submitLead(`A11y${randomUUID().slice(0, 8)}`, { spam: status === 'spam' });
  if (status === 'new' || status === 'spam') return id;
  const opened = await callApi(request, token, ConsultationDocument, { id });
  const { version } = opened.consultation.consultation;
  await callApi(request, token, UpdateConsultationDocument, {
    id,
    version,
    leadStatus: status,
  });
  return id;
}

/** A small PDF in the File Manager's top folder, sent to the bucket the way the screen sends it. */
async function uploadPdf(request: APIRequestContext, token: string) {
  const bytes = Buffer.from('%PDF-1.1\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const { requestUpload: ticket } = await callApi(request, token, RequestUploadDocument, {
    folderId: null,
    name: `Engagement letter ${randomUUID().slice(0, 8)}.pdf`,
    size: bytes.length,
    contentType: 'application/pdf',
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(JSON.parse(ticket.fields) as Record<string, string>)) {
    form.append(name, value);
  }
  form.append('file', new Blob([bytes], { type: 'application/pdf' }));
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`The bucket refused the upload: ${stored.status}`);
  await callApi(request, token, ConfirmUploadDocument, {
    documentId: ticket.documentId,
    versionId: ticket.versionId,
  });
}

/** A draft saved twice, so its edit page lists an earlier version too. */
async function draftPost(request: APIRequestContext, token: string): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const input = {
    title: `What to Do After a Crash ${suffix}`,
    titleShort: 'After a Crash',
    slug: `what-to-do-after-a-crash-${suffix}`,
    category: 'Product Liability',
    date: '2026-04-02',
    author: 'Brandt & Okafor',
    featured: false,
    description: 'The first steps after a crash.',
    keywords: 'crash, first steps',
    body: '## First steps\n\n- See a doctor\n- Keep every receipt',
  };
  const { savePost: first } = await callApi(request, token, SavePostDocument, {
    action: 'save',
    input,
  });
  await callApi(request, token, SavePostDocument, {
    id: first._id,
    expectedVersion: first.version,
    action: 'save',
    input: { ...input, description: 'The first steps after a crash, in order.' },
  });
  return first._id;
}

const test = staffTest.extend<object, { seeded: Seeded }>({
  seeded: [
    async ({ playwright, adminToken }, use) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      const leads = await Promise.all(
        (Object.keys(LEAD_STATUSES) as LeadStatus[]).map((status) =>
          leadWithStatus(request, adminToken, status),
        ),
      );
      await callApi(request, adminToken, CreateFolderDocument, {
        parentId: null,
        name: `Case ${randomUUID().slice(0, 8)}`,
      });
      await uploadPdf(request, adminToken);
      const postId = await draftPost(request, adminToken);
      const { createClientRequest } = await callApi(request, adminToken, CreateClientRequestDocument, {
        input: {
          consultationId: leads[0],
          // Its own name: the request files into a folder named after the client, and both workers seed.
          clientName: `Robin Accessible ${randomUUID().slice(0, 8)}`,
          clientEmail: `robin-${randomUUID().slice(0, 8)}@example.com`,
          items: ['Police report', 'Medical bills'],
          message: 'Please send what you have.',
        },
      });
      await request.dispose();
      await use({ consultationId: leads[0]!, postId, clientRequestId: createClientRequest.request.id });
    },
    { scope: 'worker' },
  ],
});

/** Each screen and what shows that its data has arrived: axe must see the filled screen, not a spinner. */
const screens = ({
  consultationId,
  postId,
  clientRequestId,
}: Seeded): { path: string; ready: (page: Page) => Locator }[] => {
  const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
  const text = (shown: string | RegExp) => (page: Page) => page.getByText(shown).first();
  return [
    { path: paths.dashboard, ready: (page) => page.locator('.staff-tiles a').first() },
    // Found by name: other specs fill the top folder with folders, which list first and can page it out.
    { path: `${paths.fileManager}?view=search&name=Engagement`, ready: text(/^Engagement letter/) },
    { path: paths.consultations, ready: (page) => page.getByRole('link', { name: /Robin A11y/ }).first() },
    { path: paths.consultation(consultationId), ready: heading(/Robin A11y/) },
    { path: paths.postNew, ready: heading('Add New Post') },
    { path: paths.posts, ready: text(/What to Do After a Crash/) },
    { path: paths.postEdit(postId), ready: text('Earlier versions') },
    { path: paths.staff, ready: text(LOCAL_ADMIN.email) },
    // Filtered to the administrator: other specs running at the same time fill the first page with theirs.
    {
      path: `${paths.audit}?actorEmail=${encodeURIComponent(LOCAL_ADMIN.email)}`,
      ready: (page) => page.getByRole('cell', { name: LOCAL_ADMIN.email }).first(),
    },
    { path: paths.account, ready: (page) => page.getByRole('cell', { name: /127\.0\.\d+\.\d+/ }).first() },
    { path: paths.signup, ready: heading('Create a staff account') },
    { path: paths.settings, ready: (page) => page.getByLabel('Time zone') },
    {
      path: paths.clientRequests,
      ready: (page) => page.getByRole('link', { name: /^Robin Accessible/ }).first(),
    },
    { path: paths.clientRequest(clientRequestId), ready: heading(/^Documents from Robin Accessible/) },
    { path: paths.reports, ready: (page) => page.getByRole('table', { name: 'Leads by source' }) },
  ];
};

// Each screen is read once and checked at both widths (a resize, not a second visit), in two halves so
// the two workers share the list.
const HALVES = 2;
for (const half of Array.from({ length: HALVES }, (_, index) => index)) {
  test(`axe finds nothing on the staff screens at 1280 and 390 px: part ${half + 1} of ${HALVES}`, async ({
    adminPage: page,
    seeded,
  }) => {
    test.setTimeout(90_000);
    const all = screens(seeded);
    const size = Math.ceil(all.length / HALVES);
    const violations: string[] = [];
    for (const screen of all.slice(half * size, half * size + size)) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const results = await axeOn(page).analyze();
        for (const violation of results.violations) {
          violations.push(
            `${screen.path} at ${width} px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
          );
        }
      }
    }
    expect(violations).toEqual([]);
  });
}
