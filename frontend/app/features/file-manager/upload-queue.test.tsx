// @vitest-environment jsdom
/**
 * The File Manager's upload list as a person sees it, with the network cut at its upload call: a row for
 * each file chosen, three on their way at a time, progress, Cancel and Retry, how each ended, and one reload
 * of the folder when the queue has drained.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentMessages, type DocumentItem } from '#contract/documents';
import { fileNamed, uploadTrips } from '../../../testing/upload-trips';
import { uploadFile } from './upload';
import { FolderUploads, useFolderUploads } from './upload-queue';
import { UPLOAD_CONCURRENCY } from '../../lib/upload-schedule';

type Landed = Awaited<ReturnType<typeof uploadFile>>;

vi.mock('./upload', async (original) => ({ ...(await original<object>()), uploadFile: vi.fn() }));
let trips = uploadTrips<Landed>();
const send = vi.mocked(uploadFile);

beforeEach(() => {
  trips = uploadTrips<Landed>();
  send.mockReset();
  send.mockImplementation((file, folderId, onProgress, signal) =>
    trips.start(file, folderId, onProgress, signal),
  );
});
afterEach(cleanup);

const landed = (name: string, isNewVersion = false): Landed => ({
  item: { name, versionCount: isNewVersion ? 2 : 1 } as DocumentItem,
  isNewVersion,
});

/** The queue as the File Manager holds it, with a button that adds the given files to folder-1. */
function Uploads({ files, onUploaded }: { files: File[]; onUploaded: () => void }) {
  const queue = useFolderUploads(onUploaded);
  return (
    <>
      <button type="button" onClick={() => queue.add(files, 'folder-1')}>
        Add
      </button>
      <FolderUploads queue={queue} />
    </>
  );
}

function renderUploads(files: File[]) {
  const onUploaded = vi.fn();
  render(<Uploads files={files} onUploaded={onUploaded} />);
  return { user: userEvent.setup(), onUploaded };
}

const list = () => screen.getByRole('region', { name: 'Uploads' });
const rowOf = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((item) => item.textContent!.startsWith(name))!;

/** The queue starts one upload a task, after the paint of its rows: wait until these are on their way. */
const onTheirWay = (names: string[]) => waitFor(() => expect(trips.inFlight()).toEqual(names));
/** Lets a few frames and tasks pass, to see that nothing else starts. */
const someFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('the File Manager’s upload list', () => {
  it('shows a row for each file at once, and explains a refused one without sending it', async () => {
    const { user } = renderUploads([fileNamed('a.pdf'), fileNamed('tool.exe'), fileNamed('empty.pdf', 0)]);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list()).getByRole('list').getAttribute('aria-live')).toBe('polite');
    expect(within(rowOf('tool.exe')).getByRole('alert').textContent).toBe(documentMessages.typeNotAllowed);
    expect(within(rowOf('empty.pdf')).getByRole('alert').textContent).toBe(documentMessages.emptyFile);
    expect(within(rowOf('tool.exe')).queryByRole('button')).toBeNull();

    await onTheirWay(['a.pdf']);
    expect(trips.of('a.pdf').target).toBe('folder-1');
  });

  it(`sends ${UPLOAD_CONCURRENCY} at a time; the others wait, and start as places free`, async () => {
    const names = ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'];
    const { user } = renderUploads(names.map((name) => fileNamed(name)));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await onTheirWay(names.slice(0, UPLOAD_CONCURRENCY));
    await someFrames();
    expect(trips.inFlight()).toEqual(names.slice(0, UPLOAD_CONCURRENCY));
    expect(rowOf('4.pdf').textContent).toContain('Waiting to start…');
    expect(within(rowOf('4.pdf')).getByRole('button', { name: 'Cancel upload of 4.pdf' })).toBeTruthy();

    await act(async () => trips.of('1.pdf').land(landed('1.pdf')));
    await onTheirWay(['2.pdf', '3.pdf', '4.pdf']);
  });

  it('shows each file’s progress by its name, and how it ended', async () => {
    const { user, onUploaded } = renderUploads([fileNamed('a.pdf'), fileNamed('b.docx')]);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await onTheirWay(['a.pdf', 'b.docx']);

    await act(async () => trips.of('a.pdf').progress(0.4));
    const bar = screen.getByRole('progressbar', { name: 'Upload of a.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(bar.textContent).toBe('40%');

    await act(async () => trips.of('a.pdf').land(landed('a.pdf')));
    expect(rowOf('a.pdf').textContent).toContain('Uploaded.');
    expect(screen.queryByRole('progressbar', { name: 'Upload of a.pdf' })).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();

    await act(async () => trips.of('b.docx').land(landed('b.docx', true)));
    expect(rowOf('b.docx').textContent).toContain(
      'Uploaded as version 2 of “b.docx” (a file of this name was already here).',
    );
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('cancels one upload, and a waiting file never starts', async () => {
    const names = ['1.pdf', '2.pdf', '3.pdf', '4.pdf'];
    const { user, onUploaded } = renderUploads(names.map((name) => fileNamed(name)));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await onTheirWay(['1.pdf', '2.pdf', '3.pdf']);

    await user.click(screen.getByRole('button', { name: 'Cancel upload of 4.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of 2.pdf' }));
    await someFrames();
    expect(trips.of('2.pdf').signal.aborted).toBe(true);
    expect(rowOf('2.pdf').textContent).toContain('Cancelled.');
    expect(rowOf('4.pdf').textContent).toContain('Cancelled.');
    expect(send.mock.calls.map(([file]) => file.name)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
    expect(within(rowOf('2.pdf')).queryByRole('button', { name: /Cancel/ })).toBeNull();

    await act(async () => trips.of('1.pdf').land(landed('1.pdf')));
    await act(async () =>
      trips.of('3.pdf').fail(new Error('The upload was refused (500). Please try again.')),
    );
    expect(within(rowOf('3.pdf')).getByRole('alert').textContent).toBe(
      'The upload was refused (500). Please try again.',
    );
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('sends a failed or cancelled file again from its row, but not one refused before sending', async () => {
    const { user, onUploaded } = renderUploads([
      fileNamed('a.pdf'),
      fileNamed('b.pdf'),
      fileNamed('bad.exe'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await onTheirWay(['a.pdf', 'b.pdf']);
    await act(async () => trips.of('a.pdf').fail(new Error('We could not reach the server.')));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of b.pdf' }));
    expect(within(rowOf('bad.exe')).queryByRole('button', { name: /Retry/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry upload of a.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Retry upload of b.pdf' }));
    await onTheirWay(['a.pdf', 'b.pdf']);
    expect(send).toHaveBeenCalledTimes(4);
    expect(trips.of('a.pdf').target).toBe('folder-1');
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    await act(async () => trips.of('a.pdf').land(landed('a.pdf')));
    await act(async () => trips.of('b.pdf').land(landed('b.pdf')));
    expect(rowOf('a.pdf').textContent).toContain('Uploaded.');
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('clears the finished rows and keeps those still on their way', async () => {
    const { user } = renderUploads([fileNamed('a.pdf'), fileNamed('b.pdf'), fileNamed('bad.exe')]);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await onTheirWay(['a.pdf', 'b.pdf']);
    expect(screen.getByRole('button', { name: 'Clear finished uploads' })).toBeTruthy();
    await act(async () => trips.of('a.pdf').land(landed('a.pdf')));

    await user.click(screen.getByRole('button', { name: 'Clear finished uploads' }));
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^b\.pdf/)]);
    expect(screen.queryByRole('button', { name: 'Clear finished uploads' })).toBeNull();
  });
});
