import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cursor, ListPage, Message, MessageKind } from '../../../src/domain/types';
import { MessagesPage } from '../../../src/pages/MessagesPage';
import { listMessagesPage } from '../../../src/services/messages';

vi.mock('../../../src/services/messages', () => ({ listMessagesPage: vi.fn() }));

/** The first page of a kind's messages, in the order read, with the cursor of a next page. */
const firstPage = (items: Message[], next: Cursor | null = null) =>
  vi.mocked(listMessagesPage).mockResolvedValue({ items, next });

const message = (id: string, year: string, extra: Partial<Message> = {}): Message => ({
  id,
  kind: 'bishop',
  year,
  name: `Author ${id}`,
  title: `Title ${id}`,
  fullMessage: `Message ${id}.`,
  imageUrl: '',
  createdAt: null,
  ...extra,
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(listMessagesPage).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('MessagesPage', () => {
  it.each<[MessageKind, string]>([
    ['bishop', 'Messages from Archbishop'],
    ['youth_director', 'Messages from Diocesan Youth Director'],
    ['associate_director', 'Messages from Associate Diocesan Youth Director'],
    ['lady_animator', 'Messages from Diocesan Lady Youth Animator'],
  ])('the %s page is titled %j and reads its own kind', async (kind, title) => {
    firstPage([]);
    render(<MessagesPage kind={kind} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByText('No messages available at this time.');
    expect(listMessagesPage).toHaveBeenCalledWith(kind);
  });

  it("gives only the Archbishop's page the subtitle about annual guidance", async () => {
    firstPage([]);
    const { unmount } = render(<MessagesPage kind="bishop" />);
    expect(screen.getByText('Annual guidance from our spiritual leader')).toBeInTheDocument();
    await screen.findByText('No messages available at this time.');
    unmount();
    render(<MessagesPage kind="youth_director" />);
    expect(screen.queryByText('Annual guidance from our spiritual leader')).not.toBeInTheDocument();
    await screen.findByText('No messages available at this time.');
  });

  it('shows a spinner while loading', () => {
    vi.mocked(listMessagesPage).mockReturnValue(new Promise(() => {}));
    render(<MessagesPage kind="bishop" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the empty state when the read fails, and logs it', async () => {
    const failure = new Error('unavailable');
    vi.mocked(listMessagesPage).mockRejectedValue(failure);
    render(<MessagesPage kind="lady_animator" />);
    expect(await screen.findByText('No messages available at this time.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch lady_animator messages', failure);
  });

  it('shows the rows in the order read (by leading year, newest first) and opens only the first', async () => {
    firstPage([
      message('b', '2024-2025'),
      message('d', '2023-2024'),
      message('a', '2021-2022'),
      message('c', 'undated'),
    ]);
    render(<MessagesPage kind="bishop" />);
    await screen.findByText('Author b');

    const buttons = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'));
    expect(buttons.map((b) => b.textContent)).toEqual([
      '2024-2025Author bTitle b',
      '2023-2024Author dTitle d',
      '2021-2022Author aTitle a',
      'undatedAuthor cTitle c',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(screen.getByText('Message b.')).toBeVisible();
    expect(screen.getByText('Message d.')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  });

  it("shows older messages a page at a time, closed, with focus on the first one shown", async () => {
    const user = userEvent.setup();
    const next: Cursor = [2023, '2023-09-01T00:00:00.000Z', 'd'];
    const pages: Record<string, ListPage<Message>> = {
      first: { items: [message('b', '2024-2025'), message('d', '2023-2024')], next },
      second: { items: [message('a', '2021-2022')], next: null },
    };
    vi.mocked(listMessagesPage).mockImplementation(async (_kind, after) =>
      after ? pages.second! : pages.first!,
    );
    render(<MessagesPage kind="youth_director" />);
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));

    const older = await screen.findByRole('button', { name: /Author a/ });
    // It takes the focus in an effect run after the page is drawn.
    await waitFor(() => expect(older).toHaveFocus());
    expect(older).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Author b/ })).toHaveAttribute('aria-expanded', 'true');
    expect(listMessagesPage).toHaveBeenLastCalledWith('youth_director', next);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  });

  it('keeps the messages shown when older ones cannot be read, and says so', async () => {
    const user = userEvent.setup();
    const failure = new Error('offline');
    vi.mocked(listMessagesPage).mockImplementation(async (_kind, after) => {
      if (after) throw failure;
      return { items: [message('b', '2024-2025')], next: [2024, 'x', 'b'] };
    });
    render(<MessagesPage kind="bishop" />);
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(
      await screen.findByText('Could not load more. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Author b')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show older messages' })).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch bishop messages', failure);
  });

  it('expands and collapses rows one by one', async () => {
    const user = userEvent.setup();
    firstPage([message('new', '2024-2025'), message('old', '2020-2021')]);
    render(<MessagesPage kind="youth_director" />);
    const newest = await screen.findByRole('button', { name: /Author new/ });
    const oldest = screen.getByRole('button', { name: /Author old/ });

    await user.click(oldest);
    expect(oldest).toHaveAttribute('aria-expanded', 'true');
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Message old.')).toBeVisible();

    await user.click(newest);
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Message new.')).not.toBeVisible();
    expect(screen.getByText('Message old.')).toBeVisible();
  });

  it('shows each row with portrait or placeholder, year, name and title', async () => {
    firstPage([
      message('p', '2024-2025', { imageUrl: 'https://images.example/p.jpeg' }),
      message('q', '2023-2024'),
    ]);
    render(<MessagesPage kind="bishop" />);
    expect(await screen.findByRole('img', { name: 'Portrait of Author p' })).toHaveAttribute(
      'src',
      'https://images.example/p.jpeg',
    );
    const placeholder = screen.getByRole('img', { name: 'No portrait of Author q' });
    expect(placeholder.getAttribute('src')).toMatch(/placeholders\/message-portrait\.svg$/);
    const row = screen.getByRole('button', { name: /Author q/ });
    expect(within(row).getByText('2023-2024')).toBeInTheDocument();
    expect(within(row).getByText('Title q')).toBeInTheDocument();
  });

  it('splits the full message into paragraphs of plain text, never HTML', async () => {
    firstPage([
      message('x', '2024-2025', {
        fullMessage:
          'Dear young friends,\r\n\r\n<script>alert("hi")</script> <b>bold?</b>\n\n\n\nLine one\nline two',
      }),
    ]);
    const { container } = render(<MessagesPage kind="bishop" />);
    const button = await screen.findByRole('button', { name: /Author x/ });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;

    const paragraphs = within(panel).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Dear young friends,',
      '<script>alert("hi")</script> <b>bold?</b>',
      'Line one\nline two',
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(panel).toHaveAccessibleName(/Author x/);
  });

  it('reads and opens afresh when the kind changes', async () => {
    vi.mocked(listMessagesPage).mockImplementation(async (kind) => ({
      items: [message(`${kind}-1`, '2024-2025', { kind })],
      next: null,
    }));
    const { rerender } = render(<MessagesPage kind="bishop" />);
    await screen.findByText('Author bishop-1');
    rerender(<MessagesPage kind="associate_director" />);
    expect(await screen.findByText('Author associate_director-1')).toBeInTheDocument();
    expect(screen.queryByText('Author bishop-1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /associate_director-1/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(listMessagesPage).toHaveBeenLastCalledWith('associate_director');
  });
});
