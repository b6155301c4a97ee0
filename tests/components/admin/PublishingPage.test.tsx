/**
 * Settings' 'Publishing' page: when the site was last published (from /published.json), the
 * warning after 48 hours, and the saved site details and banner not on the site yet; with the
 * manifest and the saved changes mocked at their services, and the clock fixed.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishingPage } from '../../../src/admin/settings/PublishingPage';
import type { PublishedManifest } from '../../../src/domain/published';
import { readPublishedManifest } from '../../../src/services/publishedManifest';
import { savedSiteChanges } from '../../../src/services/siteDetails';
import { deferred } from './helpers';

vi.mock('../../../src/services/publishedManifest', () => ({ readPublishedManifest: vi.fn() }));
vi.mock('../../../src/services/siteDetails', () => ({ savedSiteChanges: vi.fn() }));

const NOW = new Date('2026-11-24T12:00:00.000Z');

const manifest = (fields: Partial<PublishedManifest> = {}): PublishedManifest => ({
  publishedAt: '2026-11-23T21:47:12.000Z',
  today: '2026-11-24',
  counts: { programmes: 12 },
  siteDetailsUpdatedAt: '2026-11-01T10:00:00.000Z',
  bannerUpdatedAt: null,
  ...fields,
});

const NOTHING_SAVED = { siteDetails: null, banner: null };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function renderSection() {
  render(<PublishingPage />);
  return within(screen.getByRole('region', { name: 'Publishing' }));
}

describe('PublishingPage', () => {
  it('says what appears at once and what at the next publish', async () => {
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    expect(section.getByText(/^Site details and the banner appear on the site/)).toHaveTextContent(
      'Site details and the banner appear on the site at the next publish (every night, or npm run publish). Programmes, members, messages and photos appear at once.',
    );
    await section.findByText(/^Last published on/);
  });

  it('shows when the site was last published, and that every saved change is on it', async () => {
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockResolvedValue({
      siteDetails: new Date('2026-11-01T10:00:00.000Z'),
      banner: null,
    });
    const section = renderSection();
    const status = section.getByRole('status');
    expect(status).toHaveTextContent('Checking when the site was last published...');
    expect(await section.findByText(/^Last published on/)).toHaveTextContent(
      /^Last published on \d{1,2} November 2026 at \d{1,2}:\d{2} [ap]m \(14 hours ago\)\.$/,
    );
    expect(
      await section.findByText(
        'Every saved change to the site details and the banner is on the site.',
      ),
    ).toBeVisible();
    expect(status).not.toHaveTextContent(/48 hours/);
  });

  it.each([
    ['three days ago', '2026-11-21T12:00:00.000Z', '3 days ago'],
    ['48 hours and a minute ago', '2026-11-22T11:59:00.000Z', '2 days ago'],
  ])('warns when the last publish was %s, naming the nightly workflow', async (_, at, ago) => {
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest({ publishedAt: at }));
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    expect(await section.findByText(/^Last published on/)).toHaveTextContent(`(${ago})`);
    const warning = section.getByText(/has not been published for more than 48 hours/);
    expect(warning).toHaveTextContent(/‘Publish the site’ workflow/);
    expect(warning).toHaveTextContent(/npm run publish/);
  });

  it('does not warn 47 hours after a publish', async () => {
    vi.mocked(readPublishedManifest).mockResolvedValue(
      manifest({ publishedAt: '2026-11-22T13:00:00.000Z' }),
    );
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    await section.findByText(/^Last published on/);
    expect(section.queryByText(/more than 48 hours/)).not.toBeInTheDocument();
  });

  it('lists the saved changes not on the site yet', async () => {
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockResolvedValue({
      siteDetails: new Date('2026-11-01T10:00:00.000Z'),
      banner: new Date('2026-11-24T09:30:00.000Z'),
    });
    const section = renderSection();
    expect(
      await section.findByText('Saved, and on the site after the next publish:'),
    ).toBeVisible();
    const items = section.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^Home banner, saved on 24 November 2026 at /);
  });

  it('says when the site has no record of a publish (never published, or the dev server)', async () => {
    vi.mocked(readPublishedManifest).mockResolvedValue(null);
    vi.mocked(savedSiteChanges).mockResolvedValue({
      siteDetails: new Date('2026-11-01T10:00:00.000Z'),
      banner: new Date('2026-11-02T10:00:00.000Z'),
    });
    const section = renderSection();
    expect(await section.findByText(/has no record of a publish/)).toHaveTextContent(
      /not been published yet \(the development server never is\)\. Publish it with npm run publish or the nightly workflow\./,
    );
    await section.findByText('Saved, and on the site after the next publish:');
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Site details, saved on 1 November 2026/),
      expect.stringMatching(/^Home banner, saved on 2 November 2026/),
    ]);
    expect(section.queryByText(/^Last published/)).not.toBeInTheDocument();
  });

  it('says when the last publish cannot be read, and lists nothing', async () => {
    vi.mocked(readPublishedManifest).mockRejectedValue(new Error('the site answered 503'));
    vi.mocked(savedSiteChanges).mockResolvedValue({
      siteDetails: new Date('2026-11-01T10:00:00.000Z'),
      banner: null,
    });
    const section = renderSection();
    expect(
      await section.findByText(/^When the site was last published could not be read/),
    ).toHaveTextContent(
      'When the site was last published could not be read (the site answered 503). Try again later.',
    );
    expect(section.queryByRole('listitem')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Failed to read the last publish',
      expect.any(Error),
    );
  });

  it('says when the saved changes cannot be read', async () => {
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockRejectedValue(new Error('Missing or insufficient permissions'));
    const section = renderSection();
    expect(
      await section.findByText(/^Which saved changes are not on the site yet could not be read/),
    ).toHaveTextContent('(Missing or insufficient permissions)');
    expect(section.getByText(/^Last published on/)).toBeVisible();
  });

  it('waits for the saved changes before saying anything about them', async () => {
    const saved = deferred<{ siteDetails: Date | null; banner: Date | null }>();
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockReturnValue(saved.promise);
    const section = renderSection();
    await section.findByText(/^Last published on/);
    expect(section.queryByText(/saved change/i)).not.toBeInTheDocument();
    saved.resolve(NOTHING_SAVED);
    await section.findByText(
      'Every saved change to the site details and the banner is on the site.',
    );
  });
});
