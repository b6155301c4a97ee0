/**
 * The year's report as an owner makes it from the seeded site: the counts the seed kept of two
 * programmes gone by (seed/data.ts), small numbers hidden, printed as A4 portrait pages (the
 * browser's PDF) and downloaded as a CSV that a spreadsheet opens as UTF-8. axe finds nothing.
 */
import { readFile } from 'node:fs/promises';
import { SEED_PROGRAMMES, seedProgrammeDates } from '../../seed/data';
import { localDateString } from '../../src/domain/localDate';
import { adminTest, expect, expectNoAxeViolations } from './fixtures';
import { pdfPages } from './pdf';

/** The seeded programme whose counts the test reads, and the year it began. */
const YOUTH_SUNDAY = SEED_PROGRAMMES.find((p) => p.title === 'Youth Sunday at the Cathedral')!;
const year = () =>
  seedProgrammeDates(YOUTH_SUNDAY, localDateString(new Date())).startDate.slice(0, 4);

adminTest(
  "the year's report: the kept counts, '<5' for small numbers, A4 pages, a CSV",
  async ({ page }) => {
    await page.goto('/admin/report');
    await page.getByRole('combobox', { name: 'Year' }).selectOption(year());
    await expect(page.getByRole('heading', { level: 2, name: year() })).toBeVisible();
    const programmes = page.getByRole('table', { name: `Programmes of ${year()}` });
    // Its registrations and arrivals, as the seed counted them.
    await expect(
      programmes.getByRole('row', { name: /Youth Sunday at the Cathedral/ }),
    ).toContainText(/18\s*15/);
    const deaneries = page.getByRole('table', { name: 'People by deanery' });
    await expect(deaneries.getByRole('row', { name: /^Noida/ })).toContainText('<5');
    await expectNoAxeViolations(page, "the year's report");

    // Printed: A4 portrait pages, the report alone.
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(0);
    for (const size of pages) expect(size).toEqual({ width: 595, height: 842 });

    // The CSV: UTF-8 with its byte order mark, the small numbers hidden as on the screen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`year-report-${year()}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain('"Youth Sunday at the Cathedral"');
    expect(text).toContain('"<5"');
  },
);
