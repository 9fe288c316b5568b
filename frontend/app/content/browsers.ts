/** The browsers the Browser Requirements dialog names, with where to get each (the same in every language). */
export const SUPPORTED_BROWSERS: readonly { name: string; url: string }[] = [
  { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Apple Safari', url: 'https://www.apple.com/safari/' },
  { name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge' },
];
