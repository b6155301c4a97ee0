/** Shared set-up of the admin screen tests (not a test file itself). */
import { configure, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toasts } from '../../../src/admin/ui/Toasts';

/** Renders an admin screen at `path` with the toast container, as the admin area does. */
export function renderScreen(ui: ReactElement, path = '/admin/page') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Toasts />
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
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
 * Fresh mocks, quiet logs, object URLs that jsdom lacks, and no toast carried over between tests.
 * Call it before the file's own beforeEach, which then sets the mocks' answers.
 */
export function setUpScreenTests() {
  // These screens type and click through whole flows; give them room on a busy machine.
  vi.setConfig({ testTimeout: 20_000 });
  configure({ asyncUtilTimeout: 4_000 });
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
