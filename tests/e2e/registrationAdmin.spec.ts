/**
 * The team's side of registration in a real browser, on the rules and the local backend: the team
 * opens registration on a new programme (its settings saved after it), adds two walk-ins at the
 * door (their consent on paper; one's parish chosen from the seeded list, the other's typed under
 * 'Other'), downloads the list as a CSV (read back: the byte order mark, the
 * walk-in's row with a Devanagari name, the download recorded on the screen), prints the check-in
 * list alone (a box for each of the programme's two days), checks someone in on a phone, on each
 * day, and prints that person's certificate. axe finds nothing at either width. Then the
 * certificates as the browser saves them to a PDF: one A4 landscape page per person arrived, a
 * name of 100 characters kept on its page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SEED_PARISH_LIST } from '../../seed/data';
import { ageOn } from '../../src/domain/registration/ages';
import { addDays, isoDate, parseDate } from '../../src/domain/programmes';
import { localDateString } from '../../src/domain/localDate';
import {
  programmeDayName,
  programmeDayTitle,
  programmeDays,
} from '../../src/domain/registration/attendance';
import { programmeInput } from '../fixtures/inputs';
import { e2eEnv } from './env';
import { pdfPages } from './pdf';
import { ACCOUNTS, adminTest, expect, expectNoAxeViolations, expectToast, test } from './fixtures';

/** A group of the seeded parish list (the archdiocese's). */
const MATHURA = SEED_PARISH_LIST.find((group) => group.name === 'Mathura district')!;

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 720 };

/** The browser's own date `offset` days from today, 'YYYY-MM-DD', and its year. */
const browserDay = (page: Page, offset: number) =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      year: date.getFullYear(),
    };
  }, offset);

/** Waits until the screen has read what it shows (no loading indicator left). */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/** axe on the screen as it is, at phone width and then at desktop width. */
async function axeAtBothWidths(page: Page, screen: string) {
  await page.setViewportSize(PHONE);
  await settled(page);
  await expectNoAxeViolations(page, `${screen} (375 px)`, { soft: true });
  await page.setViewportSize(DESKTOP);
  await page.waitForFunction((width) => window.innerWidth === width, DESKTOP.width);
  await settled(page);
  await expectNoAxeViolations(page, `${screen} (desktop)`, { soft: true });
}

interface WalkIn {
  name: string;
  dob: string;
  phone: string;
  /** A parish of the team's list, chosen; or one typed under 'Other', with its deanery. */
  place: { listed: string } | { parish: string; deanery: string };
  size: string;
}

async function addWalkIn(page: Page, person: WalkIn) {
  await page.getByRole('button', { name: 'Add a walk-in' }).click();
  const form = page.getByRole('form', { name: 'Add a walk-in' });
  await expect(form.getByText(/^Consent is taken on paper/)).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(person.name);
  await form.getByLabel('Date of birth', { exact: true }).fill(person.dob);
  await form.getByLabel('Phone', { exact: true }).fill(person.phone);
  const parish = form.getByRole('combobox', { name: 'Parish', exact: true });
  if ('listed' in person.place) await parish.selectOption(person.place.listed);
  else {
    await parish.selectOption('Other: not in this list');
    await form.getByRole('textbox', { name: 'Parish', exact: true }).fill(person.place.parish);
    await form.getByRole('textbox', { name: 'Deanery', exact: true }).fill(person.place.deanery);
  }
  await form.getByLabel("Emergency contact's name", { exact: true }).fill('Sunita Verma');
  await form.getByLabel("Emergency contact's phone", { exact: true }).fill('98765 00000');
  await form.getByLabel('T-shirt size', { exact: true }).selectOption(person.size);
  await form.getByLabel('The paper consent form is signed', { exact: true }).check();
  await form.getByRole('button', { name: 'Add walk-in' }).click();
  await expectToast(page, `${person.name} is registered.`);
  await expect(form).toBeHidden();
}

adminTest(
  'registrations: the team opens registration, adds walk-ins, exports the CSV and checks in on a phone',
  async ({ page }) => {
    test.slow();
    const title = `E2E ${Date.now().toString(36)} Registration Camp`;
    const start = await browserDay(page, 6);
    const end = await browserDay(page, 7);
    const days = programmeDays(start.iso, end.iso);
    const anita: WalkIn = {
      name: 'अनीता "Annie" Sharma',
      dob: `${start.year - 20}-01-15`,
      phone: '+91 98765 11111',
      place: { parish: '=Cathedral, Agra', deanery: 'Agra City' },
      size: 'M',
    };
    const ravi: WalkIn = {
      name: 'Ravi Kumar',
      dob: `${start.year - 17}-02-01`,
      phone: '98765 22222',
      place: { listed: MATHURA.parishes[0]! },
      size: 'S',
    };

    // The programme, taking registrations here: two places, a question of its own.
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const form = page.getByRole('form', { name: 'Add New Event' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Start date').fill(start.iso);
    await form.getByLabel('End date (optional)').fill(end.iso);
    const registration = form.getByRole('group', { name: 'Registration on this site' });
    await registration.getByRole('checkbox', { name: 'Take registrations here' }).check();
    await registration.getByLabel('Capacity (optional)').fill('2');
    await registration.getByLabel('Fee (optional)').fill('Pay ₹300 at the venue');
    await registration.getByRole('button', { name: 'Add a question' }).click();
    const question = registration.getByRole('group', { name: 'Question 1' });
    await question.getByLabel('Question').fill('T-shirt size');
    await question.getByLabel('Answer').selectOption('A choice');
    await question.getByRole('textbox', { name: 'Option 1', exact: true }).fill('S');
    await question.getByRole('textbox', { name: 'Option 2', exact: true }).fill('M');
    await axeAtBothWidths(page, 'the event form taking registrations');
    await form.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Event added successfully');
    await expect(form).toBeHidden();

    // Its card leads to its registrations, counted once the card is in view.
    await page.getByRole('heading', { name: title, exact: true }).scrollIntoViewIfNeeded();
    const link = page.getByRole('link', {
      name: `${title}: Registrations (0 confirmed, 0 waiting)`,
    });
    await link.click();
    await expect(
      page.getByRole('heading', { name: 'Events Management: Registrations', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByText('No one has registered yet.')).toBeVisible();
    await expect(
      page.getByText(/^Registration is open until .*2 places\. Pay ₹300 at the venue\.$/),
    ).toBeVisible();
    const registrationsUrl = page.url();
    expect(new URL(registrationsUrl).pathname).toMatch(/^\/admin\/events\/[^/]+\/registrations$/);

    // Two walk-ins at the door, each taking a place.
    await page.getByRole('button', { name: 'Add a walk-in' }).click();
    await axeAtBothWidths(page, 'the walk-in form');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await addWalkIn(page, anita);
    await addWalkIn(page, ravi);
    const counts = page.getByRole('group', { name: 'Counts' });
    await expect(counts).toContainText('Confirmed2');
    await expect(counts).toContainText('Places left0');
    const table = page.getByRole('table', { name: 'Registrations' });
    // By name: Latin script before Devanagari.
    await expect(table.getByRole('rowheader')).toHaveText([ravi.name, anita.name]);
    await axeAtBothWidths(page, 'registrations screen');
    await page.getByRole('button', { name: `Cancel ${ravi.name}’s registration` }).click();
    const cancelling = page.getByRole('dialog', { name: `Cancel ${ravi.name}’s registration?` });
    await expect(cancelling.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await axeAtBothWidths(page, 'the cancel dialog');
    await cancelling.getByRole('button', { name: 'Keep it' }).click();
    await expect(cancelling).toBeHidden();

    // The CSV, after its warning; the download recorded on the screen.
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Keep this file safe' });
    await expect(warning).toContainText('The file holds the personal details of 2 people');
    await expectNoAxeViolations(page, 'the CSV warning');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      warning.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^e2e-[a-z0-9]+-registration-camp-registrations\.csv$/,
    );
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(
      /^"Name","Reference","Date of birth","Age on the first day","Phone","Parish",.*"T-shirt size"/,
    );
    // A programme of two days: the days present after the time of the first arrival.
    expect(lines[0]).toContain('"Arrived","Days present","E-mail"');
    const anitaRow = lines.find((line) => line.startsWith('"अनीता ""Annie"" Sharma"'));
    // Her reference, her age on the first day, the phones as typed after an invisible word
    // joiner, and a cell that starts with = made text (csv.ts).
    expect(anitaRow).toMatch(/^"अनीता ""Annie"" Sharma","[0-9A-F]{3}-[0-9A-F]{3}",/);
    expect(anitaRow).toContain(
      `"${anita.dob}","${ageOn(anita.dob, start.iso)}","\u2060+91 98765 11111","'=Cathedral, Agra","Agra City","Sunita Verma","\u206098765 00000","M"`,
    );
    // A parish chosen from the list is stored with the group it stands under.
    const raviRow = lines.find((line) => line.startsWith(`"${ravi.name}"`));
    expect(raviRow).toContain(`"${MATHURA.parishes[0]}","${MATHURA.name}"`);
    // Registered a moment ago, at a time in India's time zone as spreadsheets read it.
    // A walk-in's consent is on paper: no notice of the site's was agreed to.
    expect(anitaRow).toMatch(/"On paper \(walk-in\)","","\d{4}-\d{2}-\d{2} \d{2}:\d{2}",""$/);
    // Not arrived yet: no time, present on none of the two days, no e-mail address.
    expect(anitaRow).toContain('"","0 of 2","","On paper (walk-in)"');
    await expectToast(
      page,
      'The list is downloaded. Keep it safe, and delete it after the programme.',
    );
    await expect(
      page.getByRole('region', { name: 'Downloads of the list' }).getByRole('listitem'),
    ).toHaveText([/^Downloaded by .+ on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/]);

    // The check-in list prints alone: without the admin area around it.
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'yes';
      };
    });
    await page.getByRole('button', { name: 'Print check-in list' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByRole('table', { name: 'Confirmed' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('row')).toHaveCount(3);
    // A box to tick for each day.
    await expect(sheet.getByRole('columnheader')).toHaveText([
      ...days.map((day) => programmeDayTitle(days, day)),
      'Name',
      'Parish',
      'Phone',
      'Emergency contact',
    ]);
    await expect(sheet).toContainText('Sunita Verma, 98765 00000');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await expect(table).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(sheet).toHaveCount(0);

    // On a phone at the door: search a name, tap 'Arrived'.
    await page.setViewportSize(PHONE);
    await expect(table).toBeHidden();
    const search = page.getByLabel('Search by name, phone, parish or reference');
    // By the reference the person was given, typed in small letters without the dash.
    const reference = (await page
      .getByRole('article', { name: ravi.name })
      .getByText(/^Reference /)
      .textContent())!.replace('Reference ', '');
    await search.fill(reference.toLowerCase().replace('-', ''));
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: ravi.name })).toBeVisible();
    await search.fill('ravi');
    await expect(page.getByRole('article')).toHaveCount(1);
    // The programme has not begun: its first day comes first, and big; then its second day.
    const onDay = (day: string, name: string) =>
      page.getByRole('button', { name: `Arrived on ${programmeDayName(days, day)}: ${name}` });
    const [firstDay, secondDay] = days as [string, string];
    const card = page.getByRole('article', { name: ravi.name });
    await expect(card.getByRole('button', { name: /^Arrived on/ })).toHaveText([
      `Arrived on ${programmeDayName(days, firstDay)}`,
      `Arrived on ${programmeDayName(days, secondDay)}`,
    ]);
    for (const day of days) {
      const arrived = onDay(day, ravi.name);
      const box = await arrived.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await arrived.click();
      await expectToast(page, `${ravi.name} arrived on ${programmeDayName(days, day)}.`);
      await expect(arrived).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(card).toContainText('Days present 2 of 2');
    await expect(counts).toContainText('Arrived1');

    // Stored: read again, the days are there.
    await page.reload();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    for (const day of days) {
      await expect(onDay(day, ravi.name)).toHaveAttribute('aria-pressed', 'true');
      await expect(onDay(day, anita.name)).toHaveAttribute('aria-pressed', 'false');
    }
    await axeAtBothWidths(page, 'registrations screen after check-in');

    // Certificates: Ravi's alone, as Anita has not arrived; printed alone, as the check-in list.
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'certificates';
      };
    });
    await page.getByRole('button', { name: 'Print certificates' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'certificates');
    await page.emulateMedia({ media: 'print' });
    const certificates = page.locator('.certificate-sheet').getByRole('article');
    await expect(certificates).toHaveCount(1);
    await expect(certificates).toHaveAccessibleName(ravi.name);
    await expect(certificates).toContainText(`took part in${title}`);
    await expect(page.getByRole('button', { name: 'Print certificates' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('.certificate-sheet')).toHaveCount(0);
  },
);

/** A day `days` from today by this machine's clock ('YYYY-MM-DD'). */
const dayFromToday = (days: number) =>
  isoDate(addDays(parseDate(localDateString(new Date()))!, days));

/** The app's services in this test process, against the test stack, signed in as the owner. */
async function appServices() {
  Object.assign(process.env, {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: e2eEnv('projectId'),
    VITE_AUTH_EMULATOR_PORT: e2eEnv('authPort'),
    VITE_FIRESTORE_EMULATOR_PORT: e2eEnv('firestorePort'),
    VITE_STORAGE_EMULATOR_PORT: e2eEnv('storagePort'),
  });
  const [auth, records, registrations] = await Promise.all([
    import('../../src/services/auth'),
    import('../../src/services/records'),
    import('../../src/services/registration/registrations'),
  ]);
  await auth.signIn(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  return { records, registrations };
}

adminTest(
  'certificates: one A4 landscape page per person arrived, a name of 100 characters kept on its page',
  async ({ page }) => {
    // Two arrived (one with the longest name a registration holds), one not, one cancelled.
    const { records, registrations } = await appServices();
    const title = `E2E ${Date.now().toString(36)} Certificates Camp`;
    const startDate = dayFromToday(3);
    const programmeId = await records.addProgramme(
      programmeInput({ title, startDate, endDate: dayFromToday(5), place: 'Agra' }),
    );
    await registrations.saveRegistrationSettings(programmeId, {
      open: true,
      closesOn: dayFromToday(2),
      capacity: null,
      minAge: null,
      maxAge: null,
      fee: '',
      questions: [],
    });
    const longest = `${'Mariamma Philomena Thekkekarayil '.repeat(3)}Kurian`.slice(0, 100);
    expect(longest).toHaveLength(100);
    const people = [longest, 'Joseph Masih', 'Asha Verma', 'Priya Singh'];
    for (const [i, name] of people.entries())
      await registrations.addWalkIn(programmeId, {
        name,
        dob: `${Number(startDate.slice(0, 4)) - 20}-01-1${i}`,
        phone: `98765 1111${i}`,
        parish: 'Cathedral, Agra',
        deanery: 'Agra City',
        emergencyName: 'Sunita Verma',
        emergencyPhone: '98765 00000',
        answers: {},
        health: '',
      });
    const listed = await registrations.listRegistrations(programmeId);
    const named = (name: string) => listed.find((r) => r.name === name)!;
    await registrations.setArrived(named(longest), true);
    await registrations.setArrived(named('Joseph Masih'), true);
    await registrations.setArrived(named('Priya Singh'), true);
    await registrations.cancelRegistration(named('Priya Singh'), 'Went home ill');

    await page.goto(`/admin/events/${programmeId}/registrations`);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'certificates';
      };
    });
    await page.getByRole('button', { name: 'Print certificates' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'certificates');
    // Hidden on the screen; printed, the admin area is not.
    await expect(page.locator('.certificate-sheet')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    const certificates = page.locator('.certificate-sheet').getByRole('article');
    await expect(certificates).toHaveCount(2);
    for (const [i, name] of ['Joseph Masih', longest].entries())
      await expect(certificates.nth(i)).toHaveAccessibleName(name);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeHidden();
    await expect(page.getByRole('main')).toHaveClass(/\bcertificate-sheet\b/);
    // Both logos loaded before the dialog opened.
    for (const logo of await page.locator('.certificate-sheet img').all())
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'the certificates, printed');

    // Laid out as on paper, as wide as an A4 landscape page within its margins (273 mm): the
    // longest name wraps, and nothing of a certificate is cut off at its foot.
    await page.setViewportSize({ width: 1032, height: 794 });
    const long = certificates.nth(1);
    const name = long.getByText(longest, { exact: true });
    const [nameBox, pageBox] = [await name.boundingBox(), await long.boundingBox()];
    expect(nameBox!.x).toBeGreaterThanOrEqual(pageBox!.x);
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(pageBox!.x + pageBox!.width);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // The certificate hides what would spill onto another page: here nothing does.
    expect(
      await long.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight,
      ),
    ).toBe(true);
    const signatures = long.locator('.certificate-signature');
    await expect(signatures).toHaveText(['Diocesan Youth Director', 'Chairman']);
    const lastBox = await signatures.last().boundingBox();
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(pageBox!.y + pageBox!.height);

    // Saved as a PDF: a page per certificate, A4 landscape (842 × 595 points).
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdfPages(pdf)).toEqual([
      { width: 842, height: 595 },
      { width: 842, height: 595 },
    ]);
  },
);
