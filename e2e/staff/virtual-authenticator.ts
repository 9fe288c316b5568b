/**
 * Chromium's virtual authenticator (DevTools Protocol): a platform passkey with resident keys and user
 * verification that answers every ceremony at once, as a person touching the sensor would.
 */
import type { Page } from '@playwright/test';

export async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
