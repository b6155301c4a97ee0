/**
 * Registration in a real browser, against the test stack: a 16-year-old asks a parent, whose link
 * (read from the Auth emulator's out-of-band codes, as the e-mail would bring it) opens the form
 * on the parent's own phone, and the parent registers them with consent, taking a place; a parent
 * on a 360 × 740 phone registers a child from the home page's 'Upcoming Programmes', each step's
 * button in the first screen, and comes back through 'My registrations' in the footer; a
 * 16-year-old who says they are 18 is sent to ask a
 * parent before any e-mail; an adult takes the last place and the next person waits; a registrant
 * signs in on 'My registrations' on another device, cancels (the place freed) and deletes the
 * sign-in account. Each new screen is checked with axe at a phone's width and a desktop's.
 *
 * Each journey has a programme of its own, made with the app's own services, taking
 * registrations on the site: a year and more ahead (so the lists of upcoming programmes other
 * journeys check stay as they are), but for the one that starts from the home page, which shows
 * the three soonest: three days ahead, after the programme of programmes.spec.ts (two days) and
 * before the seed's soonest (five), so that both stay in that strip too.
 */
import type { Page } from '@playwright/test';
import { addDays, isoDate, parseDate } from '../../src/domain/programmes';
import { localDateString } from '../../src/domain/localDate';
import type { RegistrationSettings } from '../../src/domain/registration/registrations';
import { LOCAL_REGISTRANT_TENANT } from '../../src/domain/registration/registrantTenant';
import { SEED_PARISH_LIST } from '../../seed/data';
import { noticeVersionIn } from '../../src/domain/registration/notice';
import { fill } from '../../src/words/fill';
import { INTERFACE_HI } from '../../src/words/hi';
import { REGISTRATION_HI } from '../../src/words/hiRegistration';
import { programmeInput } from '../fixtures/inputs';
import { e2eEnv } from './env';
import { ACCOUNTS, anotherBrowser, expect, expectNoAxeViolations, test } from './fixtures';

const run = Date.now().toString(36);

/** A day `days` from today ('YYYY-MM-DD'). */
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

/**
 * A programme of two days starting `startsIn` days from today, taking registrations until
 * `startsIn - 10` days from today; resolves with its id and first day.
 */
async function programmeTakingRegistrations(
  title: string,
  settings: Partial<RegistrationSettings>,
  startsIn = 400,
) {
  const { records, registrations } = await appServices();
  const startDate = dayFromToday(startsIn);
  const id = await records.addProgramme(
    programmeInput({ title, startDate, endDate: dayFromToday(startsIn + 1), place: 'Agra' }),
  );
  await registrations.saveRegistrationSettings(id, {
    open: true,
    closesOn: dayFromToday(startsIn - 10),
    capacity: null,
    minAge: null,
    maxAge: null,
    fee: '',
    questions: [],
    ...settings,
  });
  return { id, startDate };
}

/** The date `years` years before `date`, less `days` days ('YYYY-MM-DD'). */
function yearsBefore(date: string, years: number, days = 0) {
  const day = parseDate(date)!;
  return isoDate(addDays({ ...day, year: day.year - years }, -days));
}

/** The sign-in links the Auth emulator would have e-mailed, in the registrants' tenant. */
async function signInLinks(page: Page) {
  const codes = `http://127.0.0.1:${e2eEnv('authPort')}/emulator/v1/projects/${e2eEnv('projectId')}/tenants/${LOCAL_REGISTRANT_TENANT}/oobCodes`;
  const { oobCodes = [] } = (await (await page.request.get(codes)).json()) as {
    oobCodes?: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  return oobCodes.filter((code) => code.requestType === 'EMAIL_SIGNIN');
}

/**
 * The sign-in link the Auth emulator would have e-mailed to `email` last: a link of the
 * registrants' tenant, where the public signs in.
 */
async function signInLinkSentTo(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      link = (await signInLinks(page)).findLast((c) => c.email === email)?.oobLink ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Expects the button `name` of the step now shown to be whole in the first screen of a 740 px
 * high phone, the page not scrolled.
 */
async function expectInFirstScreen(page: Page, name: string) {
  const button = main(page).getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), `the page is not scrolled (${name})`).toBe(0);
  const box = await button.boundingBox();
  expect(box, `'${name}' is laid out`).not.toBeNull();
  expect(box!.y + box!.height, `the bottom of '${name}', in px from the top`).toBeLessThanOrEqual(
    740,
  );
}

/** axe on the page as it is now, at 375 px and at 1280 px (soft: every violation is reported). */
async function checkBothWidths(page: Page, screen: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await expectNoAxeViolations(page, `${screen} (${width} px)`, { soft: true });
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page, name: string) =>
  main(page).getByRole('heading', { name, exact: true });

/** Chooses who is registering on the form's first step, with the date of birth it then asks. */
async function choose(page: Page, who: RegExp, dob?: string) {
  await main(page).getByRole('radio', { name: who }).check();
  if (dob !== undefined)
    await main(page)
      .getByLabel(/date of birth$/)
      .fill(dob);
  await main(page).getByRole('button', { name: 'Continue' }).click();
}

/** Asks for the link on the e-mail step, then opens it in the same browser (which remembers). */
async function signInHere(page: Page, email: string) {
  await main(page).getByLabel('E-mail address').fill(email);
  await main(page).getByRole('button', { name: 'Send me the link' }).click();
  await expect(main(page).getByRole('status')).toHaveText(`We sent a sign-in link to ${email}.`);
  await page.goto(await signInLinkSentTo(page, email));
}

/** The parish chosen from the seeded list (the archdiocese's), and the group it fills in. */
const PARISH = { name: SEED_PARISH_LIST[0]!.parishes[0]!, deanery: SEED_PARISH_LIST[0]!.name };

/** Fills in the form well, for `name` born on `dob`, the parish chosen from the team's list. */
async function fillForm(
  page: Page,
  { name, dob, forChild }: { name: string; dob: string; forChild: boolean },
) {
  const form = main(page);
  await form.getByLabel(forChild ? "Your child's full name" : 'Full name').fill(name);
  await form.getByLabel('Date of birth').fill(dob);
  await form
    .getByLabel(forChild ? 'Phone number (yours or your child’s)' : 'Phone number', { exact: true })
    .fill('+91 98765 43210');
  await form.getByRole('combobox', { name: 'Parish' }).selectOption(PARISH.name);
  await expect(form.getByText(`Deanery: ${PARISH.deanery}`)).toBeVisible();
  await form.getByLabel('Their name').fill('Mary Thomas');
  await form.getByLabel('Their phone number').fill('98765 01234');
}

/** The places the programme's page says are left, once its registration has been read. */
const placesOnPage = (page: Page) =>
  main(page).getByRole('region', { name: 'Registration' }).getByRole('listitem').first();

test.use({ viewport: { width: 375, height: 740 } });

test('a 16-year-old asks a parent, who registers them with consent on another phone, and the place is taken', async ({
  page,
  browser,
}) => {
  const { id, startDate } = await programmeTakingRegistrations(`Teen camp ${run}`, {
    capacity: 5,
    minAge: 13,
    maxAge: 19,
    fee: 'Pay ₹300 at the venue',
    questions: [{ id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'] }],
  });
  const parent = `parent-${run}@example.org`;

  // The young person, on the programme's page.
  await page.goto(`/programmes/${id}`);
  await expect(placesOnPage(page)).toHaveText('5 places left');
  await main(page).getByRole('link', { name: 'Register', exact: true }).first().click();
  await expect(stepHeading(page, 'Who is registering?')).toBeVisible();
  await expect(main(page).getByText('Pay ₹300 at the venue')).toBeVisible();
  await checkBothWidths(page, 'who is registering');
  await choose(page, /^Myself, but I am under 18/);
  await expect(stepHeading(page, 'Ask a parent or guardian')).toBeFocused();
  // Asked for nothing but a parent's address.
  await expect(main(page).getByRole('textbox')).toHaveCount(1);
  await checkBothWidths(page, "a parent's address");
  await main(page).getByLabel("Your parent's or guardian's e-mail address").fill(parent);
  await main(page).getByRole('button', { name: 'Send the link to my parent' }).click();
  await expect(main(page).getByRole('status')).toHaveText(`We sent a sign-in link to ${parent}.`);
  await expect(main(page).getByRole('link', { name: /^Tell them on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Please%20register%20me%20for%20Teen%20camp/,
  );
  await checkBothWidths(page, 'the link sent to a parent');

  // The parent, on their own phone, opens the link the e-mail brought.
  const parentPhone = await anotherBrowser(browser);
  try {
    const other = parentPhone.page;
    await other.setViewportSize({ width: 375, height: 740 });
    await other.goto(await signInLinkSentTo(page, parent));
    await expect(stepHeading(other, 'One more step: your e-mail address')).toBeVisible();
    await main(other).getByLabel('E-mail address').fill(parent);
    await main(other).getByRole('button', { name: 'Sign in' }).click();
    await expect(stepHeading(other, "Your child's details")).toBeVisible();
    await expect(other).toHaveURL(new RegExp(`/programmes/${id}/register\\?for=child$`));
    await expect(main(other).getByText(`Signed in as ${parent}.`)).toBeVisible();

    await fillForm(other, {
      name: 'Tara Verma',
      dob: yearsBefore(startDate, 16, 30),
      forChild: true,
    });
    await main(other).getByRole('radio', { name: 'M', exact: true }).check();
    await main(other).getByLabel('Health or diet (optional)').fill('No peanuts.');
    // Without the parent's confirmation nothing is written.
    await main(other).getByRole('button', { name: 'Register', exact: true }).click();
    await expect(main(other).getByRole('alert')).toHaveText(
      'Not sent yet. Please fix 1 problem below.',
    );
    await checkBothWidths(other, 'the form, with a problem');
    await main(other)
      .getByRole('checkbox', {
        name: "I am Tara Verma's parent or guardian and I am 18 or over",
      })
      .check();
    await main(other).getByRole('button', { name: 'Register', exact: true }).click();
    await expect(stepHeading(other, 'Tara Verma is registered')).toBeFocused();
    await expect(main(other).getByRole('button', { name: 'Register another child' })).toBeVisible();
    await checkBothWidths(other, 'the answer');
  } finally {
    await parentPhone.close();
  }

  // The place is taken.
  await page.goto(`/programmes/${id}`);
  await expect(placesOnPage(page)).toHaveText('4 places left');
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a parent registers a child from the home page, each step's button in the first screen, and comes back through My registrations in the footer", async ({
    page,
  }) => {
    const title = `Family day ${run}`;
    const { id, startDate } = await programmeTakingRegistrations(
      title,
      { capacity: 10, closesOn: dayFromToday(2) },
      3,
    );
    const parent = `phone-parent-${run}@example.org`;
    const childBorn = yearsBefore(startDate, 14, 10);

    // The home page's 'Upcoming Programmes', below the banner and the welcome: the programme's
    // card, with 'Register' and its places.
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Upcoming Programmes' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByText('10 places left', { exact: true })).toBeVisible();
    const register = card.getByRole('link', { name: `Register for ${title}`, exact: true });
    // Where it is on the first screen, the page not scrolled yet: below it (a visitor scrolls to
    // 'Upcoming Programmes'); measured, for the record.
    const box = await register.boundingBox();
    test.info().annotations.push({
      type: "the home page's 'Register', 360 × 740",
      description: `top at ${Math.round(box?.y ?? -1)} px, the page scrolled ${await page.evaluate(() => window.scrollY)} px`,
    });
    await register.click();
    // The form opens at its top, the step's button in the first screen.
    await expect(page).toHaveURL(new RegExp(`/programmes/${id}/register$`));
    await expect(stepHeading(page, 'Who is registering?')).toBeVisible();
    await main(page)
      .getByRole('radio', { name: /^My child/ })
      .check();
    await main(page).getByLabel("Your child's date of birth").fill(childBorn);
    await expectInFirstScreen(page, 'Continue');
    await main(page).getByRole('button', { name: 'Continue' }).click();

    await expect(stepHeading(page, 'Your e-mail address, as the parent')).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectInFirstScreen(page, 'Send me the link');
    await main(page).getByLabel('E-mail address').fill(parent);
    await main(page).getByRole('button', { name: 'Send me the link' }).click();
    await expect(main(page).getByRole('status')).toHaveText(`We sent a sign-in link to ${parent}.`);
    // What the e-mail looks like, in plain words.
    await expect(main(page)).toContainText(`noreply@${e2eEnv('projectId')}.firebaseapp.com`);
    await expect(main(page)).toContainText('Sign in to Youth Commission of Agra Archdiocese');
    await expect(main(page)).toContainText('Spam');
    await expect(main(page)).not.toContainText('Firebase');
    await checkBothWidths(page, 'the e-mail to look for');
    await page.setViewportSize({ width: 360, height: 740 });

    // The link, opened in this tab: the form starts with the first step's date of birth.
    await page.goto(await signInLinkSentTo(page, parent));
    await expect(stepHeading(page, "Your child's details")).toBeVisible();
    await expect(main(page).getByLabel('Date of birth')).toHaveValue(childBorn);
    await fillForm(page, { name: 'Meera Das', dob: childBorn, forChild: true });
    await main(page).getByRole('checkbox').check();
    await main(page).getByRole('button', { name: 'Register', exact: true }).click();
    await expect(stepHeading(page, 'Meera Das is registered')).toBeFocused();
    const reference = main(page).getByText(/^Reference: [0-9A-F]{3}-[0-9A-F]{3}\./);
    await expect(reference).toBeVisible();
    const shortReference = /[0-9A-F]{3}-[0-9A-F]{3}/.exec(
      (await reference.textContent()) ?? '',
    )![0];
    const share = new URL(
      (await main(page)
        .getByRole('link', { name: /^Share on WhatsApp/ })
        .getAttribute('href'))!,
    ).searchParams.get('text');
    expect(share).toContain(`Meera Das is registered for ${title}.`);
    expect(share).toContain(`Reference: ${shortReference}`);
    expect(share).toContain(`/programmes/${id}`);
    await checkBothWidths(page, 'the answer, with its reference');
    await page.setViewportSize({ width: 360, height: 740 });

    // Signed in: 'My registrations' is in the menu too.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'My registrations' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();

    // Back another day, from any page: the footer's 'My registrations'.
    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'My registrations' }).click();
    await expect(page).toHaveURL(/\/my-registrations$/);
    const item = main(page).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Meera Das');
    await expect(item).toContainText(`Reference: ${shortReference}`);
  });

  test('a 16-year-old who says they are 18 is sent to ask a parent before any e-mail is sent', async ({
    page,
  }) => {
    const { id, startDate } = await programmeTakingRegistrations(`Sports day ${run}`, {});
    const young = `young-${run}@example.org`;

    await page.goto(`/programmes/${id}/register`);
    await main(page)
      .getByRole('radio', { name: /^Myself: I am 18 or over/ })
      .check();
    await main(page)
      .getByLabel('Your date of birth')
      .fill(yearsBefore(startDate, 16, 30));
    await expectInFirstScreen(page, 'Continue');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Ask a parent or guardian')).toBeFocused();
    await expect(main(page)).toContainText(/You will be 16 on .*, the programme's first day\./);
    // Asked only for a parent's address: the young person's own is never asked, nor sent a link.
    await expect(main(page).getByRole('textbox')).toHaveCount(1);
    await expect(main(page).getByRole('textbox')).toHaveAccessibleName(
      "Your parent's or guardian's e-mail address",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectInFirstScreen(page, 'Send the link to my parent');
    expect((await signInLinks(page)).filter((code) => code.email === young)).toEqual([]);
    await page.goto(`/programmes/${id}/register?for=self`);
    // Straight to the e-mail step by its address, the date of birth is asked first all the same.
    await expect(stepHeading(page, 'Who is registering?')).toBeVisible();
    await expect(main(page).getByLabel('E-mail address')).toHaveCount(0);
  });
});

test.describe('in Hindi', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** A text of the site in Hindi, from the tables the pages say it from, its blanks filled. */
  const hi = (english: string, values: Record<string, string> = {}) => {
    const words: Record<string, string> = { ...INTERFACE_HI, ...REGISTRATION_HI };
    const hindi = words[english];
    if (hindi === undefined) throw new Error(`No Hindi for '${english}'`);
    return fill(hindi, values);
  };

  test("a parent registers a child entirely in Hindi, and the notice's language is kept with the consent", async ({
    page,
  }) => {
    const title = `Bal shivir ${run}`;
    const { id, startDate } = await programmeTakingRegistrations(title, { capacity: 10 });
    const parent = `hindi-parent-${run}@example.org`;
    const childBorn = yearsBefore(startDate, 12, 10);

    // The programme's page in Hindi, as a link shared on WhatsApp opens it.
    await page.goto(`/hi/programmes/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await main(page)
      .getByRole('link', { name: hi('Register'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/hi/programmes/${id}/register$`));
    await expect(stepHeading(page, hi('Who is registering?'))).toBeVisible();
    await main(page)
      .getByRole('radio', { name: hi('My child: I am their parent or guardian') })
      .check();
    await main(page).getByLabel(hi("Your child's date of birth")).fill(childBorn);
    await main(page)
      .getByRole('button', { name: hi('Continue') })
      .click();

    await expect(stepHeading(page, hi('Your e-mail address, as the parent'))).toBeFocused();
    await main(page).getByLabel(hi('E-mail address')).fill(parent);
    await main(page)
      .getByRole('button', { name: hi('Send me the link') })
      .click();
    await expect(main(page).getByRole('status')).toHaveText(
      hi('We sent a sign-in link to {email}.', { email: parent }),
    );
    await expectNoAxeViolations(page, 'the e-mail step in Hindi (360 px)', { soft: true });

    // The e-mail's link opens the form in Hindi.
    const link = await signInLinkSentTo(page, parent);
    expect(new URL(new URL(link).searchParams.get('continueUrl') ?? link).pathname).toMatch(
      /^\/hi\//,
    );
    await page.goto(link);
    await expect(stepHeading(page, hi("Your child's details"))).toBeVisible();
    const form = main(page);
    await form.getByLabel(hi("Your child's full name")).fill('Meera Das');
    await expect(form.getByLabel(hi('Date of birth'))).toHaveValue(childBorn);
    await form
      .getByLabel(hi('Phone number (yours or your child’s)'), { exact: true })
      .fill('+91 98765 43210');
    await form.getByRole('combobox', { name: hi('Parish') }).selectOption(PARISH.name);
    await expect(form.getByText(PARISH.deanery, { exact: false }).first()).toBeVisible();
    await form.getByLabel(hi('Their name')).fill('Mary Thomas');
    await form.getByLabel(hi('Their phone number')).fill('98765 01234');
    // The notice, in Hindi, above the button.
    await expect(
      form.getByText(hi('Before you register: how these details are used')),
    ).toBeVisible();
    await form.getByRole('checkbox').check();
    await expectNoAxeViolations(page, 'the form in Hindi (360 px)', { soft: true });
    await form.getByRole('button', { name: hi('Register'), exact: true }).click();
    await expect(
      stepHeading(page, hi('{name} is registered', { name: 'Meera Das' })),
    ).toBeFocused();

    // Kept with the consent: the notice's language and its version in that language.
    const { registrations } = await appServices();
    const [kept] = (await registrations.listRegistrations(id)).filter(
      (r) => r.name === 'Meera Das',
    );
    expect(kept).toMatchObject({
      consent: 'guardian',
      noticeLanguage: 'hi',
      noticeVersion: noticeVersionIn('hi'),
    });
  });
});

test('an adult takes the last place, and the next person waits', async ({ page, browser }) => {
  const { id, startDate } = await programmeTakingRegistrations(`Retreat ${run}`, { capacity: 1 });
  const first = `first-${run}@example.org`;
  const next = `next-${run}@example.org`;

  await page.goto(`/programmes/${id}`);
  await expect(placesOnPage(page)).toHaveText('1 place left');
  await page.goto(`/programmes/${id}/register`);
  await choose(page, /^Myself: I am 18 or over/, yearsBefore(startDate, 30));
  await expect(stepHeading(page, 'Your e-mail address')).toBeFocused();
  await checkBothWidths(page, 'the e-mail step');
  await signInHere(page, first);
  // The browser that asked for the link finishes signing in without asking again.
  await expect(stepHeading(page, 'Your details')).toBeVisible();
  await checkBothWidths(page, 'the form');
  await expect(main(page).getByLabel('Date of birth')).toHaveValue(yearsBefore(startDate, 30));
  await fillForm(page, { name: 'Ravi Kumar', dob: yearsBefore(startDate, 30), forChild: false });
  await main(page).getByRole('button', { name: 'Register', exact: true }).click();
  await expect(stepHeading(page, 'You are registered')).toBeFocused();

  const nextPhone = await anotherBrowser(browser);
  try {
    const other = nextPhone.page;
    await other.goto(`/programmes/${id}`);
    await expect(placesOnPage(other)).toHaveText('Full: you can join the waiting list');
    await main(other).getByRole('link', { name: 'Register', exact: true }).first().click();
    await choose(other, /^Myself: I am 18 or over/, yearsBefore(startDate, 25));
    await signInHere(other, next);
    await fillForm(other, { name: 'Neha Singh', dob: yearsBefore(startDate, 25), forChild: false });
    await main(other).getByRole('button', { name: 'Register', exact: true }).click();
    await expect(stepHeading(other, 'You are on the waiting list, number 1')).toBeFocused();
    await checkBothWidths(other, 'the answer: waiting');
  } finally {
    await nextPhone.close();
  }
});

test('a registrant signs in on My registrations on another device, cancels, and deletes the account', async ({
  page,
  browser,
}) => {
  const title = `Youth day ${run}`;
  const { id, startDate } = await programmeTakingRegistrations(title, { capacity: 2 });
  const email = `cancelling-${run}@example.org`;

  await page.goto(`/programmes/${id}/register?for=self`);
  await choose(page, /^Myself: I am 18 or over/, yearsBefore(startDate, 20));
  await signInHere(page, email);
  await fillForm(page, { name: 'Asha Thomas', dob: yearsBefore(startDate, 20), forChild: false });
  await main(page).getByRole('button', { name: 'Register', exact: true }).click();
  await expect(stepHeading(page, 'You are registered')).toBeVisible();
  await page.goto(`/programmes/${id}`);
  await expect(placesOnPage(page)).toHaveText('1 place left');

  const laptop = await anotherBrowser(browser);
  try {
    const other = laptop.page;
    await other.goto('/my-registrations');
    await expect(stepHeading(other, 'Sign in to see your registrations')).toBeVisible();
    await checkBothWidths(other, 'My registrations, signed out');
    await main(other).getByLabel('E-mail address').fill(email);
    await main(other).getByRole('button', { name: 'Send me the link' }).click();
    await expect(main(other).getByRole('status')).toHaveText(`We sent a sign-in link to ${email}.`);
    await other.goto(await signInLinkSentTo(other, email));
    await expect(other).toHaveURL(/\/my-registrations$/);

    const item = main(other).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Asha Thomas');
    await expect(item).toContainText('Registered');
    await expect(item).toContainText(/Reference: [0-9A-F]{3}-[0-9A-F]{3}/);
    await checkBothWidths(other, 'My registrations');
    await item.getByRole('button', { name: /^Cancel/ }).click();
    const dialog = other.getByRole('dialog', { name: "Cancel Asha Thomas's registration?" });
    await expect(dialog).toBeVisible();
    await checkBothWidths(other, 'the cancel dialog');
    await dialog.getByRole('button', { name: 'Cancel the registration' }).click();
    await expect(main(other).getByRole('status')).toHaveText(
      `Asha Thomas's registration for ${title} was cancelled and deleted.`,
    );
    await expect(stepHeading(other, 'You have no registrations left')).toBeFocused();
    await checkBothWidths(other, 'no registrations left');
    await main(other).getByRole('button', { name: 'Delete my sign-in account too' }).click();
    await expect(stepHeading(other, 'Your sign-in account was deleted')).toBeVisible();
  } finally {
    await laptop.close();
  }

  // The place is free again.
  await page.goto(`/programmes/${id}`);
  await expect(placesOnPage(page)).toHaveText('2 places left');
});
