/**
 * The dashboard picks the tiles that say more than a count by the section table's ids, not by
 * the words the sidebar shows: here the table's labels are renamed (every module sees the renamed
 * table), and each detailed tile stays, under its new name.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  DETAILED_TILES,
  DashboardTiles,
  GROUP_TILES,
} from '../../../src/admin/dashboard/DashboardTiles';
import {
  DASHBOARD_READS,
  dashboardTiles,
  type DashboardReads,
} from '../../../src/admin/dashboard/dashboardSummary';
import type * as Sections from '../../../src/admin/sections';
import { MESSAGES_GROUP } from '../../../src/admin/sections';
import type { Collection } from '../../../src/domain/collections';
import type { GalleryImage, Member, Programme } from '../../../src/domain/types';
import { storedOf } from '../../fixtures/storedRecords';

/** The sidebar's words as a later edit of the section table might have them (hoisted: vi.mock). */
const RENAMED = vi.hoisted((): Readonly<Record<string, string>> => ({
  Members: 'People',
  Events: 'Programmes and camps',
  Gallery: 'Photos',
}));

vi.mock('../../../src/admin/sections', async (importOriginal) => {
  const table = await importOriginal<typeof Sections>();
  for (const section of table.ADMIN_SECTIONS)
    section.label = RENAMED[section.label] ?? section.label;
  table.MESSAGES_GROUP.label = 'Letters';
  return table;
});

/** Tuesday 10 February 2026, noon. */
const NOW = new Date(2026, 1, 10, 12, 0);

const member: Member = {
  id: 'm1',
  name: 'Asha',
  role: 'Member',
  startYear: 2025,
  endYear: 2027,
  imageUrl: '',
  createdAt: null,
};
const image: GalleryImage = {
  id: 'g1',
  title: 'Rally',
  imageUrl: 'https://files/g1.webp',
  fileName: 'g1.webp',
  createdAt: null,
};
const youthDay: Programme = {
  id: 'e1',
  title: 'Youth Day',
  startDate: '2026-02-14',
  endDate: '2026-02-14',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
};

const RECORDS: Partial<Record<Collection, ReadonlyArray<{ id: string }>>> = {
  members: [member],
  gallery: [image],
  events: [youthDay],
};

/** One read per screen: the records above, and none for the messages. */
const READS: DashboardReads = DASHBOARD_READS.map((section) => ({
  section,
  records: (RECORDS[section.shows.collection] ?? []).map((record) =>
    storedOf(section.shows.collection, record),
  ),
}));

function renderTiles() {
  render(
    <MemoryRouter>
      <DashboardTiles reads={READS} trash={[]} now={NOW} />
    </MemoryRouter>,
  );
}

const tile = (name: string) => screen.getByRole('region', { name });

describe('the dashboard with its sections renamed', () => {
  it('keeps the members’ tile, with their newest term, under the new name', () => {
    renderTiles();
    const people = tile('People');
    expect(within(people).getByRole('link', { name: 'People' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    expect(within(people).getByText('1 member')).toBeInTheDocument();
    expect(within(people).getByText('Newest term')).toBeInTheDocument();
  });

  it('keeps the messages’ one tile, with its table of kinds, under the group’s new name', () => {
    renderTiles();
    const letters = tile('Letters');
    expect(within(letters).getByRole('columnheader', { name: 'Kind' })).toBeInTheDocument();
    expect(within(letters).getByRole('link', { name: 'Archbishop' })).toHaveAttribute(
      'href',
      '/admin/bishop',
    );
    expect(screen.queryByRole('region', { name: 'Archbishop' })).not.toBeInTheDocument();
  });

  it('keeps the events’ tile, with the next one, under the new name', () => {
    renderTiles();
    const events = tile('Programmes and camps');
    expect(within(events).getByText('1 upcoming event')).toBeInTheDocument();
    expect(within(events).getByText('Next')).toBeInTheDocument();
    expect(within(events).getByText('Youth Day')).toBeInTheDocument();
  });

  it('counts a renamed screen without a detailed tile as before', () => {
    renderTiles();
    expect(within(tile('Photos')).getByText('1 image')).toBeInTheDocument();
    for (const old of ['Members', 'Messages', 'Events', 'Gallery'])
      expect(screen.queryByRole('region', { name: old })).not.toBeInTheDocument();
  });

  it('names only tiles that exist: each detailed tile and shared group by an id of the table', () => {
    const ids = dashboardTiles(READS, GROUP_TILES).map((t) => t.id);
    expect(Object.keys(DETAILED_TILES).filter((id) => !ids.includes(id))).toEqual([]);
    expect([...GROUP_TILES]).toEqual([MESSAGES_GROUP.id]);
  });
});
