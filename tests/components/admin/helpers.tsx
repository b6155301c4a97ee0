/** Shared set-up of the admin screen tests (not a test file itself). */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, vi } from 'vitest';
import { AccessContext, type Access } from '../../../src/admin/access/AccessContext';
import { Toasts } from '../../../src/admin/ui/Toasts';
import type { Collection } from '../../../src/domain/collections';
import type { Member, Programme, TrashItem } from '../../../src/domain/types';
import { programmeInput } from '../../fixtures/inputs';
import { storedOf } from '../../fixtures/storedRecords';

/** The team's names by uid, as `nameOf` knows them in these tests. */
export const TEAM_NAMES: Readonly<Record<string, string>> = {
  'uid-anita': 'Anita',
  'uid-ravi': 'Ravi',
  'uid-bea': 'Bea',
};

/**
 * The access of a team member, as the admin area's guard provides it: Anita, an owner, unless
 * `role` or `uid` say otherwise. `recheckAfterRefusal` is a mock that resolves.
 */
export function accessOf({
  role = 'owner',
  uid = 'uid-anita',
}: { role?: Access['role']; uid?: string } = {}): Access {
  return {
    user: {
      uid,
      email: `${TEAM_NAMES[uid]?.toLowerCase() ?? uid}@example.org`,
      isAdmin: false,
      emailVerified: true,
      displayName: TEAM_NAMES[uid] ?? '',
    },
    role,
    isOwner: role === 'owner',
    nameOf: (id) => (id === undefined ? undefined : TEAM_NAMES[id]),
    recheckAfterRefusal: vi.fn(async () => {}),
  };
}

/**
 * Renders an admin screen at `path` with the toast container and the signed-in person's access
 * (an owner unless given), as the admin area does.
 */
export function renderScreen(ui: ReactElement, path = '/admin/page', access = accessOf()) {
  return render(
    <AccessContext value={access}>
      <MemoryRouter initialEntries={[path]}>
        <Toasts />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </AccessContext>,
  );
}

/** A picked file of the given type and size (bytes). */
export function imageFile(name = 'photo.jpg', type = 'image/jpeg', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A promise settled from outside, to look at the screen while a call is under way. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A toast with exactly this text (toasts are role="alert" inside the container). */
export async function findToast(text: string) {
  const matches = await screen.findAllByText(text);
  const inToast = matches.find((el) => el.closest('.Toastify'));
  if (!inToast) throw new Error(`No toast reads "${text}"`);
  return inToast;
}

/**
 * The toasts on the screen that read exactly `text`, oldest first: each whole (its text, its
 * buttons, its timer). A toast that has closed is left out (jsdom runs no CSS animation, so a
 * closed toast stays in the page, marked as leaving).
 */
export function shownToasts(text: string): HTMLElement[] {
  return screen
    .queryAllByText(text)
    .map((el) => el.closest<HTMLElement>('.Toastify__toast'))
    .filter((box): box is HTMLElement => box !== null && box.dataset.in !== 'false');
}

/** The texts of every toast on the screen (not the closed ones), oldest first. */
export const liveToasts = () =>
  [...document.querySelectorAll<HTMLElement>('.Toastify__toast')]
    .filter((box) => box.dataset.in !== 'false')
    .map((box) => box.textContent);

/** The newest toast on the screen that reads exactly `text`, once it shows. */
export function findToastBox(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const box = shownToasts(text).at(-1);
    if (!box) throw new Error(`No toast on the screen reads "${text}"`);
    return box;
  });
}

/** A member as the service reads it: these values, with `over` in their place. */
export const member = (over: Partial<Member>): Member => ({
  id: 'm',
  name: 'Name',
  role: 'Role',
  startYear: 2023,
  endYear: 2025,
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

/** A programme as the service reads it: these values, with `over` in their place. */
export const programme = (over: Partial<Programme>): Programme => ({
  id: 'p',
  ...programmeInput({ title: 'Title', startDate: '2026-03-20', endDate: '2026-03-20' }),
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** A record of `collection` as the Trash holds it once deleted: its stored fields, who, when. */
export function trashed<T extends { id: string }>(
  collection: Collection,
  record: T,
  { deletedAt = new Date('2026-02-10T12:00:00.000Z'), deletedBy = 'uid-anita' } = {},
): TrashItem {
  return {
    id: `${collection}_${record.id}`,
    collection,
    recordId: record.id,
    record: storedOf(collection, record).fields,
    deletedAt,
    deletedBy,
  };
}

/** An element's text as read: without what is hidden (the closed tooltips of exact times). */
export function visibleText(element: Element): string | null {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[hidden]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

/**
 * The line of a card (or any part of a screen) that says when its record last changed and who
 * changed it, as it reads ('Edited 3 days ago by Anita'), without the closed tooltip of its
 * exact time; null when there is none.
 */
export function changeLineOf(container: HTMLElement): string | null {
  const line = [...container.querySelectorAll('p')].find((p) =>
    /^(Added|Edited) /.test(p.textContent ?? ''),
  );
  if (!line) return null;
  return visibleText(line)?.replace(/\s+/g, ' ').trim() ?? null;
}

/** The rows of the table named `name`, below its head: each cell's text as read. */
export const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map(visibleText));

/** Answers the confirmation dialog that asks `question` with its button `answer`. */
export async function answerDialog(user: UserEvent, question: string, answer: string) {
  await user.click(
    within(screen.getByRole('alertdialog', { name: question })).getByRole('button', {
      name: answer,
    }),
  );
}

/** An error the database's rules would give for a refused write. */
export const permissionDenied = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

/**
 * Fresh mocks, quiet logs, object URLs that jsdom lacks, and no toast carried over between tests.
 * Call it before the file's own beforeEach, which then sets the mocks' answers.
 */
export function setUpScreenTests() {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let next = 0;
    URL.createObjectURL = vi.fn(() => `blob:local/${++next}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    toast.dismiss();
    vi.restoreAllMocks();
  });
}
