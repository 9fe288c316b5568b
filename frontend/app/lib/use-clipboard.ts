import { useState } from 'react';

/**
 * Copies a shown secret (recovery codes, a calendar link) to the clipboard and says how it went, for a
 * `role="status"` line beside the button; where the browser refuses, it says to copy `what` by hand.
 */
export function useClipboard(text: string, what: string) {
  const [message, setMessage] = useState('');
  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setMessage('Copied.'))
      .catch(() => setMessage(`Copying is not allowed here: select ${what} and copy it by hand.`));
  };
  return { copy, message };
}
