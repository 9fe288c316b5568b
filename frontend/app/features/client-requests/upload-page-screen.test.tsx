// @vitest-environment jsdom
/**
 * The client's upload page as a client uses it, with the network cut at its calls (client-upload.ts): a file
 * waits for a checklist item, each is sent to the item chosen when it was added, a dropped one is sent again
 * with Retry, the page is read again once the files have landed, and "I'm done" waits for them.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clientRequestMessages } from '#contract/client-requests';
import { documentMessages } from '#contract/documents';
import type { Answer } from '#contract/graphql/typed-document';
import type { ClientUploadPageQuery } from '#contract/graphql/client-uploads.generated';
import { NETWORK_ERROR_MESSAGE } from '../../lib/graphql';
import { fileNamed, uploadTrips } from '../../../testing/upload-trips';
import { finishUploads, loadUploadPage, sendClientFile } from './client-upload';
import { UploadPageScreen } from './upload-page-screen';

vi.mock('./client-upload', async (original) => ({
  ...(await original<object>()),
  loadUploadPage: vi.fn(),
  sendClientFile: vi.fn(),
  finishUploads: vi.fn(),
}));

type Sent = Awaited<ReturnType<typeof sendClientFile>>;
let trips = uploadTrips<Sent>();

const page = (changes: Partial<Answer<ClientUploadPageQuery>> = {}): Answer<ClientUploadPageQuery> => ({
  status: 'open',
  firmName: 'Brandt & Okafor',
  requestedBy: 'Jordan Ellis',
  clientName: 'Robin Diaz',
  message: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
  filesLeft: 50,
  bytesLeft: 500_000_000,
  items: [
    { id: 'item-police', label: 'Police report' },
    { id: 'item-photos', label: 'Photos of injuries' },
  ],
  files: [],
  ...changes,
});

beforeEach(() => {
  trips = uploadTrips<Sent>();
  vi.mocked(loadUploadPage).mockReset().mockResolvedValue(page());
  vi.mocked(finishUploads).mockReset();
  vi.mocked(sendClientFile)
    .mockReset()
    .mockImplementation((token, file, itemId, onProgress, signal) => {
      expect(token).toBe('the-token');
      return trips.start(file, itemId, onProgress, signal);
    });
});
afterEach(cleanup);

async function open() {
  render(<UploadPageScreen token="the-token" />);
  await screen.findByRole('heading', { name: 'Send your documents to Brandt & Okafor' });
  // A file dropped on the page passes no `accept` filter: the page's own check must explain it.
  const user = userEvent.setup({ applyAccept: false });
  const choose = (files: File[]) => user.upload(screen.getByTestId('client-files'), files);
  return { user, choose };
}

const sendingList = () => screen.getByRole('region', { name: 'Files being sent' });
const onTheirWay = (names: string[]) => waitFor(() => expect(trips.inFlight()).toEqual(names));

describe('the client’s upload page', () => {
  it('asks which document a file is before sending it', async () => {
    const { choose } = await open();
    await choose([fileNamed('report.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe(clientRequestMessages.unknownItem);
    expect(screen.queryByRole('region', { name: 'Files being sent' })).toBeNull();
    expect(sendClientFile).not.toHaveBeenCalled();
  });

  it('sends each file to the item chosen when it was added, and reads the page once they have landed', async () => {
    // The queue also reads the page once a second while files land: the test's clock stands still, so only
    // the read when the queue drains counts, however slowly this machine runs the test.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    onTestFinished(() => clock.mockRestore());
    const { user, choose } = await open();
    await user.selectOptions(screen.getByLabelText('Which document is it?'), 'Police report');
    await choose([fileNamed('report.pdf')]);
    await user.selectOptions(screen.getByLabelText('Which document is it?'), 'Photos of injuries');
    await choose([fileNamed('arm.png'), fileNamed('knee.jpg')]);
    await onTheirWay(['report.pdf', 'arm.png', 'knee.jpg']);
    expect(trips.trips.map((trip) => trip.target)).toEqual(['item-police', 'item-photos', 'item-photos']);
    expect(within(sendingList()).getByText('(Police report)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending arm.png' })).toBeTruthy();
    expect((screen.getByRole('button', { name: "I'm done" }) as HTMLButtonElement).disabled).toBe(true);

    vi.mocked(loadUploadPage).mockResolvedValue(
      page({ files: [{ id: 'f1', itemId: 'item-police', name: 'report.pdf', status: 'checking' }] }),
    );
    for (const name of ['report.pdf', 'arm.png', 'knee.jpg'])
      await act(async () => trips.of(name).land({} as Sent));
    expect(within(sendingList()).getAllByText('Sent.')).toHaveLength(3);
    const checklistItem = screen.getByText('Police report', { selector: 'strong' }).closest('li')!;
    await waitFor(() => expect(checklistItem.textContent).toContain('report.pdf: Received, being checked'));
    // Read once when the page opened and once when the queue drained, not once per file.
    expect(loadUploadPage).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('button', { name: "I'm done" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a dropped file again with Retry, and offers no Retry for a file of the wrong type', async () => {
    const { user, choose } = await open();
    await user.selectOptions(screen.getByLabelText('Which document is it?'), 'Police report');
    await choose([fileNamed('report.pdf'), fileNamed('setup.exe')]);
    await onTheirWay(['report.pdf']);
    await act(async () => trips.of('report.pdf').fail(new Error(NETWORK_ERROR_MESSAGE)));
    expect(
      within(sendingList())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([NETWORK_ERROR_MESSAGE, documentMessages.typeNotAllowed]);
    expect(screen.queryByRole('button', { name: 'Retry sending setup.exe' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry sending report.pdf' }));
    await onTheirWay(['report.pdf']);
    expect(trips.of('report.pdf').target).toBe('item-police');
    await user.click(screen.getByRole('button', { name: 'Cancel sending report.pdf' }));
    expect(trips.of('report.pdf').signal.aborted).toBe(true);
    expect(await within(sendingList()).findByText('Cancelled.')).toBeTruthy();
  });

  it('tells the firm when the client is done', async () => {
    const { user } = await open();
    vi.mocked(finishUploads).mockResolvedValue(true as never);
    vi.mocked(loadUploadPage).mockResolvedValue(page({ status: 'done' }));
    await user.click(screen.getByRole('button', { name: "I'm done" }));
    expect(finishUploads).toHaveBeenCalledWith('the-token');
    expect((await screen.findByRole('status')).textContent).toBe(clientRequestMessages.done);
  });
});
