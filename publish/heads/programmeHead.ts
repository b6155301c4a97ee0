/**
 * What a published programme page (/programmes/{id}) says about its programme in its head, for
 * link previews (WhatsApp, Facebook) and search engines: its title, a description, its poster as
 * the preview picture (the JPEG copy the publish put in the site, with its size, where there is
 * one), and schema.org Event data. With them, the calendar feed of all the
 * programmes (/programmes.ics), which people subscribe to from /programmes and /calendar, and the
 * copies of the posters in the site that the pages show and share (publish/publishPosters.ts).
 */
import { formatProgrammeDates, lastDay, programmeTextIn } from '../../src/domain/programmes.ts';
import { programmesFeed } from '../../src/domain/programmesFeed.ts';
import { PROGRAMMES_FEED_PATH } from '../../src/domain/publicPaths.ts';
import {
  posterAddress,
  posterCopyReadKey,
  type PosterCopy,
} from '../../src/domain/posterCopies.ts';
import type { Programme } from '../../src/domain/types.ts';
import { languageOfPath } from '../../src/words/languages.ts';
import type { PreviewImage } from '../pageHtml.ts';
import { posterCopyReads } from '../publishPosters.ts';
import type { RecordHeadBuilder, RecordPage } from './recordHead.ts';

/** The longest description a link preview shows in full. */
const DESCRIPTION_LENGTH = 200;

/** `text` on one line, cut at a word to at most `max` characters, with '…' when cut. */
export function shortened(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  // The last space that keeps whole words: the cut's end itself when a space follows it.
  const atWord = line[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The preview's description: when and where, then the start of the programme's own text. */
export function programmeDescription(programme: Programme): string {
  const { place, time, description } = programme;
  const when = [formatProgrammeDates(programme), time].filter(Boolean).join(', ');
  const facts = `${when}${place ? `, ${place}` : ''}.`;
  return shortened(description ? `${facts} ${description}` : facts, DESCRIPTION_LENGTH);
}

/**
 * The programme as a schema.org Event (https://schema.org/Event), which search engines can show
 * as an event: dates without times (the time is free text), the place as given, the poster.
 */
export function eventData(
  programme: Programme,
  {
    pageUrl,
    organizer,
    image = programme.imageUrl,
  }: {
    pageUrl: string;
    organizer: { name: string; url: string };
    /** The poster's public address: the copy in the site where there is one. */
    image?: string;
  },
): Record<string, unknown> {
  const { title, startDate, place, description } = programme;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    startDate,
    endDate: lastDay(programme),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place && { location: { '@type': 'Place', name: place, address: place } }),
    ...(image && { image: [image] }),
    ...(description && { description: shortened(description, 500) }),
    url: pageUrl,
    organizer: { '@type': 'Organization', ...organizer },
  };
}

/**
 * The poster of a programme's link preview: the JPEG copy in the site while it copies the poster
 * the programme has now (one origin, the file the page shares), at its public address and with
 * its size; else the stored poster; undefined without a poster.
 */
export function posterPreview(programme: Programme, page: RecordPage): PreviewImage | undefined {
  if (!programme.imageUrl) return undefined;
  const copy = (page.reads?.get(posterCopyReadKey(programme.id)) as PosterCopy | undefined) ?? null;
  const address = posterAddress(programme, copy);
  const alt = `Poster of ${programme.title}`;
  if (copy === null || address !== copy.src) return { url: address, alt };
  return { url: new URL(address, page.site.url).href, width: copy.width, height: copy.height, alt };
}

export const programmeHead: RecordHeadBuilder<Programme> = {
  head(programme, page) {
    const image = posterPreview(programme, page);
    // The title, place and description of the page's language (its URL's): a Hindi page's are
    // the Hindi ones where the team gave them.
    const { title, place, description } = programmeTextIn(
      programme,
      languageOfPath(new URL(page.url).pathname),
    );
    const shown = {
      ...programme,
      title: title.text,
      place: place.text,
      description: description.text,
    };
    return {
      title: shown.title,
      description: programmeDescription(shown),
      ...(image && { image }),
      structuredData: eventData(shown, {
        pageUrl: page.url,
        organizer: page.site,
        image: image?.url ?? '',
      }),
    };
  },
  files: (programmes, { today, siteUrl }) => ({
    [PROGRAMMES_FEED_PATH]: programmesFeed(programmes, today, siteUrl),
  }),
  reads: (programmes, { outDir }) => posterCopyReads(programmes, outDir),
};
