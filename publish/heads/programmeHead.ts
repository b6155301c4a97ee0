/**
 * What a published programme page (/programmes/{id}) says about its programme in its head, for
 * link previews (WhatsApp, Facebook) and search engines: its title, a description, its poster as
 * the preview picture, and schema.org Event data. With them, the calendar feed of all the
 * programmes (/programmes.ics), which people subscribe to from /programmes and /calendar, and the
 * copies of the posters in the site that the pages show and share (publish/publishPosters.ts).
 */
import { formatProgrammeDates, lastDay } from '../../src/domain/programmes.ts';
import { PROGRAMMES_FEED_PATH, programmesFeed } from '../../src/domain/programmesFeed.ts';
import type { Programme } from '../../src/domain/types.ts';
import { posterCopyReads } from '../publishPosters.ts';
import type { RecordHeadBuilder } from './recordHead.ts';

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
  { pageUrl, organizer }: { pageUrl: string; organizer: { name: string; url: string } },
): Record<string, unknown> {
  const { title, startDate, place, description, imageUrl } = programme;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    startDate,
    endDate: lastDay(programme),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place && { location: { '@type': 'Place', name: place, address: place } }),
    ...(imageUrl && { image: [imageUrl] }),
    ...(description && { description: shortened(description, 500) }),
    url: pageUrl,
    organizer: { '@type': 'Organization', ...organizer },
  };
}

export const programmeHead: RecordHeadBuilder<Programme> = {
  head(programme, page) {
    return {
      title: programme.title,
      description: programmeDescription(programme),
      ...(programme.imageUrl && {
        image: { url: programme.imageUrl, alt: `Poster of ${programme.title}` },
      }),
      structuredData: eventData(programme, { pageUrl: page.url, organizer: page.site }),
    };
  },
  files: (programmes, { today, siteUrl }) => ({
    [PROGRAMMES_FEED_PATH]: programmesFeed(programmes, today, siteUrl),
  }),
  reads: (programmes, { outDir }) => posterCopyReads(programmes, outDir),
};
