import { countOf } from '../../domain/words';
import { DashboardListItem, DashboardSection, NotAvailable } from './DashboardSection';
import type { MissingHindi, WithoutHindi } from './missingHindi';

/** The kinds of record the list names, in its order, with what a failed read of them says. */
const GROUPS = [
  ['programmes', 'The programmes could not be read.'],
  ['registrations', "The programmes' registration settings could not be read."],
  ['messages', 'The messages could not be read.'],
  ['pages', 'The pages of text could not be read.'],
  ['details', 'The site details could not be read.'],
] as const;

/**
 * What a visitor of the Hindi site still reads in English because it has no Hindi yet, each record
 * with the texts it lacks and a link to where they are given; and how many photos have no Hindi
 * title (given at the upload only).
 */
export function NotYetInHindi({ missing }: { missing: MissingHindi }) {
  const records: WithoutHindi[] = GROUPS.flatMap(([group]) => missing[group] ?? []);
  const failed = GROUPS.filter(([group]) => missing[group] === null);
  const { photos } = missing;
  const allKnown = failed.length === 0 && photos !== null;
  return (
    <DashboardSection title="Not yet in Hindi">
      {failed.length === GROUPS.length && photos === null ? (
        <p className="mb-0">
          <NotAvailable />
        </p>
      ) : (
        <>
          {failed.map(([group, says]) => (
            <p key={group} className="small text-muted">
              {says}
            </p>
          ))}
          {records.length === 0 && allKnown && photos.without === 0 ? (
            <p className="mb-0">Everything the public reads has its Hindi.</p>
          ) : (
            records.length > 0 && (
              <ul className="list-group mb-3">
                {records.map((record) => (
                  <DashboardListItem
                    key={record.key}
                    kind={record.kind}
                    name={record.name}
                    to={record.path}
                    note={`No Hindi ${record.texts.join(', ')}`}
                  />
                ))}
              </ul>
            )
          )}
          {photos === null ? (
            <p className="small text-muted mb-0">The photos could not be read.</p>
          ) : (
            photos.without > 0 && (
              <p className="mb-0">
                {countOf(photos.without, 'photo')} of {photos.of} have no Hindi title: a
                photo&apos;s Hindi title is given when it is uploaded.
              </p>
            )
          )}
        </>
      )}
    </DashboardSection>
  );
}
