import { useId, useRef } from 'react';
import { ShowMoreButton, useMorePages } from '../components/MorePages';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeList, RegisteringProgrammeList } from '../components/ProgrammeCard';
import { ShareableProgrammeCard } from '../components/ProgrammeShare';
import { Spinner } from '../components/Spinner';
import { SubscribeLinks } from '../components/SubscribeLinks';
import { usePublishedRead, type PublishedData } from '../components/published';
import { useWords } from '../components/words';
import { compareBySoonest, programmeListsOn } from '../domain/programmes';
import { localDateString } from '../domain/localDate';
import type { Cursor, ListPage, Programme } from '../domain/types';
import {
  PAST_PROGRAMMES_PAGE,
  listPastProgrammesPage,
  listUpcomingProgrammes,
} from '../services/programmes';

/** The programmes still to come, and the first page of the past ones. */
type Lists = [Programme[], ListPage<Programme>];

/**
 * Both lists at once, so that the page appears whole instead of the past list jumping down: the
 * programmes still to come on the visitor's date, and the first page of the past ones.
 */
const readLists = (today: string): Promise<Lists> =>
  Promise.all([listUpcomingProgrammes(today), listPastProgrammesPage(today)]);

/** Both lists; on a later day, those published with the programmes ended since moved over. */
const LISTS = {
  collections: ['events'],
  forDate: (lists: Lists, publishedToday: string, today: string) =>
    programmeListsOn(lists, publishedToday, today, PAST_PROGRAMMES_PAGE),
} as const;

/**
 * The commission's programmes: the upcoming ones soonest first (with 'Register' and the places
 * left on those that take registrations here), then the past ones most recent first, a page of twelve at once and a page more at each 'Show older programmes'. A failed read is logged; the lists
 * stay as published, or show their empty state on a page without published content.
 */
export function ProgrammesPage() {
  const upcomingId = useId();
  const pastId = useId();
  const state = usePublishedRead(
    'programmes/lists',
    readLists,
    'Failed to fetch programmes',
    LISTS,
  );
  const say = useWords();
  return (
    <>
      <PageHeader
        title={say('Programmes')}
        subtitle={say('Retreats, camps and gatherings of the Youth Commission')}
      />
      <div className="container py-5 narrow">
        {state.status === 'loading' ? (
          <Spinner />
        ) : (
          <>
            <section aria-labelledby={upcomingId} className="mb-5">
              <h2 id={upcomingId} className="section-title">
                {say('Upcoming Programmes')}
              </h2>
              <UpcomingProgrammes lists={state} />
            </section>
            <section aria-labelledby={pastId}>
              <h2 id={pastId} className="section-title">
                {say('Past Programmes')}
              </h2>
              <PastPages first={(state.status === 'ready' && state.data[1]) || NO_PAST} />
            </section>
          </>
        )}
        <SubscribeLinks />
      </div>
    </>
  );
}

function UpcomingProgrammes({ lists }: { lists: PublishedData<Lists> }) {
  const say = useWords();
  if (lists.status !== 'ready' || lists.data[0].length === 0)
    return <p>{say('No upcoming programmes at the moment. Please check back soon.')}</p>;
  return (
    <RegisteringProgrammeList
      readKey="registering/programmes"
      programmes={[...lists.data[0]].sort(compareBySoonest)}
      freshness={lists.freshness}
      Card={ShareableProgrammeCard}
    />
  );
}

const NO_PAST: ListPage<Programme> = { items: [], next: null };

/** The pages after the first read up to the visitor's date. */
const readOlder = (after: Cursor) => listPastProgrammesPage(localDateString(new Date()), after);

function PastPages({ first }: { first: ListPage<Programme> }) {
  const list = useRef<HTMLDivElement>(null);
  const pages = useMorePages(
    first,
    readOlder,
    list,
    '.programme-title a',
    'Failed to fetch older programmes',
  );
  const say = useWords();
  if (pages.items.length === 0) return <p>{say('No past programmes yet.')}</p>;
  return (
    <div ref={list}>
      <ProgrammeList programmes={pages.items} Card={ShareableProgrammeCard} />
      <ShowMoreButton pages={pages} label="Show older programmes" />
    </div>
  );
}
