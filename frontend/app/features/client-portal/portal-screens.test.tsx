// @vitest-environment jsdom
/**
 * The client portal's screens with the network cut at their calls (client-api.ts): the sign-in form says
 * the same thing whatever the address, in the language chosen; the emailed link signs in once and a link
 * that no longer works says so beside the form; a matter's phase reads in plain words in the client's
 * language, with the firm's note and the date of the last update; signing out ends the session.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_PORTAL_TEXT, PHASES_FOR_CLIENTS } from '#contract/client-portal';
import { ApiError } from '../../lib/graphql';
import {
  loadClientMatter,
  loadClientMatters,
  requestSignInLink,
  signInWithLink,
  signOutClient,
  type ClientMatter,
} from './client-api';
import { endClientSession, keepClientSession } from './client-session';
import { PortalHome, PortalMatter, PortalSignIn } from './portal-screens';

vi.mock('./client-api', async (original) => ({
  ...(await original<object>()),
  requestSignInLink: vi.fn(),
  signInWithLink: vi.fn(),
  loadClientMatters: vi.fn(),
  loadClientMatter: vi.fn(),
  signOutClient: vi.fn(),
}));

const matter: ClientMatter = {
  id: 'matter-1',
  claimType: 'Car crash',
  phase: 'records-and-bills',
  lastUpdateAt: '2026-03-04T12:00:00.000Z',
  note: 'We asked the hospital for your bills.',
};

function show(element: React.ReactElement, path = '/client') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(requestSignInLink).mockReset().mockResolvedValue(true);
  vi.mocked(signInWithLink).mockReset();
  vi.mocked(loadClientMatters).mockReset().mockResolvedValue([matter]);
  vi.mocked(loadClientMatter).mockReset().mockResolvedValue(matter);
  vi.mocked(signOutClient)
    .mockReset()
    .mockImplementation(async () => endClientSession());
});
afterEach(cleanup);

describe('signing in', () => {
  it('says the same thing whatever the address, in Spanish once chosen', async () => {
    show(<PortalHome />);
    await userEvent.click(await screen.findByRole('button', { name: 'Español' }));
    const es = CLIENT_PORTAL_TEXT.es;
    await userEvent.type(screen.getByLabelText(es.emailLabel), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: es.sendLink }));
    expect((await screen.findByRole('status')).textContent).toBe(es.linkSent);
    expect(requestSignInLink).toHaveBeenCalledWith('ana@example.com');
  });

  it('takes the link once and goes to the matters', async () => {
    vi.mocked(signInWithLink).mockResolvedValue({
      token: 't',
      name: 'Ana',
      language: 'en',
      expiresAt: '2099-01-01T00:00:00Z',
    });
    const router = show(<PortalSignIn token="the-token" />, '/client/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    expect(signInWithLink).toHaveBeenCalledTimes(1);
    expect(signInWithLink).toHaveBeenCalledWith('the-token');
  });

  it('says when a link no longer works, beside the form', async () => {
    vi.mocked(signInWithLink).mockRejectedValue(new ApiError(CLIENT_PORTAL_TEXT.en.linkNotValid));
    show(<PortalSignIn token="used" />, '/client/sign-in');
    expect(await screen.findByText(CLIENT_PORTAL_TEXT.en.linkNotValid)).toBeTruthy();
    expect(screen.getByRole('button', { name: CLIENT_PORTAL_TEXT.en.sendLink })).toBeTruthy();
  });
});

describe('signed in', () => {
  it('lists the matters by their phase in plain words, and signs out', async () => {
    keepClientSession('client-token', 'en');
    show(<PortalHome />);
    const link = await screen.findByRole('link', { name: PHASES_FOR_CLIENTS['records-and-bills'].en.name });
    expect(link.getAttribute('href')).toBe('/client/matters/matter-1');
    await userEvent.click(screen.getByRole('button', { name: CLIENT_PORTAL_TEXT.en.signOut }));
    expect(signOutClient).toHaveBeenCalled();
    expect(await screen.findByText(CLIENT_PORTAL_TEXT.en.signedOut)).toBeTruthy();
  });

  it("shows a matter's phase in the client's language: meaning, work, next step, time, note and last update", async () => {
    keepClientSession('client-token', 'es');
    show(<PortalMatter matterId="matter-1" />, '/client/matters/matter-1');
    const phase = PHASES_FOR_CLIENTS['records-and-bills'].es;
    expect(await screen.findByText(phase.name)).toBeTruthy();
    for (const words of [phase.meaning, phase.firmDoing, phase.next, phase.duration, matter.note!])
      expect(screen.getByText(words)).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('lang')).toBe('es');
    expect(screen.getByText(/Última actualización/).textContent).toMatch(/2026/);
    expect(loadClientMatter).toHaveBeenCalledWith('matter-1');
  });

  it("signs out from a matter's page and says so on the sign-in form", async () => {
    keepClientSession('client-token', 'en');
    const router = createMemoryRouter(
      [
        { path: '/client', element: <PortalHome /> },
        { path: '/client/matters/:id', element: <PortalMatter matterId="matter-1" /> },
      ],
      { initialEntries: ['/client/matters/matter-1'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: CLIENT_PORTAL_TEXT.en.signOut }));
    expect(await screen.findByText(CLIENT_PORTAL_TEXT.en.signedOut)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/client');
  });
});

it('words every phase for clients in English and Spanish', () => {
  for (const phase of Object.values(PHASES_FOR_CLIENTS))
    for (const words of [phase.en, phase.es])
      for (const value of Object.values(words)) expect(value.trim().length).toBeGreaterThan(3);
});
