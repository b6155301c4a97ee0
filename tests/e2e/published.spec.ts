/**
 * The pages the build published with the seeded content (publish/renderSite.ts): what they
 * carry without JavaScript, each programme's own page, the sitemap and the calendar feed, and a
 * change made after the build reaching a published page once its live read arrives.
 */
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { SEED_GALLERY, SEED_MESSAGES, SEED_PROGRAMMES, seedProgrammeDates } from '../../seed/data';
import { loadBuiltInPages } from '../../src/config/profile';
import { monthTitle } from '../../src/domain/calendar';
import { parseDate } from '../../src/domain/programmes';
import { REGISTRATION_SETTINGS } from '../../src/domain/registration/registrations';
import { adminTest, deviceContext, expect, takenOver, test } from './fixtures';
import { publishedManifest } from './env';
import { programmePages } from './routes';

const SITE = 'https://demo-youth-commission.web.app';
const SITE_TITLE = 'Youth Commission of Agra Archdiocese';

const main = (page: Page) => page.getByRole('main');

/** The schema.org data of a page. */
function structuredData(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries schema.org data').toBeDefined();
  return JSON.parse(json ?? '{}') as Record<string, unknown>;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the published pages show their content', async ({ page }) => {
    const { today } = await publishedManifest();
    await page.goto('/');
    const upcoming = SEED_PROGRAMMES.filter((p) => p.startsIn >= 0).sort(
      (a, b) => a.startsIn - b.startsIn,
    );
    for (const programme of upcoming.slice(0, 3))
      await expect(main(page).getByRole('heading', { name: programme.title })).toBeVisible();
    await expect(main(page).getByRole('button', { name: '2025 - 2027' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await page.goto('/bishop');
    const newest = SEED_MESSAGES.filter((m) => m.kind === 'bishop').sort((a, b) =>
      b.year.localeCompare(a.year),
    )[0];
    await expect(main(page)).toContainText(newest?.title ?? 'a bishop message');
    await expect(main(page)).toContainText(newest?.fullMessage.split('\n')[0] ?? '');

    await page.goto('/gallery');
    for (const image of SEED_GALLERY)
      await expect(main(page).getByRole('img', { name: image.title })).toHaveCount(1);

    await page.goto('/programmes');
    for (const programme of SEED_PROGRAMMES)
      await expect(main(page).getByRole('heading', { name: programme.title })).toBeVisible();

    await page.goto('/calendar');
    const date = parseDate(today);
    expect(date).not.toBeNull();
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText(
      monthTitle({ year: date?.year ?? 0, month: date?.month ?? 0 }),
    );

    const camp = SEED_PROGRAMMES[0];
    const campPath = (await programmePages(page.request)).get(camp?.title ?? '');
    await page.goto(campPath ?? '/');
    await expect(main(page).getByRole('heading', { name: camp?.title, level: 1 })).toBeVisible();
    await expect(main(page)).toContainText(camp?.place ?? '');
    await expect(page.getByRole('img', { name: `Poster of ${camp?.title}` })).toBeVisible();

    // An editable page: the text the seed saved, its saved title in the head.
    const mission = (await loadBuiltInPages()).mission;
    await page.goto('/mission');
    await expect(main(page).getByRole('heading', { level: 1, name: mission.title })).toBeVisible();
    await expect(main(page).getByRole('blockquote')).toHaveCount(3);
    await expect(page).toHaveTitle(`${mission.title} | ${SITE_TITLE}`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      mission.description,
    );
  });
});

test("the gallery asks first for its first screen's thumbnails only, the others once taken over", async ({
  browser,
}) => {
  // A thumbnail's file: the publish's copy for phones, or the stored thumbnail.
  const isThumbnail = (url: string) => /\/images\/thumbs\/|\/o\/gallery%2Fthumb_/.test(url);
  const links = (page: Page) => main(page).getByRole('link', { name: /^Open photo \d+: / });

  // Scripts run, but the page is never taken over (React's chunk does not come).
  const context = await deviceContext(browser, { width: 360, height: 640 });
  const page = await context.newPage();
  await page.route(/\/assets\/react-[\w-]+\.js$/, (route) => route.abort());
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isThumbnail(request.url())) asked.push(request.url());
  });
  await page.goto('/gallery');
  await expect(links(page)).toHaveCount(SEED_GALLERY.length);
  const pictures = links(page).locator('img');
  await expect(pictures).toHaveCount(4);
  for (const picture of await pictures.all())
    await expect(picture).toHaveJSProperty('complete', true);
  // The others are frames of a thumbnail's shape, their pictures kept for browsers without
  // scripts (a <noscript>, which this browser leaves unread).
  await expect(links(page).locator('.photo-waiting')).toHaveCount(SEED_GALLERY.length - 4);
  await page.waitForLoadState('networkidle');
  const drawn = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).currentSrc),
  );
  expect(asked.sort()).toEqual(drawn.sort());
  await context.close();

  // Taken over, every thumbnail is a picture, the others loaded as they come near.
  const visit = await deviceContext(browser, { width: 360, height: 640 });
  const taken = await visit.newPage();
  await taken.goto('/gallery');
  await takenOver(taken);
  await expect(links(taken).locator('.photo-waiting')).toHaveCount(0);
  // Retried: the last frame's picture can be drawn a moment after the frames are gone.
  await expect(links(taken).locator('img')).toHaveCount(await links(taken).count());
  await visit.close();
});

test('each published programme has its own title, description, poster and Event data', async ({
  page,
}) => {
  const { today } = await publishedManifest();
  const pages = await programmePages(page.request);
  expect([...pages.keys()].sort()).toEqual(SEED_PROGRAMMES.map((p) => p.title).sort());
  for (const programme of SEED_PROGRAMMES) {
    const pagePath = pages.get(programme.title) ?? '';
    const url = `${SITE}${pagePath}`;
    const html = await (await page.request.get(pagePath)).text();
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
    expect(html).toContain(`<title>${programme.title} | ${SITE_TITLE}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta('property', 'og:url')).toBe(url);
    const description = meta('name', 'description') ?? '';
    expect(meta('property', 'og:description')).toBe(description);
    expect(description).toContain(programme.place);
    expect(description.length).toBeLessThanOrEqual(200);
    const image = meta('property', 'og:image') ?? '';
    if (programme.image) {
      // The site's own JPEG copy of the poster, with its size: the file the page shares.
      expect(image.startsWith(SITE)).toBe(true);
      expect(image.slice(SITE.length)).toMatch(/^\/images\/posters\/[0-9a-f]{16}\.jpg$/);
      const copy = await page.request.get(image.slice(SITE.length));
      expect(copy.status()).toBe(200);
      expect([...(await copy.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(Number(meta('property', 'og:image:width'))).toBeGreaterThan(0);
      expect(Number(meta('property', 'og:image:height'))).toBeGreaterThan(0);
      expect(structuredData(html)).toMatchObject({ image: [image] });
    } else expect(image.startsWith(`${SITE}/images/`)).toBe(true);

    const { startDate, endDate } = seedProgrammeDates(programme, today);
    expect(structuredData(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: programme.title,
      startDate,
      endDate: endDate || startDate,
      location: { '@type': 'Place', name: programme.place },
      url,
      organizer: { '@type': 'Organization', name: SITE_TITLE, url: `${SITE}/` },
    });
  }
});

test("a programme's page not published yet is the app shell with the site's own link preview", async ({
  page,
}) => {
  const html = await (await page.request.get('/programmes/added-since-the-publish')).text();
  expect(html).toContain('<div id="root"></div>');
  const meta = (name: string) =>
    new RegExp(`<meta property="${name}" content="([^"]*)">`).exec(html)?.[1];
  expect(meta('og:title')).toBe(SITE_TITLE);
  expect(meta('og:url')).toBe(`${SITE}/`);
  expect(meta('og:image')?.startsWith(`${SITE}/images/`)).toBe(true);
  // It stands for many addresses: no canonical one.
  expect(html).not.toContain('rel="canonical"');
});

test('the calendar feed holds every upcoming and recent programme, each with its reminder', async ({
  page,
}) => {
  const { today } = await publishedManifest();
  const response = await page.request.get('/programmes.ics');
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  // Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1).
  const text = (await response.text()).replace(/\r\n[ \t]/g, '');
  const events = text.split('BEGIN:VEVENT').slice(1);
  const summaries = events.map((event) => /\r\nSUMMARY:(.*)\r\n/.exec(event)?.[1]);
  // The seed's programmes are all within the last three months or to come.
  expect(summaries.sort()).toEqual(SEED_PROGRAMMES.map((p) => p.title.replace(/,/g, '\\,')).sort());
  for (const event of events) {
    expect(event).toContain('BEGIN:VALARM');
    expect(event).toContain('TRIGGER:-PT15H');
  }
  const upcoming = SEED_PROGRAMMES.filter((p) => p.startsIn >= 0);
  for (const programme of upcoming) {
    const { startDate } = seedProgrammeDates(programme, today);
    const event = events.find((e) => e.includes(`SUMMARY:${programme.title.replace(/,/g, '\\,')}`));
    expect(event).toContain(`DTSTART;VALUE=DATE:${startDate.replace(/-/g, '')}`);
  }

  // As a calendar app reads it: ical.js, which refuses the whole feed for one malformed date.
  const read = new ICAL.Component(ICAL.parse(await response.text()))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  expect(read.map((event) => event.summary).sort()).toEqual(
    SEED_PROGRAMMES.map((p) => p.title).sort(),
  );
  for (const event of read) {
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.compare(event.startDate)).toBe(1);
  }
});

adminTest(
  'a programme changed after the publish shows its new text once the live read arrives, without moving the page',
  async ({ page }) => {
    const quiz = SEED_PROGRAMMES.find((p) => p.title === 'Bible Quiz and Fellowship Weekend');
    const before = quiz?.place ?? '';
    // As long as the old text, so that nothing should move.
    const after = before.replace('Mary’s', 'Paul’s');
    expect(after.length).toBe(before.length);
    const pagePath = (await programmePages(page.request)).get(quiz?.title ?? '') ?? '';

    const setPlace = async (place: string) => {
      await page.goto('/admin/events');
      await page.getByRole('button', { name: `Edit ${quiz?.title}`, exact: true }).click();
      const form = page.getByRole('form', { name: 'Edit Event' });
      await form.getByLabel('Place (optional)').fill(place);
      await form.getByRole('button', { name: 'Update Event' }).click();
      await expect(form).toBeHidden();
    };
    await setPlace(after);
    try {
      // The published page still says what the build read…
      expect(await (await page.request.get(pagePath)).text()).toContain(before);
      // …and the browser shows the change once its own read arrives, with no layout shift.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(pagePath);
      await expect(main(page)).toContainText(after);
      await expect(main(page)).not.toContainText(before);
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    } finally {
      await setPlace(before);
    }
  },
);

test('a page reached by a link takes its content from the publish, and reads live only collections changed since', async ({
  page,
}) => {
  const { changes: published = {} } = await publishedManifest();
  const queried: string[] = [];
  let marker: Record<string, { timestampValue?: string }> | undefined;
  // Reads sent and not yet answered: an in-app link is no new document, so the load states say
  // nothing of the reads its page starts; the test waits for these instead.
  let unanswered = 0;
  page.on('request', (request) => {
    if (!request.url().includes(':runQuery')) return;
    unanswered += 1;
    const body = JSON.parse(request.postData() ?? '{}') as {
      structuredQuery?: { from?: { collectionId?: string }[] };
    };
    queried.push(body.structuredQuery?.from?.[0]?.collectionId ?? '?');
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes(':runQuery')) unanswered -= 1;
  });
  page.on('response', async (response) => {
    if (!response.url().includes(':runQuery')) return;
    unanswered -= 1;
    const [first] = (await response.json()) as {
      document?: { name: string; fields?: NonNullable<typeof marker> };
    }[];
    if (first?.document?.name.endsWith('/changes/public')) marker = first.document.fields ?? {};
  });

  await page.goto('/');
  await takenOver(page);
  const galleryContent = page.waitForResponse((r) => r.url().endsWith('/published/gallery.json'));
  await main(page).getByRole('link', { name: 'View the whole gallery' }).click();
  expect((await galleryContent).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  // The marker's read starts once '/' is taken over and can come after the gallery is shown (a
  // run on a slow machine had sent none by then): wait for its answer, then for every read's.
  await expect.poll(() => marker !== undefined, { message: 'the change marker read' }).toBe(true);
  await expect.poll(() => unanswered, { message: 'reads not yet answered' }).toBe(0);

  // The marker once for the visit; besides it, only collections written since the publish (other
  // tests write some), each of which a section on these pages shows, and the places of the
  // programmes that take registrations here, which are never published (they change with every
  // registration) and read live in one query.
  expect(
    queried.filter((c) => c === 'changes'),
    `reads sent: ${queried.join(', ')}`,
  ).toHaveLength(1);
  const changed = Object.keys(marker ?? {}).filter(
    (c) =>
      new Date(marker?.[c]?.timestampValue ?? 0).getTime() !==
      new Date(published[c as keyof typeof published] ?? 0).getTime(),
  );
  expect(
    queried
      .filter((c) => c !== 'changes' && c !== REGISTRATION_SETTINGS)
      .every((c) => changed.includes(c)),
  ).toBe(true);
  await expect(main(page).getByRole('img', { name: SEED_GALLERY[0]?.title })).toHaveCount(1);
});
