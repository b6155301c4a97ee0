import { Link } from 'react-router-dom';
import { CONSTANTS } from '../config/site';
import { compareBySoonest, upcomingOn } from '../domain/programmes';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import { listUpcomingProgrammes } from '../services/programmes';
import { RegisteringProgrammeList } from './ProgrammeCard';
import { usePublishedRead } from './published';
import { useWords } from './words';

/** The programmes still to come: on a later day, those of the published ones not ended since. */
const UPCOMING = { collections: ['events'], forDate: upcomingOn } as const;

/**
 * The home page's 'Upcoming Programmes': the next three, each with 'Register' and its places when
 * it takes registrations here, shown only when there are any. While
 * they load, and when there are none or the read fails (logged), the home page is as without it.
 */
export function UpcomingProgrammesStrip() {
  const state = usePublishedRead(
    'programmes/upcoming',
    listUpcomingProgrammes,
    'Failed to fetch programmes',
    UPCOMING,
  );
  const say = useWords();
  if (state.status !== 'ready') return null;
  const next = [...state.data].sort(compareBySoonest).slice(0, CONSTANTS.homeProgrammes);
  if (next.length === 0) return null;
  return (
    <section className="home-programmes py-5" aria-labelledby="home-programmes-title">
      <div className="container narrow">
        <h2 id="home-programmes-title" className="section-title text-center">
          {say('Upcoming Programmes')}
        </h2>
        <RegisteringProgrammeList
          readKey="registering/home"
          programmes={next}
          freshness={state.freshness}
        />
        <p className="text-center mt-3 mb-0">
          <Link to={PUBLIC_PATHS.programmes}>{say('All programmes')}</Link>
        </p>
      </div>
    </section>
  );
}
