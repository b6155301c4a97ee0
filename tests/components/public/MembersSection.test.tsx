import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MembersSection } from '../../../src/components/MembersSection';
import type { Member } from '../../../src/domain/types';
import { listMembers } from '../../../src/services/members';

vi.mock('../../../src/services/members', () => ({ listMembers: vi.fn() }));

const member = (
  name: string,
  role: string,
  startYear: number | null,
  endYear: number | null,
  extra: Partial<Member> = {},
): Member => ({
  id: name,
  name,
  role,
  startYear,
  endYear,
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  ...extra,
});

const MEMBERS: Member[] = [
  member('Old President', 'President', 2019, 2021),
  member('Anita Das', 'Secretary', 2025, 2027, {
    imageUrl: 'https://images.example/anita.jpeg',
    createdAt: '2025-02-01T00:00:00.000Z',
  }),
  member('Rahul Singh', 'President', 2025, 2027, { createdAt: '2025-01-01T00:00:00.000Z' }),
  member('Maria Joseph', 'Treasurer', 2022, 2024),
  member('Founding Member', 'Adviser', null, null),
];

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(listMembers).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const headerButtons = () =>
  screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-controls'));

describe('MembersSection', () => {
  it('is titled YOUTH COMMISSION and shows a spinner while loading', () => {
    vi.mocked(listMembers).mockReturnValue(new Promise(() => {}));
    render(<MembersSection />);
    expect(screen.getByRole('heading', { name: 'YOUTH COMMISSION' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("says 'No members found.' when there are none", async () => {
    vi.mocked(listMembers).mockResolvedValue([]);
    render(<MembersSection />);
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'No members found.' when the read fails, and only logs the error", async () => {
    const failure = new Error('permission-denied');
    vi.mocked(listMembers).mockRejectedValue(failure);
    render(<MembersSection />);
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch members', failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("groups by term, newest first and 'No Period' last, with only the newest open", async () => {
    vi.mocked(listMembers).mockResolvedValue(MEMBERS);
    render(<MembersSection />);
    await screen.findByRole('button', { name: '2025 - 2027' });

    expect(headerButtons().map((b) => b.textContent)).toEqual([
      '2025 - 2027',
      '2022 - 2024',
      '2019 - 2021',
      'No Period',
    ]);
    expect(headerButtons().map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(screen.getByText('Rahul Singh')).toBeVisible();
    // A closed term's cards are drawn only when it opens.
    expect(screen.queryByText('Maria Joseph')).toBeNull();
    expect(screen.queryByText('Founding Member')).toBeNull();
  });

  it('toggles each section on its own', async () => {
    const user = userEvent.setup();
    vi.mocked(listMembers).mockResolvedValue(MEMBERS);
    render(<MembersSection />);
    const newest = await screen.findByRole('button', { name: '2025 - 2027' });
    const middle = screen.getByRole('button', { name: '2022 - 2024' });
    const none = screen.getByRole('button', { name: 'No Period' });

    await user.click(middle);
    expect(middle).toHaveAttribute('aria-expanded', 'true');
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Maria Joseph')).toBeVisible();

    await user.click(newest);
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    expect(middle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Rahul Singh')).toBeNull();

    await user.click(none);
    expect(screen.getByText('Founding Member')).toBeVisible();
    await user.click(none);
    expect(screen.queryByText('Founding Member')).toBeNull();
    expect(none).toHaveAttribute('aria-expanded', 'false');
  });

  it('connects each header to its panel', async () => {
    vi.mocked(listMembers).mockResolvedValue(MEMBERS);
    render(<MembersSection />);
    const newest = await screen.findByRole('button', { name: '2025 - 2027' });
    const panel = document.getElementById(newest.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveRole('region');
    expect(panel).toHaveAccessibleName('2025 - 2027');
  });

  it('shows a member with only one year in the group of that year, labelled like it', async () => {
    vi.mocked(listMembers).mockResolvedValue([
      member('Start Only', 'Member', 2024, null, { createdAt: '2024-01-01T00:00:00.000Z' }),
      member('End Only', 'Member', null, 2024, { createdAt: '2024-02-01T00:00:00.000Z' }),
      member('One Year', 'Member', 2024, 2024, { createdAt: '2024-03-01T00:00:00.000Z' }),
      member('Old President', 'President', 2019, 2021),
    ]);
    render(<MembersSection />);
    const term = await screen.findByRole('button', { name: '2024 - 2024' });
    expect(headerButtons().map((b) => b.textContent)).toEqual(['2024 - 2024', '2019 - 2021']);
    const panel = within(document.getElementById(term.getAttribute('aria-controls') ?? '')!);
    expect(panel.getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      'MemberStart Only',
      'MemberEnd Only',
      'MemberOne Year',
    ]);
  });

  it('shows each card with photo or placeholder, role and name, oldest createdAt first', async () => {
    vi.mocked(listMembers).mockResolvedValue(MEMBERS);
    render(<MembersSection />);
    const newest = await screen.findByRole('button', { name: '2025 - 2027' });
    const panel = within(document.getElementById(newest.getAttribute('aria-controls') ?? '')!);

    const cards = panel.getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'PresidentRahul Singh',
      'SecretaryAnita Das',
    ]);
    expect(cards[0]).toHaveClass('col-6', 'col-sm-4', 'col-md-2');

    expect(panel.getByRole('img', { name: 'Photo of Anita Das' })).toHaveAttribute(
      'src',
      'https://images.example/anita.jpeg',
    );
    const placeholder = panel.getByRole('img', { name: 'No photo of Rahul Singh' });
    expect(placeholder.getAttribute('src')).toMatch(/placeholders\/member\.svg$/);
  });
});
