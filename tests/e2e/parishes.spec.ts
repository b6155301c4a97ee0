/**
 * Settings' 'Parishes' page in a real browser: the list the seed saved (the archdiocese's parishes
 * that public pages name) is there; emptied in the form, the page offers the archdiocese's list
 * again, fills the form with it and says what to check, and a save keeps it, read back after a
 * reload. axe finds nothing on the offer or on the filled form. The list saved is the seeded one
 * again, so the registration journeys that run beside this test choose from the same list.
 */
import type { Page } from '@playwright/test';
import { SEED_PARISH_LIST } from '../../seed/data';
import { adminTest, expect, expectNoAxeViolations, expectToast } from './fixtures';

const section = (page: Page) => page.getByRole('region', { name: 'Parishes' });
const parishCount = SEED_PARISH_LIST.reduce((n, group) => n + group.parishes.length, 0);
const savedStatus = new RegExp(
  `^${SEED_PARISH_LIST.length} deaneries, ${parishCount} parishes\\. Last saved `,
);

/** Opens Settings' Parishes page and waits until it has read the saved list. */
async function openParishes(page: Page) {
  await page.goto('/admin/settings/parishes');
  await expect(section(page).getByRole('status').filter({ hasText: savedStatus })).toBeVisible();
}

adminTest(
  "an owner finds the archdiocese's list in Settings, and starts from it again",
  async ({ page }) => {
    await openParishes(page);
    for (const group of SEED_PARISH_LIST)
      await expect(
        section(page)
          .getByRole('group', { name: group.name })
          .getByLabel('Its parishes, one on each line'),
      ).toHaveValue(group.parishes.join('\n'));

    // Every group taken out of the form (not saved): the archdiocese's list is offered.
    for (const group of SEED_PARISH_LIST)
      await section(page)
        .getByRole('button', { name: `Remove ${group.name}` })
        .click();
    const start = section(page).getByRole('button', { name: "Start from the archdiocese's list" });
    await expect(start).toBeVisible();
    await expectNoAxeViolations(page, "the parish list offering the archdiocese's");

    await start.click();
    const note = section(page).getByText(/^The form now holds the archdiocese's list\./);
    await expect(note).toBeFocused();
    await expect(
      section(page)
        .getByRole('group', { name: SEED_PARISH_LIST[0]!.name })
        .getByLabel('Name of the deanery'),
    ).toHaveValue(SEED_PARISH_LIST[0]!.name);
    await expectNoAxeViolations(page, "the parish list filled with the archdiocese's");

    await section(page).getByRole('button', { name: 'Save parish list' }).click();
    await expectToast(page, 'Parish list saved. The registration forms show it now.');
    await expect(note).toBeHidden();
    await expect(section(page).getByText(savedStatus)).toBeVisible();

    await page.reload();
    await openParishes(page);
    for (const group of SEED_PARISH_LIST)
      await expect(
        section(page).getByRole('group', { name: group.name }).getByLabel('Name of the deanery'),
      ).toHaveValue(group.name);
  },
);
