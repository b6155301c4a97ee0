import type { PublishedManifest } from './published';

/**
 * What Settings says about the published site: whether the last publish is too old (the nightly
 * publish may have stopped), and which saved site details or banner are not on the site yet.
 * Pure TypeScript.
 */

/**
 * When the nightly publish runs, in India's time (hours and minutes, 24-hour clock): the time of
 * the schedule of .github/workflows/publish.yml (a test holds the two together).
 */
export const NIGHTLY_PUBLISH_INDIA_TIME = '03:17';

/** The nightly publish's time for people: '3:17 in the morning'. */
export function nightlyPublishTimeText(time: string = NIGHTLY_PUBLISH_INDIA_TIME): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const part = hours < 12 ? 'in the morning' : hours < 17 ? 'in the afternoon' : 'in the evening';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${part}`;
}

/**
 * The address of the 'Publish the site' workflow's page on GitHub, where a person with access to
 * the repository presses 'Run workflow' to publish at once (the build setting
 * VITE_PUBLISH_WORKFLOW_URL): the value when it is an https address, else null.
 */
export function publishWorkflowAddress(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** After this many hours without a publish, Settings warns: a nightly publish has been missed. */
export const STALE_PUBLISH_HOURS = 48;

/**
 * Whether the last publish is more than STALE_PUBLISH_HOURS before `now`. A time that cannot be
 * read counts as stale: nothing says the site is recent.
 */
export function isPublishStale(publishedAt: string, now: Date): boolean {
  const published = Date.parse(publishedAt);
  return Number.isNaN(published) || now.getTime() - published > STALE_PUBLISH_HOURS * 3_600_000;
}

/** What Settings saves that reaches the site only at a publish. */
export type PublishedSetting = 'siteDetails' | 'banner';

/** When each of them was last saved; null when it never was (the built-in one is used). */
export type SavedSiteChanges = Record<PublishedSetting, Date | null>;

const SETTINGS: readonly PublishedSetting[] = ['siteDetails', 'banner'];

const PUBLISHED_FIELD = {
  siteDetails: 'siteDetailsUpdatedAt',
  banner: 'bannerUpdatedAt',
} as const satisfies Record<PublishedSetting, keyof PublishedManifest>;

/**
 * The saved settings the site does not show yet: saved after the save the last publish used, or
 * saved when that publish used the built-in ones (or there was no publish: `published` null).
 * A publish time that cannot be read counts as older than any save.
 */
export function unpublishedChanges(
  published: Pick<PublishedManifest, 'siteDetailsUpdatedAt' | 'bannerUpdatedAt'> | null,
  saved: SavedSiteChanges,
): Array<{ setting: PublishedSetting; savedAt: Date }> {
  return SETTINGS.flatMap((setting) => {
    const savedAt = saved[setting];
    if (!savedAt) return [];
    const publishedValue = published?.[PUBLISHED_FIELD[setting]] ?? null;
    const publishedAt = publishedValue === null ? Number.NaN : Date.parse(publishedValue);
    return Number.isNaN(publishedAt) || savedAt.getTime() > publishedAt
      ? [{ setting, savedAt }]
      : [];
  });
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

/** Whether a value read from /published.json has the manifest's shape. */
export function isPublishedManifest(value: unknown): value is PublishedManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    isText(m.publishedAt) &&
    !Number.isNaN(Date.parse(m.publishedAt)) &&
    isText(m.today) &&
    typeof m.counts === 'object' &&
    m.counts !== null &&
    Object.values(m.counts).every((n) => typeof n === 'number') &&
    isTextOrNull(m.siteDetailsUpdatedAt) &&
    isTextOrNull(m.bannerUpdatedAt)
  );
}
