/**
 * Programmes in a real browser: an administrator's programme as visitors meet it on /programmes,
 * its own page, the calendar and the home page's strip, through an edit and a deletion; a seeded
 * programme's page (its calendar file, the menu, axe); the calendar's months and its phone layout.
 *
 * The seed dates its programmes relative to the day of seeding (seed/data.ts), the soonest five
 * days ahead; the administrator's programme here starts two days ahead, the soonest of all, so the
 * home page's strip of the next three shows it.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { SEED_PROGRAMMES, seedProgrammeDates } from '../../seed/data';
import {
  adminTest,
  expect,
  expectNoAxeViolations,
  expectToast,
  gradientImage,
  openHydrated,
  test,
} from './fixtures';
import { publishedManifest } from './env';
import { SITE_TITLE } from './routes';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 720 };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar date; month 1–12. */
interface Day {
  year: number;
  month: number;
  day: number;
}

const iso = (d: Day) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const monthParam = (d: Pick<Day, 'year' | 'month'>) =>
  `${d.year}-${String(d.month).padStart(2, '0')}`;
const monthTitle = (d: Pick<Day, 'year' | 'month'>) => `${MONTHS[d.month - 1]} ${d.year}`;
const shortMonth = (d: Day) => MONTHS[d.month - 1]!.slice(0, 3);

/** The month `count` months after (before, when negative) the given one. */
function addMonths({ year, month }: Pick<Day, 'year' | 'month'>, count: number) {
  const index = year * 12 + month - 1 + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The dates `offsets` days from today on the browser's own calendar (its local time). */
const browserDays = (page: Page, offsets: number[]): Promise<Day[]> =>
  page.evaluate(
    (offsets) =>
      offsets.map((offset) => {
        const date = new Date();
        date.setDate(date.getDate() + offset);
        return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
      }),
    offsets,
  );

/** How a range of days reads: '14–16 Feb 2026', '30 Jan – 1 Feb 2026', '30 Dec 2026 – 1 Jan 2027'. */
function rangeText(first: Day, last: Day): string {
  const end = `${last.day} ${shortMonth(last)} ${last.year}`;
  if (first.year !== last.year) return `${first.day} ${shortMonth(first)} ${first.year} – ${end}`;
  if (first.month !== last.month) return `${first.day} ${shortMonth(first)} – ${end}`;
  return `${first.day}–${end}`;
}

const main = (page: Page) => page.getByRole('main');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const upcoming = (page: Page) => main(page).getByRole('region', { name: 'Upcoming Programmes' });
const calendarGrid = (page: Page) => main(page).getByRole('table');

/** A programme's card in a list, found by its title. */
const card = (scope: Locator, title: string) =>
  scope
    .getByRole('article')
    .filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });

/** Waits until the page's data has arrived (no loading indicator left). */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/** Expects an image to have arrived and decoded (a broken or unloaded one has no natural width). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * The days of the month shown on /calendar whose cells list the programme, read as a visitor
 * reads a wall calendar: the month runs from the first cell numbered 1 to the cell before the
 * next 1; the days before and after it belong to the neighbouring months.
 */
async function daysListing(page: Page, title: string): Promise<number[]> {
  await settled(page);
  const cells = await calendarGrid(page)
    .getByRole('cell')
    .evaluateAll((tds) =>
      tds.map((td) => ({
        day: Number.parseInt(td.textContent ?? '', 10),
        titles: [...td.querySelectorAll('a')].map((a) => a.textContent?.trim() ?? ''),
      })),
    );
  let ones = 0;
  const days: number[] = [];
  for (const { day, titles } of cells) {
    if (day === 1) ones++;
    if (ones === 1 && titles.includes(title)) days.push(day);
  }
  return days;
}

/** Answers the confirmation that guards every deletion. */
async function confirmDeletion(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

adminTest(
  'events: a programme with a poster is added, shown on every public page, renamed and deleted',
  async ({ page }) => {
    // Many pages on a shared machine: more than the default minute.
    test.slow();
    const title = `E2E ${Date.now().toString(36)} Youth Retreat`;
    const renamed = `${title} (renamed)`;
    const paragraphs = [
      'Three days of prayer, talks and games by the river.',
      'Bring a water bottle and comfortable shoes.',
    ];
    const registration = `https://forms.example.org/${encodeURIComponent(title)}`;
    // Starts before every seeded programme, so it is the soonest and leads the home page's strip.
    const days = await browserDays(page, [2, 3, 4]);
    const [first, , last] = days as [Day, Day, Day];
    const dateText = rangeText(first, last);

    // Add it on the Events screen.
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { name: 'Events Management', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const addForm = page.getByRole('form', { name: 'Add New Event' });
    await addForm.getByLabel('Title', { exact: true }).fill(title);
    await addForm.getByLabel('Start date').fill(iso(first));
    await addForm.getByLabel('End date (optional)').fill(iso(last));
    await addForm.getByLabel('Time (optional)').fill('9:00 AM – 5:00 PM');
    await addForm.getByLabel('Place (optional)').fill('Retreat House, Agra');
    await addForm.getByLabel('Description (optional)').fill(paragraphs.join('\n\n'));
    await addForm.getByLabel('Registration link (optional)').fill(registration);
    await addForm.getByLabel('Poster (optional)').setInputFiles({
      name: 'poster.jpg',
      mimeType: 'image/jpeg',
      buffer: await gradientImage(480, 'jpeg', 200),
    });
    await addForm.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Event added successfully');
    await expect(addForm).toBeHidden();
    await expect(card(main(page), title)).toContainText(dateText);

    // /programmes: under Upcoming Programmes, with its dates and its poster.
    await openHydrated(page, '/programmes');
    const listed = card(upcoming(page), title);
    await expect(listed).toContainText(dateText);
    await expect(listed).toContainText('Retreat House, Agra');
    await expect(
      listed.getByRole('link', { name: `Register for ${title} (opens in a new tab)` }),
    ).toHaveAttribute('href', registration);
    const listedPoster = listed.getByRole('img', { name: `Poster of ${title}` });
    await expectLoaded(listedPoster);
    const posterUrl = (await listedPoster.getAttribute('src'))!;

    // Its own page.
    await listed.getByRole('link', { name: title, exact: true }).click();
    await expect(main(page).getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const programmeUrl = page.url();
    expect(new URL(programmeUrl).pathname).toMatch(/^\/programmes\/[^/]+$/);
    await expect(page).toHaveTitle(`${title} | ${SITE_TITLE}`);
    await expect(main(page)).toContainText(dateText);
    await expect(main(page)).toContainText('9:00 AM – 5:00 PM');
    await expectLoaded(main(page).getByRole('img', { name: `Poster of ${title}` }));
    await expect(
      main(page)
        .getByRole('paragraph')
        .filter({ hasText: /^(Three days|Bring a water)/ }),
    ).toHaveText(paragraphs);
    await expect(
      main(page).getByRole('link', { name: 'Register (opens in a new tab)' }),
    ).toHaveAttribute('href', registration);

    // The calendar lists it on each of its days, in one month or across two.
    await openHydrated(page, '/calendar');
    const today = (await browserDays(page, [0]))[0]!;
    for (const month of [first, last].filter(
      (d, i, both) => i === 0 || d.month !== both[0]!.month,
    )) {
      if (month.month !== today.month) {
        await page.getByRole('button', { name: 'Next month' }).click();
        await expect(page).toHaveURL(new RegExp(`\\?month=${monthParam(month)}$`));
      }
      await expect(
        main(page).getByRole('heading', { name: monthTitle(month), exact: true }),
      ).toBeVisible();
      await expect(
        calendarGrid(page).getByRole('link', { name: title, exact: true }).first(),
      ).toBeVisible();
      expect(await daysListing(page, title), `days of ${monthTitle(month)}`).toEqual(
        days.filter((d) => d.month === month.month).map((d) => d.day),
      );
      await expect(
        main(page)
          .getByRole('region', { name: `Programmes in ${monthTitle(month)}` })
          .getByRole('link', { name: title, exact: true }),
      ).toBeVisible();
    }

    // The home page's strip shows the next three, this one among them.
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Upcoming Programmes' });
    await expect(strip.getByRole('heading', { name: title, exact: true, level: 3 })).toBeVisible();
    await expect(strip.getByRole('heading', { level: 3 })).toHaveCount(3);

    // Rename it; the poster stays.
    await page.goto('/admin/events');
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const editForm = page.getByRole('form', { name: 'Edit Event' });
    await expect(editForm.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(editForm.getByLabel('End date (optional)')).toHaveValue(iso(last));
    await expect(editForm.getByRole('img', { name: 'Current poster' })).toBeVisible();
    await editForm.getByLabel('Title', { exact: true }).fill(renamed);
    await editForm.getByRole('button', { name: 'Update Event' }).click();
    await expectToast(page, 'Event updated successfully');
    await expect(card(main(page), renamed)).toBeVisible();

    await openHydrated(page, '/programmes');
    const renamedCard = card(upcoming(page), renamed);
    await expect(renamedCard).toContainText(dateText);
    await expect(renamedCard.getByRole('img', { name: `Poster of ${renamed}` })).toHaveAttribute(
      'src',
      posterUrl,
    );
    await expect(card(upcoming(page), title)).toHaveCount(0);

    // Delete it: gone from every page, its poster kept in storage for the Trash, its page says so.
    await page.goto('/admin/events');
    await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    await confirmDeletion(page, 'Are you sure you want to delete this event?');
    await expectToast(page, 'Event deleted successfully');
    await expect(card(main(page), renamed)).toHaveCount(0);
    expect((await page.request.get(posterUrl)).status()).toBe(200);

    // Each list is checked once the seeded programmes it shows have arrived.
    const seededSoonest = SEED_PROGRAMMES.filter((p) => p.startsIn >= 0).sort(
      (a, b) => a.startsIn - b.startsIn,
    )[0]!;
    await page.goto('/programmes');
    await expect(
      upcoming(page).getByRole('link', { name: seededSoonest.title, exact: true }),
    ).toBeVisible();
    await expect(upcoming(page).getByRole('link', { name: renamed })).toHaveCount(0);

    // Taken over by React before 'Next month' is pressed (a press before then is lost).
    await openHydrated(page, `/calendar?month=${monthParam(first)}`);
    await expect(
      main(page).getByRole('heading', { name: monthTitle(first), exact: true }),
    ).toBeVisible();
    await settled(page);
    await expect(main(page).getByRole('link', { name: renamed })).toHaveCount(0);
    if (last.month !== first.month) {
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(
        main(page).getByRole('heading', { name: monthTitle(last), exact: true }),
      ).toBeVisible();
      await settled(page);
      await expect(main(page).getByRole('link', { name: renamed })).toHaveCount(0);
    }

    await page.goto('/');
    await expect(strip.getByRole('link', { name: seededSoonest.title, exact: true })).toBeVisible();
    await expect(strip.getByRole('link', { name: renamed })).toHaveCount(0);

    await page.goto(programmeUrl);
    await expect(main(page).getByText('This programme could not be found.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'All programmes' })).toBeVisible();
  },
);

test("a seeded programme's page: Programmes is the current menu entry, no axe violations, and its calendar file", async ({
  page,
}) => {
  const camp = SEED_PROGRAMMES.find((p) => p.title === 'Archdiocesan Youth Leadership Camp')!;
  // The code that writes calendar files is fetched only when a visitor asks for one.
  const icsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('programmeIcs')) icsRequests.push(request.url());
  });

  await page.setViewportSize(PHONE);
  await openHydrated(page, '/programmes');
  await upcoming(page).getByRole('link', { name: camp.title, exact: true }).click();
  await expect(main(page).getByRole('heading', { name: camp.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/programmes\/[^/?]+$/);
  await expectLoaded(main(page).getByRole('img', { name: `Poster of ${camp.title}` }));
  await expectNoAxeViolations(page, 'a programme (375 px)', { soft: true });

  await page.setViewportSize(DESKTOP);
  await page.waitForFunction((width) => window.innerWidth === width, DESKTOP.width);
  await expectNoAxeViolations(page, 'a programme (1280 px)', { soft: true });
  await expect(menu(page).locator('[aria-current="page"]')).toHaveText(['Programmes']);

  expect(icsRequests, 'calendar-file code requested before the click').toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
  expect(icsRequests.length, 'calendar-file code requested on the click').toBeGreaterThan(0);
  // Long lines of a calendar file are folded (a line break and a space); read them whole.
  const text = (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`SUMMARY:${camp.title}`);
  // Its first day, as the page states it.
  const start = await main(page).locator('time').first().getAttribute('datetime');
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(text).toContain(`DTSTART;VALUE=DATE:${start!.replace(/-/g, '')}`);
});

test('the calendar: months in the address and the back button; titles on wide screens, markers on phones', async ({
  page,
}) => {
  const youthDay = SEED_PROGRAMMES.find((p) => p.title === 'Deanery Youth Day, Mathura')!;
  await page.setViewportSize(DESKTOP);
  await openHydrated(page, '/calendar');
  const [today] = (await browserDays(page, [0])) as [Day];
  const heading = (month: Pick<Day, 'year' | 'month'>) =>
    main(page).getByRole('heading', { name: monthTitle(month), exact: true });
  await expect(heading(today)).toBeVisible();
  const todayCell = calendarGrid(page).locator('[aria-current="date"]');
  await expect(todayCell).toHaveCount(1);
  expect(Number.parseInt(await todayCell.innerText(), 10)).toBe(today.day);

  // Each month has its own address, and the back button goes back a month.
  const next = addMonths(today, 1);
  const afterNext = addMonths(today, 2);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${monthParam(next)}$`));
  await expect(heading(next)).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${monthParam(afterNext)}$`));
  await expect(heading(afterNext)).toBeVisible();
  await expect(calendarGrid(page).locator('[aria-current="date"]')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${monthParam(next)}$`));
  await expect(heading(next)).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  const previous = addMonths(today, -1);
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${monthParam(previous)}$`));
  await expect(heading(previous)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${monthParam(today)}$`));
  await expect(heading(today)).toBeVisible();

  // A seeded programme's day: its title on a wide screen. The seed dated it by the site's day.
  const { startDate } = seedProgrammeDates(youthDay, (await publishedManifest()).today);
  const month = { year: Number(startDate.slice(0, 4)), month: Number(startDate.slice(5, 7)) };
  await openHydrated(page, `/calendar?month=${monthParam(month)}`);
  await expect(heading(month)).toBeVisible();
  const entry = calendarGrid(page).getByRole('link', { name: youthDay.title, exact: true }).first();
  const entryTitle = entry.getByText(youthDay.title, { exact: true });
  await expect(entryTitle).toBeVisible();
  expect((await entryTitle.boundingBox())!.width).toBeGreaterThan(40);
  expect(await daysListing(page, youthDay.title)).toEqual([Number(startDate.slice(8))]);

  // On a phone: a round marker, big enough for a finger, named by the title nobody sees.
  await page.setViewportSize(PHONE);
  await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
  await expect(entry).toBeVisible();
  await expect.poll(async () => (await entryTitle.boundingBox())?.width).toBeLessThanOrEqual(1);
  const marker = (await entry.boundingBox())!;
  expect(marker.width).toBeGreaterThanOrEqual(24);
  expect(marker.height).toBeGreaterThanOrEqual(24);
  await entry.click();
  await expect(main(page).getByRole('heading', { name: youthDay.title, level: 1 })).toBeVisible();
});
