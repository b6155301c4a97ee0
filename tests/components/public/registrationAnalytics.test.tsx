/**
 * No analytics on the registration pages: the route table marks them, and no page view is sent
 * for them even in a build with a measurement id, while the pages around them still send theirs.
 * The whole route table in a MemoryRouter, the services mocked at their module boundary.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../src/app/App';
import { ROUTES, sendsPageViews } from '../../../src/app/routes';
import { logPageView } from '../../../src/services/analytics';
import { getProgramme } from '../../../src/services/programmes';
import { resetRegistrant } from './registrantMock';

vi.mock('../../../src/services/registration/registrant', () => import('./registrantMock'));
vi.mock('../../../src/services/programmes', () => ({
  getProgramme: vi.fn(),
  listUpcomingProgrammes: vi.fn(async () => []),
  listPastProgrammesPage: vi.fn(async () => ({ items: [], next: null })),
}));
vi.mock('../../../src/services/analytics', () => ({ logPageView: vi.fn(async () => {}) }));

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRegistrant();
  vi.mocked(logPageView).mockClear();
  vi.mocked(getProgramme).mockResolvedValue(null);
  vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', 'G-TEST');
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  scrollTo.mockRestore();
  vi.unstubAllEnvs();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

describe('the registration pages', () => {
  it('are the routes marked to send no page view', () => {
    expect(ROUTES.filter((route) => route.noAnalytics).map((route) => route.path)).toEqual([
      '/programmes/:id/register',
      '/my-registrations',
    ]);
    expect(sendsPageViews('/programmes/camp/register')).toBe(false);
    expect(sendsPageViews('/my-registrations')).toBe(false);
    expect(sendsPageViews('/programmes/camp')).toBe(true);
  });

  it.each([
    ['the form', '/programmes/camp/register', 'Programme not found'],
    ['My registrations', '/my-registrations', 'My registrations'],
  ])('send no page view: %s, while the page it leads to does', async (_page, path, title) => {
    const user = userEvent.setup();
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }),
    ).toBeInTheDocument();
    // Page views go out after a dynamic import: give one the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logPageView).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Programmes' }));
    await waitFor(() => expect(logPageView).toHaveBeenCalledTimes(1));
    expect(logPageView).toHaveBeenCalledWith(expect.objectContaining({ path: '/programmes' }));
  });
});
