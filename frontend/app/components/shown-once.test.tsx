// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShownOnce } from './shown-once';

afterEach(cleanup);

function show(secret: string | string[], onDone = vi.fn()) {
  render(
    <ShownOnce
      title="Your secret"
      about="Keep it safe."
      secret={secret}
      noun="secret"
      doneLabel="Done"
      onDone={onDone}
    >
      <button type="button">Download</button>
    </ShownOnce>,
  );
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  return { user, writeText, onDone };
}

describe('a secret shown once', () => {
  it('shows one line in a read-only field named by its title, and says it is shown only once', () => {
    show('https://example.test/feed/abc');
    const field = screen.getByRole('textbox', { name: 'Your secret' }) as HTMLInputElement;
    expect(field.value).toBe('https://example.test/feed/abc');
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('It is shown only once.')).toBeTruthy();
  });

  it('shows a list named by its title, copies it line by line, and says so to a screen reader', async () => {
    const { user, writeText } = show(['AAAA-1111', 'BBBB-2222']);
    expect(screen.getByRole('list', { name: 'Your secret' }).textContent).toBe('AAAA-1111BBBB-2222');
    expect(screen.getByText('They are shown only once.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith('AAAA-1111\nBBBB-2222\n');
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied.');
  });

  it('says how to copy by hand where the browser refuses', async () => {
    const { user, writeText } = show('the-link');
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Copying is not allowed here: select the secret and copy it by hand.',
    );
  });

  it('keeps the caller’s own buttons between Copy and Done, and hides on Done', async () => {
    const { user, onDone } = show('the-link');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Copy secret',
      'Download',
      'Done',
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
