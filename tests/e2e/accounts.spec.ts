/**
 * The account pages in the browser, against the stack the e2e setup starts: creating an account
 * (the Auth emulator takes it and its verification link), asking for a new password, and signing
 * in with an address that is not verified yet. Each page is checked with axe at 375 px and at
 * desktop width, in each of its states.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

const WIDTHS = [375, 1280] as const;

/** axe on the page as it is now, at both widths (soft: every violation is reported). */
async function checkBothWidths(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await expectNoAxeViolations(page, `${screen} (${width} px)`, { soft: true });
  }
}

test('from the login page, a new account: the address is to be verified before signing in', async ({
  page,
}) => {
  const email = `e2e-signup-${Date.now()}@example.com`;
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Create your account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle(/^Create your account \| /);
  await checkBothWidths(page, 'sign-up form');

  await page.getByLabel('Name').fill('Anita Singh');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('anita-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Check your e-mail: open the link we sent to ${email}, then sign in.`,
  );
  await checkBothWidths(page, 'account created');

  // Signing in before opening the link: the guard says what to do.
  await signIn(page, { email, password: 'anita-password' });
  await expect(
    page.getByRole('heading', { name: 'This account is not an administrator.' }),
  ).toBeVisible();
  await expect(
    page.getByText(`Check your e-mail: open the link we sent to ${email}, then sign in.`),
  ).toBeVisible();
});

test('a forgotten password: the same answer for any address', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveTitle(/^Reset your password \| /);
  await checkBothWidths(page, 'reset form');

  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that address, we have sent a link to reset its password.',
  );
  await checkBothWidths(page, 'reset link sent');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
