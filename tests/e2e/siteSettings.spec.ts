/**
 * Settings' 'Site details' and 'Home banner' pages in a real browser: an owner saves the site's
 * details and sees them saved after a reload; a photo is made into banner files by the browser's
 * own canvas (WebP and JPEG within 120 KB) and saved; and what an owner saves reaches the pages of
 * the next publish (an editable page's text and description among it, and its Hindi twin's). (Axe checks these pages, and Publishing, once they have read what is saved,
 * at desktop width and at 375 px in a11y.spec.ts.)
 * The tests of this file change the same documents, so they run one after the other.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  parsePublishedJson,
  publishedContentPath,
  type PublishedContent,
} from '../../src/domain/published';
import { e2eEnv } from './env';
import { adminTest, expect, expectToast, gradientImage, test } from './fixtures';

test.describe.configure({ mode: 'default' });

const detailsSection = (page: Page) => page.getByRole('region', { name: 'Site details' });
const bannerSection = (page: Page) => page.getByRole('region', { name: 'Home banner' });

/** Opens Settings' Site details page and waits until it has read what is saved. */
async function openSiteDetails(page: Page) {
  await page.goto('/admin/settings/site-details');
  await expect(
    detailsSection(page).getByRole('button', { name: 'Save site details' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/** Opens Settings' Home banner page and waits until it has read what is saved. */
async function openBanner(page: Page) {
  await page.goto('/admin/settings/banner');
  await expect(bannerSection(page).getByRole('form', { name: 'Slide 4' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

adminTest('an owner saves the site details and sees them saved', async ({ page }) => {
  await openSiteDetails(page);
  const details = detailsSection(page);
  const phone = `+91 562 ${String(Date.now()).slice(-3)} 1318`;
  await details.getByLabel('Phone').fill(phone);
  await details.getByLabel('Instagram page').fill('https://www.instagram.com/agrayouth');
  await details.getByLabel('Facebook page').fill('https://example.org/not-facebook');
  await details.getByRole('button', { name: 'Save site details' }).click();
  await expect(details.getByRole('alert')).toHaveText(
    'The Facebook link must be empty or an https:// address on facebook.com, such as https://www.facebook.com/yourpage',
  );
  await details.getByLabel('Facebook page').fill('');
  await details.getByRole('button', { name: 'Save site details' }).click();
  await expectToast(page, 'Site details saved. They appear on the site at the next publish.');

  await page.reload();
  await openSiteDetails(page);
  await expect(detailsSection(page).getByLabel('Phone')).toHaveValue(phone);
  await expect(detailsSection(page).getByLabel('Instagram page')).toHaveValue(
    'https://www.instagram.com/agrayouth',
  );
  await expect(detailsSection(page).getByLabel('Facebook page')).toHaveValue('');
  await expect(detailsSection(page).getByRole('status')).toContainText('Last saved just now');
});

adminTest(
  'the browser makes a photo into banner files within 120 KB and saves the slide',
  async ({ page }) => {
    await openBanner(page);
    const slide = bannerSection(page).getByRole('form', { name: 'Slide 4' });
    const label =
      (await slide.getByLabel('Replace the photo').count()) > 0 ? 'Replace the photo' : 'Photo';
    await slide.getByLabel(label, { exact: true }).setInputFiles({
      name: 'sunset.jpg',
      mimeType: 'image/jpeg',
      buffer: await gradientImage(2000, 'jpeg', 40),
    });
    // Chromium makes WebP: six files, each at most 120 KB.
    const ready = slide.getByText(/^Ready to save: 6 files, the largest (\d+\.\d) KB\.$/);
    await expect(ready).toBeVisible({ timeout: 60_000 });
    const largest = Number(/largest (\d+\.\d) KB/.exec((await ready.textContent()) ?? '')?.[1]);
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(120);
    await expect(slide.getByRole('img', { name: 'Slide 4 as it will be cut' })).toBeVisible();
    await slide.getByRole('radio', { name: 'Top' }).check();
    await expect(ready).toBeVisible({ timeout: 60_000 });
    await slide.getByLabel('What the photo shows').fill('a church tower against an evening sky');
    await slide.getByRole('button', { name: 'Save slide 4' }).click();
    await expectToast(page, 'Slide 4 saved. It appears on the site at the next publish.', 20_000);
    await expect(slide.getByText(/^Last saved just now/)).toBeVisible();
    await expect(slide.getByRole('img', { name: 'Slide 4 now' })).toHaveAttribute(
      'src',
      /banner%2F4_\d+_640\.jpg/,
    );
  },
);

/** Builds the site as a publish does, from the browser tests' stack, into a folder of its own. */
async function publishInto(outDir: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  const env = { ...process.env, ...(JSON.parse(e2eEnv('buildEnv')) as Record<string, string>) };
  await new Promise<void>((resolve, reject) => {
    const build = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--mode',
        'emulators',
        '--outDir',
        outDir,
        '--logLevel',
        'error',
      ],
      { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${code}): ${errors}`)),
    );
  });
}

/** The content a published page carries in its data block. */
function publishedContent(html: string): PublishedContent {
  const json = /<script type="application\/json" id="published-page">(.*?)<\/script>/s.exec(html);
  expect(json, 'the page carries its content').not.toBeNull();
  return parsePublishedJson(json?.[1] ?? '') as PublishedContent;
}

adminTest(
  "what an owner saves reaches the next publish: the details, a banner slide within its size, and a programme whose title holds '</script>'",
  async ({ page }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const phone = `+91 562 ${String(Date.now()).slice(-3)} 4242`;
    const about = `The youth of the Archdiocese, together (${stamp}).`;
    const headline = `Published headline ${stamp}`;
    const title = `Praise night ${stamp} </script><!-- & more`;

    await openSiteDetails(page);
    const details = detailsSection(page);
    await details.getByLabel('Phone').fill(phone);
    await details.getByLabel('About text (footer)').fill(about);
    await details.getByLabel('Facebook page').fill('https://www.facebook.com/agrayouth');
    await details.getByRole('button', { name: 'Save site details' }).click();
    await expectToast(page, 'Site details saved. They appear on the site at the next publish.');

    await openBanner(page);
    const slide = bannerSection(page).getByRole('form', { name: 'Slide 1' });
    const label =
      (await slide.getByLabel('Replace the photo').count()) > 0 ? 'Replace the photo' : 'Photo';
    await slide.getByLabel(label, { exact: true }).setInputFiles({
      name: 'hilltop.jpg',
      mimeType: 'image/jpeg',
      buffer: await gradientImage(2000, 'jpeg', 40),
    });
    await expect(slide.getByText(/^Ready to save: 6 files/)).toBeVisible({ timeout: 60_000 });
    await slide.getByLabel('Headline', { exact: true }).fill(headline);
    await slide.getByLabel('What the photo shows').fill('young people on a hilltop at dawn');
    await slide.getByRole('button', { name: 'Save slide 1' }).click();
    await expectToast(page, 'Slide 1 saved. It appears on the site at the next publish.', 20_000);

    // An editable page: a paragraph that tries to end the data block and run a script, and a
    // description of its own for the link preview.
    const visionText = `Dreamed anew (${stamp}) </script><script>window.ran = true</script>`;
    const visionDescription = `Our vision, as saved on ${stamp}.`;
    // And its Hindi title, description and text, for its Hindi twin.
    const visionHi = {
      title: `हमारी दृष्टि ${stamp}`,
      description: `हमारी दृष्टि, ${stamp} को सहेजी गई।`,
      text: `नई दृष्टि (${stamp}) </script><script>window.ran = true</script>`,
    };
    await page.goto('/admin/pages/vision');
    await expect(page.getByRole('region', { name: 'Versions' })).toBeVisible();
    const visionForm = page.getByRole('form', { name: 'Edit the page' });
    const visionBody = await visionForm.getByLabel('Text', { exact: true }).inputValue();
    await visionForm.getByLabel('Description', { exact: true }).fill(visionDescription);
    await visionForm.getByLabel('Text', { exact: true }).fill(`${visionBody}\n\n${visionText}`);
    await visionForm.getByLabel('Title in Hindi (optional)').fill(visionHi.title);
    await visionForm.getByLabel('Description in Hindi (optional)').fill(visionHi.description);
    await visionForm.getByLabel('Text in Hindi (optional)').fill(visionHi.text);
    await visionForm.getByRole('button', { name: 'Save the page' }).click();
    await expectToast(page, 'Page saved. Visitors see it now.');

    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const addForm = page.getByRole('form', { name: 'Add New Event' });
    await addForm.getByLabel('Title', { exact: true }).fill(title);
    await addForm.getByLabel('Start date').fill('2024-03-09');
    await addForm.getByLabel('Place (optional)').fill('Cathedral grounds, Agra');
    await addForm.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Event added successfully');

    const outDir = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
    try {
      await publishInto(outDir);
      const built = (file: string) => readFile(path.join(outDir, file), 'utf8');

      // The details: in the footer of every page and on the contact page.
      const home = await built('index.html');
      for (const html of [home, await built('contact.html'), await built('about-us.html')]) {
        expect(html).toContain(phone);
        expect(publishedContent(html).details).toMatchObject({ phone, about });
      }
      expect(home).toContain(about);
      expect(home).toMatch(/<a [^>]*href="https:\/\/www\.facebook\.com\/agrayouth"/);

      // The banner: slide 1 from the site itself, preloaded, every file within 120 KB.
      expect(home).toContain(headline);
      expect(home).toContain('alt="slide one out of four: young people on a hilltop at dawn"');
      expect(home).toMatch(/<link rel="preload" as="image"[^>]*imagesrcset="\/images\/banner\/1-/);
      const files = await readdir(path.join(outDir, 'images/banner'));
      expect(files.filter((file) => file.startsWith('1-'))).toHaveLength(6);
      for (const file of files) {
        expect(home, file).toContain(`/images/banner/${file}`);
        expect((await stat(path.join(outDir, 'images/banner', file))).size).toBeLessThanOrEqual(
          120 * 1024,
        );
      }
      const manifest = JSON.parse(await built('published.json')) as Record<string, unknown>;
      expect(manifest.siteDetailsUpdatedAt).toEqual(expect.any(String));
      expect(manifest.bannerUpdatedAt).toEqual(expect.any(String));

      // The editable page: its saved text in the page, as text; its description in the head; its
      // text parsed in the data block, with nothing that could end it.
      const vision = await built('vision.html');
      expect(vision).toContain(
        `Dreamed anew (${stamp}) &lt;/script&gt;&lt;script&gt;window.ran = true&lt;/script&gt;`,
      );
      expect(vision).toContain(`name="description" content="${visionDescription}"`);
      expect(vision).toContain(`property="og:description" content="${visionDescription}"`);
      expect(vision).toContain(`<title>Our Vision | Youth Commission of Agra Archdiocese</title>`);
      expect(vision).not.toContain('<script>window.ran');
      expect(JSON.stringify(publishedContent(vision).reads['pages/vision'])).toContain(visionText);
      // The English page shows the English title; its data block holds the Hindi words too.
      expect(vision).toMatch(/<h1[^>]*>Our Vision<\/h1>/);
      expect(JSON.stringify(publishedContent(vision).reads['pages/vision'])).toContain(
        visionHi.title,
      );
      // Its Hindi twin: the Hindi title, description and text in its markup and head, as text; the
      // data file a visit by an in-app link reads, written once at the English path, holds them
      // for both languages.
      const visionInHindi = await built('hi/vision.html');
      expect(visionInHindi).toMatch(new RegExp(`<h1[^>]*>${visionHi.title}</h1>`));
      expect(visionInHindi).not.toMatch(/<h1[^>]*lang="en"/);
      expect(visionInHindi).toContain(
        `नई दृष्टि (${stamp}) &lt;/script&gt;&lt;script&gt;window.ran = true&lt;/script&gt;`,
      );
      // (Its English text only in the data block, not in the markup.)
      expect(visionInHindi).not.toContain(`Dreamed anew (${stamp}) &lt;/script&gt;`);
      expect(visionInHindi).toContain(`<title>${visionHi.title} | `);
      expect(visionInHindi).toContain(`name="description" content="${visionHi.description}"`);
      expect(visionInHindi).not.toContain('<script>window.ran');
      const dataFile = JSON.parse(
        await built(publishedContentPath('/vision').slice(1)),
      ) as PublishedContent;
      expect(JSON.stringify(dataFile.reads['pages/vision'])).toContain(visionHi.title);
      expect(JSON.stringify(dataFile.reads['pages/vision'])).toContain(`नई दृष्टि (${stamp})`);

      // The programme's own page: its title escaped wherever it is written.
      const pages = await readdir(path.join(outDir, 'programmes'));
      const own = await Promise.all(pages.map((file) => built(path.join('programmes', file))));
      const html = own.find((text) => text.includes(`Praise night ${stamp}`)) ?? '';
      expect(html).toContain(
        `<title>Praise night ${stamp} &lt;/script&gt;&lt;!-- &amp; more | Youth Commission of Agra Archdiocese</title>`,
      );
      // (A programme without a copy of a poster in the site reads null for it.)
      const reads = Object.values(publishedContent(html).reads) as Array<{ title?: string } | null>;
      expect(reads.map((read) => read?.title)).toContain(title);
      // Who signed the records is in no page, data blocks included.
      for (const page of [home, html]) expect(page).not.toMatch(/createdBy|updatedBy/);
      const event = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(JSON.parse(event ?? '{}')).toMatchObject({ '@type': 'Event', name: title });
      expect(event).not.toMatch(/[<>&]/);
    } finally {
      await rm(outDir, { recursive: true, force: true });
      // The vision as it was: the version before this test's save, put back.
      await page.goto('/admin/pages/vision');
      await page
        .getByRole('button', { name: /^Put version \d+ back$/ })
        .first()
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Put back' }).click();
      await expectToast(page, /^Version \d+ put back\. Visitors see it now\.$/);
      await page.goto('/admin/events');
      await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
      const dialog = page.getByRole('alertdialog', {
        name: 'Are you sure you want to delete this event?',
      });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Event deleted successfully');
    }
  },
);
