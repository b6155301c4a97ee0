/**
 * The dashboard's tiles: one per screen that shows records (the four kinds of message share one),
 * drawn from the section table in the order of the reads, and the Trash's. A tile says how many
 * records its screen shows, in the table's words ('8 images'), unless the dashboard says more
 * about them: the members' newest term, each kind of message with its newest year, the next
 * programme. A figure that could not be read is a dash named 'not available', never a zero.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TrashItem } from '../../domain/types';
import { TRASH_DAYS } from '../../domain/rules/periods';
import { countOf } from '../../domain/words';
import { SEGMENTS, TRASH_LINK } from '../paths';
import { MESSAGES_GROUP } from '../sections';
import { DashboardSection, NotAvailable } from './DashboardSection';
import {
  dashboardLists,
  dashboardSummary,
  dashboardTiles,
  termCountText,
  tileCount,
  type DashboardReads,
  type DashboardSummary,
  type TileReads,
} from './dashboardSummary';

/** A tile: a card whose h2 title links to its screen when it has one. */
function Tile({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  return (
    <div className="col">
      <DashboardSection
        title={to ? <Link to={to}>{title}</Link> : title}
        className="card h-100 card-body"
        headingClassName="h5 card-title mb-3"
      >
        {children}
      </DashboardSection>
    </div>
  );
}

/** The big figure of a tile, or a dash when it could not be read. */
function Figure({ text }: { text: string | null }) {
  return <p className="fs-4 mb-2">{text ?? <NotAvailable />}</p>;
}

/** One labelled detail under a tile's figure. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className="mb-0">
      <dt className="small text-muted fw-normal">{label}</dt>
      <dd className="mb-0">{children}</dd>
    </dl>
  );
}

type DetailedTile = (tile: TileReads, summary: DashboardSummary) => ReactNode;

function drawMembers({ title, path }: TileReads, { members }: DashboardSummary) {
  return (
    <Tile title={title} to={path}>
      <Figure text={members && countOf(members.total, 'member')} />
      {members && (
        <Detail label="Newest term">
          {members.newestTerm ? termCountText(members.newestTerm) : 'No member has a term yet.'}
        </Detail>
      )}
    </Tile>
  );
}

function drawMessages({ title }: TileReads, { messages }: DashboardSummary) {
  return (
    <Tile title={title}>
      <table className="table table-sm align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col" className="text-end">
              Messages
            </th>
            <th scope="col">Newest year</th>
          </tr>
        </thead>
        <tbody>
          {messages.map(({ kind, label, path, stats }) => (
            <tr key={kind}>
              <th scope="row" className="fw-normal">
                <Link to={path}>{label}</Link>
              </th>
              <td className="text-end">{stats ? stats.count : <NotAvailable />}</td>
              <td>
                {stats ? (
                  (stats.newestYear ?? <span className="text-muted">none</span>)
                ) : (
                  <NotAvailable />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Tile>
  );
}

function drawProgrammes({ title, path }: TileReads, { programmes }: DashboardSummary) {
  return (
    <Tile title={title} to={path}>
      <Figure text={programmes && countOf(programmes.upcoming, 'upcoming event')} />
      {programmes && (
        <Detail label="Next">
          {programmes.next ? (
            <>
              {programmes.next.title}
              <span className="d-block small text-muted">{programmes.next.dates}</span>
            </>
          ) : (
            'Nothing planned yet.'
          )}
        </Detail>
      )}
    </Tile>
  );
}

/**
 * The tiles that say more than a count, by their id (the screen's section id or its group's), so
 * that a screen or group renamed in the section table keeps its tile.
 */
export const DETAILED_TILES: Readonly<Record<string, DetailedTile>> = {
  [SEGMENTS.members]: drawMembers,
  [MESSAGES_GROUP.id]: drawMessages,
  [SEGMENTS.events]: drawProgrammes,
};

/** The groups of screens whose tile the dashboard draws, sharing one, by their ids. */
export const GROUP_TILES: ReadonlySet<string> = new Set([MESSAGES_GROUP.id]);

export function DashboardTiles({
  reads,
  trash,
  now,
}: {
  reads: DashboardReads;
  /** What the Trash holds, or null when it could not be read. */
  trash: readonly TrashItem[] | null;
  now: Date;
}) {
  const summary = dashboardSummary(dashboardLists(reads), now);
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-3">
      {dashboardTiles(reads, GROUP_TILES).map((tile) => {
        const detailed = DETAILED_TILES[tile.id];
        return detailed ? (
          <Fragment key={tile.id}>{detailed(tile, summary)}</Fragment>
        ) : (
          <Tile key={tile.id} title={tile.title} to={tile.path}>
            <Figure text={tileCount(tile)} />
          </Tile>
        );
      })}

      <Tile title="Trash" to={TRASH_LINK}>
        <Figure text={trash && countOf(trash.length, 'item')} />
        <p className="small text-muted mb-0">
          Deleted records wait there for {TRASH_DAYS} days, then go for good.
        </p>
      </Tile>
    </div>
  );
}
