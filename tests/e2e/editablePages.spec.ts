/**
 * An editable page in a real browser: an owner on a phone edits About Us, sees the preview under
 * the text, and saves; a visitor then finds the saved text on the published page (it reads its text
 * again, a page having been saved since the publish), with a `<script>` typed into it shown as text
 * and never run (a `javascript:` link is refused before the save), and on the Hindi page the Hindi
 * title and text saved with it; the owner puts the earlier version back and the visitor finds it
 * again, the Hindi page back to the English marked English. (The text
 * reaching the next publish's HTML and head: siteSettings.spec.ts. Axe checks the editor at both
 * widths: a11y.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { adminTest, expect, expectToast, takenOver } from './fixtures';

const PHONE = { width: 375, height: 740 };

/** Opens About Us' editor and waits until it has read the page and its versions. */
async function openEditor(page: Page) {
  await page.goto('/admin/pages/about-us');
  await expect(page.getByRole('region', { name: 'Versions' })).toBeVisible();
  return page.getByRole('form', { name: 'Edit the page' });
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

adminTest(
  'an owner edits About Us on a phone; visitors see it at once, a <script> as text; an older version is put back',
  async ({ page, browser }) => {
    await page.setViewportSize(PHONE);
    const form = await openEditor(page);
    const text = form.getByLabel('Text', { exact: true });
    const original = await text.inputValue();
    expect(original).toContain('## Leadership');
    const stamp = Date.now().toString(36);
    const typed = (trap: string) =>
      `${original}\n\n## Typed ${stamp}\n\n` +
      `Typed on a phone ${stamp}: <script>window.ran = true</script> and ${trap}, **in bold**.`;
    await text.fill(typed('[a trap](javascript:window.ran=true)'));

    // The preview shows the text as the page will, under it on a phone.
    const preview = form.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview.getByRole('heading', { level: 2, name: `Typed ${stamp}` })).toBeVisible();
    await expect(preview.getByText('in bold')).toHaveJSProperty('tagName', 'STRONG');
    await expect(preview.locator('script')).toHaveCount(0);
    expect(await top(preview)).toBeGreaterThan(await top(text));

    // A link that would run a script is refused, saying why, and nothing is saved; a <script> is
    // only text.
    const versions = page.getByRole('region', { name: 'Versions' }).getByRole('listitem');
    const kept = await versions.count();
    await form.getByRole('button', { name: 'Save the page' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      /^The link to "javascript:window\.ran=true" is not allowed/,
    );
    await expect(versions).toHaveCount(kept);
    await text.fill(typed('a trap'));
    // And a title and a text in Hindi, for the page's Hindi twin.
    await form.getByLabel('Title in Hindi (optional)').fill(`हम कौन हैं ${stamp}`);
    await form.getByLabel('Text in Hindi (optional)').fill(`## हमारा परिचय ${stamp}\n\nयुवा आयोग।`);
    await form.getByRole('button', { name: 'Save the page' }).click();
    await expectToast(page, 'Page saved. Visitors see it now.');
    const saved = page.getByRole('region', { name: 'Versions' }).getByText('On the page now');
    await expect(saved).toBeVisible();

    // A visitor of the published page, signed out, on a phone.
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const visitor = await context.newPage();
      const ran = () => visitor.evaluate(() => (window as { ran?: boolean }).ran);
      await visitor.goto('/about-us');
      await takenOver(visitor);
      const main = visitor.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: `Typed ${stamp}` })).toBeVisible();
      await expect(
        main.getByText(
          `Typed on a phone ${stamp}: <script>window.ran = true</script> and a trap, in bold.`,
        ),
      ).toBeVisible();
      await expect(main.locator('script')).toHaveCount(0);
      expect(await ran()).toBeUndefined();

      // The Hindi page shows the Hindi title and text, in the page's language.
      await visitor.goto('/hi/about-us');
      await takenOver(visitor);
      await expect(
        main.getByRole('heading', { level: 1, name: `हम कौन हैं ${stamp}` }),
      ).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 2, name: `हमारा परिचय ${stamp}` }),
      ).toBeVisible();
      await expect(main.locator('[lang="en"]')).toHaveCount(0);
      await visitor.goto('/about-us');
      await takenOver(visitor);

      // The version before this save, put back.
      const putBack = page.getByRole('button', { name: /^Put version \d+ back$/ }).first();
      const label = (await putBack.getAttribute('aria-label')) ?? '';
      const earlier = /\d+/.exec(label)?.[0];
      await putBack.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Put back' }).click();
      await expectToast(page, `Version ${earlier} put back. Visitors see it now.`);
      await expect(form.getByLabel('Text', { exact: true })).toHaveValue(original);

      await visitor.reload();
      await takenOver(visitor);
      await expect(main.getByRole('heading', { level: 2, name: 'Leadership' })).toBeVisible();
      await expect(main.getByText(`Typed on a phone ${stamp}`)).toHaveCount(0);
      expect(await ran()).toBeUndefined();
      // Its Hindi twin has no Hindi words again: the English, marked English.
      await visitor.goto('/hi/about-us');
      await takenOver(visitor);
      await expect(main.getByRole('heading', { level: 2, name: 'Leadership' })).toHaveAttribute(
        'lang',
        'en',
      );
      await expect(main.getByText(`हमारा परिचय ${stamp}`)).toHaveCount(0);
    } finally {
      await context.close();
    }
  },
);
