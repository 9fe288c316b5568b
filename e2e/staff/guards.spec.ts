import { MFA_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../backend/contract/limits';
import { expect, test } from './staff-test';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

test.describe('signed out', () => {
  for (const path of ['/security/mfa', '/signup', '/dashboard', '/post-new', '/file-manager']) {
    test(`${path} sends the visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  }

  test('an expired or malformed token counts as signed out and is removed', async ({ page }) => {
    const expired = `${base64url({ alg: 'HS256' })}.${base64url({ kind: 'session', exp: 1, data: { email: 'a@b.example' } })}.x`;
    for (const token of [expired, 'not-a-token']) {
      await page.goto('/login');
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    }
  });

  test('a first-stage token alone does not open the dashboard', async ({ page }) => {
    const firstStage = `${base64url({ alg: 'HS256' })}.${base64url({ kind: 'mfa', exp: 4102444800 })}.x`;
    await page.goto('/login');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [MFA_TOKEN_STORAGE_KEY, firstStage],
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('signed in as staff (not an administrator)', () => {
  test('/signup sends to /dashboard; /post-new shows "Add New Post"', async ({ staffPage: page }) => {
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/post-new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Post' })).toBeVisible();
    await expect(page).toHaveTitle(/Add New Post/);
  });
});
