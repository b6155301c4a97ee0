/**
 * The Privacy page when its text cannot be had (its chunk not fetched: a phone that lost its
 * connection between the page's script and its text): the page's place says so with Reload, as
 * for any page that fails, rather than staying blank or spinning.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/components/RouteErrorBoundary';
import { PrivacyPage } from '../../../src/pages/PrivacyPage';

vi.mock('../../../src/content/privacy/en', () => {
  throw new Error('the text could not be fetched');
});

afterEach(() => window.sessionStorage.clear());

it('shows the error page with Reload when its text cannot be loaded', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  await act(async () =>
    render(
      <MemoryRouter>
        <Suspense fallback={<p>Loading the page</p>}>
          <RouteErrorBoundary reload={reload}>
            <PrivacyPage />
          </RouteErrorBoundary>
        </Suspense>
      </MemoryRouter>,
    ),
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
  consoleError.mockRestore();
});
