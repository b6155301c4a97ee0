/**
 * The document title: the route's, set when a page opens, unless the page names itself (an
 * editable page's saved title) in an effect of its own, which wins whatever order the page's data
 * and the route change come in: with the page, in the same commit, or after.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePageEffects } from '../../../src/components/usePageEffects';

/** A page that names itself, at once: its data was there when it was first drawn. */
function NamedPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Link to="/other">To the other page</Link>;
}

function Layout() {
  const { pathname } = useLocation();
  usePageEffects(pathname === '/mission' ? 'Mission | Site' : 'Other | Site', { pageView: false });
  return (
    <Routes>
      <Route path="/mission" element={<NamedPage title="Our Mission | Site" />} />
      <Route path="/other" element={<Link to="/mission">To the mission</Link>} />
    </Routes>
  );
}

describe('the document title', () => {
  it("is the page's own where it names itself in the commit that opens it, on the first page and back at it", async () => {
    render(
      <MemoryRouter initialEntries={['/mission']}>
        <Layout />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Our Mission | Site');
    await userEvent.click(screen.getByRole('link', { name: 'To the other page' }));
    expect(document.title).toBe('Other | Site');
    await userEvent.click(screen.getByRole('link', { name: 'To the mission' }));
    expect(document.title).toBe('Our Mission | Site');
  });
});
