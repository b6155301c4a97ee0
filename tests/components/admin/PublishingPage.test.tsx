/**
 * Settings' 'Publishing' page: what appears at once and what at the nightly publish, when the site
 * was last published (from /published.json), the warning after 48 hours, the saved site details
 * and banner not on the site yet, and 'Publish now' with and without the workflow's address set
 * by the build; with the manifest and the saved changes mocked at their services, and the clock
 * fixed.
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
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function renderSection() {
  render(<PublishingPage />);
  return within(screen.getByRole('region', { name: 'Publishing' }));
}

const WORKFLOW = 'https://github.com/agra-youth/website/actions/workflows/publish.yml';

/** The whole section's text: no command for a terminal anywhere in it. */
const expectNoCommand = (section: ReturnType<typeof renderSection>) => {
  expect(screen.getByRole('region', { name: 'Publishing' })).not.toHaveTextContent(
    /npm|run publish/,
  );
  expect(section.queryByRole('code')).not.toBeInTheDocument();
};

describe('PublishingPage', () => {
  it('says what appears at once, and what at the nightly publish and at what India time', async () => {
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    expect(section.getByText(/^Programmes, members/)).toHaveTextContent(
      'Programmes, members, messages and photos appear on the site at once, as soon as they are saved.',
    );
    expect(section.getByText(/^Site details and the home banner/)).toHaveTextContent(
      'Site details and the home banner appear when the site is next published. The site is published every night at 3:17 in the morning, India time.',
    );
    await section.findByText(/^Last published on/);
    expectNoCommand(section);
  });

  it("without the workflow's address: no Publish now, the person who looks after the set-up", async () => {
    vi.stubEnv('VITE_PUBLISH_WORKFLOW_URL', '');
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    await section.findByText(/^Last published on/);
    expect(section.queryByRole('heading', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(section.queryByRole('link')).not.toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
    expect(
      section.getByText(
        "To publish before tonight, ask the person who looks after the website's set-up.",
      ),
    ).toBeVisible();
    expectNoCommand(section);
  });

  it("with the workflow's address: Publish now, a link to it and what to press there", async () => {
    vi.stubEnv('VITE_PUBLISH_WORKFLOW_URL', WORKFLOW);
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    await section.findByText(/^Last published on/);
    const publishNow = within(section.getByRole('region', { name: 'Publish now' }));
    const link = publishNow.getByRole('link', {
      name: '‘Publish the site’ on GitHub (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', WORKFLOW);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('p')).toHaveTextContent(
      "To publish before tonight, open ‘Publish the site’ on GitHub (opens in a new tab), press ‘Run workflow’, then the green ‘Run workflow’ button. The site is published a few minutes later. This needs a GitHub account that may change the website's repository.",
    );
    expectNoCommand(section);
  });

  it('takes no address that is not https', async () => {
    vi.stubEnv('VITE_PUBLISH_WORKFLOW_URL', 'javascript:alert(1)');
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest());
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    await section.findByText(/^Last published on/);
    expect(section.queryByRole('link')).not.toBeInTheDocument();
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
  ])('warns when the last publish was %s, saying whom to tell', async (_, at, ago) => {
    vi.stubEnv('VITE_PUBLISH_WORKFLOW_URL', '');
    vi.mocked(readPublishedManifest).mockResolvedValue(manifest({ publishedAt: at }));
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    expect(await section.findByText(/^Last published on/)).toHaveTextContent(`(${ago})`);
    const warning = section.getByText(/has not been published for more than 48 hours/);
    expect(warning).toHaveTextContent(
      "The site has not been published for more than 48 hours. The nightly publish may have stopped. Tell the person who looks after the website's set-up.",
    );
    expectNoCommand(section);
  });

  it("warns with a link to the workflow's latest runs when the build names it", async () => {
    vi.stubEnv('VITE_PUBLISH_WORKFLOW_URL', WORKFLOW);
    vi.mocked(readPublishedManifest).mockResolvedValue(
      manifest({ publishedAt: '2026-11-21T12:00:00.000Z' }),
    );
    vi.mocked(savedSiteChanges).mockResolvedValue(NOTHING_SAVED);
    const section = renderSection();
    const warning = await section.findByText(/has not been published for more than 48 hours/);
    expect(warning).toHaveTextContent(
      "The site has not been published for more than 48 hours. The nightly publish may have stopped. Its latest runs are listed on ‘Publish the site’ on GitHub (opens in a new tab). Tell the person who looks after the website's set-up.",
    );
    expect(within(warning).getByRole('link')).toHaveAttribute('href', WORKFLOW);
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
      /not been published yet \(the development server never is\)\.$/,
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
