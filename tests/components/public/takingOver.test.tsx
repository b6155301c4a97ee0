/**
 * How a published page says it has been taken over (src/components/published.tsx): useHydrated
 * is false in the build's markup and while the browser adopts it, true afterwards; inside
 * TakingOver each part turns once it has been adopted, a part waiting for its script too, without
 * a mismatch and keeping the published markup.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import {
  AdoptedUntilNavigation,
  TakingOver,
  useHydrated,
} from '../../../src/components/published';

function State({ part }: { part: string }) {
  return (
    <p data-part={part}>
      {part}: {useHydrated() ? 'taken over' : 'as published'}
    </p>
  );
}

/** A part of the page whose script arrives in the browser when the test says. */
function waitingPart() {
  let arrive: () => void = () => {};
  const arrived = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Below });
  });
  return { Browser: lazy(() => arrived), arrive };
}

function Below() {
  return <State part="below" />;
}

/** The build's markup of `ui`, in the document as the browser parses it. */
function built(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

const roots: Root[] = [];
let recoverable: unknown[];
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  recoverable = [];
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
  consoleError.mockRestore();
});

async function hydrate(container: HTMLElement, ui: ReactElement) {
  await act(async () => {
    roots.push(hydrateRoot(container, ui, { onRecoverableError: (e) => recoverable.push(e) }));
  });
}

const text = (container: HTMLElement, part: string) =>
  container.querySelector(`[data-part="${part}"]`)?.textContent;

describe('a page taken over inside TakingOver', () => {
  it('is as published in the build, then taken over in the browser, with no mismatch', async () => {
    const ui = (
      <TakingOver value>
        <State part="top" />
      </TakingOver>
    );
    const container = built(ui);
    expect(text(container, 'top')).toBe('top: as published');
    const paragraph = container.querySelector('p');
    await hydrate(container, ui);
    expect(text(container, 'top')).toBe('top: taken over');
    // Adopted, not drawn afresh.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes a part waiting for its script over when it arrives, keeping its markup', async () => {
    const { Browser, arrive } = waitingPart();
    const page = (Below: ComponentType) => (
      <TakingOver value>
        <State part="top" />
        <Suspense fallback={<p>Loading...</p>}>
          <Below />
        </Suspense>
      </TakingOver>
    );
    // The build has the part's script: its markup is there.
    const container = built(page(Below));
    expect(text(container, 'below')).toBe('below: as published');
    const below = container.querySelector('[data-part="below"]');

    await hydrate(container, page(Browser));
    // The part below still waits, and shows what it published; the rest is taken over.
    expect(text(container, 'top')).toBe('top: taken over');
    expect(text(container, 'below')).toBe('below: as published');
    expect(container.querySelector('[data-part="below"]')).toBe(below);

    await act(async () => arrive());
    expect(text(container, 'top')).toBe('top: taken over');
    expect(text(container, 'below')).toBe('below: taken over');
    expect(container.querySelector('[data-part="below"]')).toBe(below);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('draws a part it did not adopt (a page reached by a link) as published, then at once taken over', () => {
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return null;
    }
    render(
      <TakingOver value>
        <Recorder />
      </TakingOver>,
    );
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('draws the pages reached by a link taken over from their first render', () => {
    const seen = { first: [] as boolean[], next: [] as boolean[] };
    function Recorder({ page }: { page: 'first' | 'next' }) {
      const hydrated = useHydrated();
      seen[page].push(hydrated);
      return page === 'first' ? <Link to="/next">Next</Link> : <Link to="/">Back</Link>;
    }
    render(
      <TakingOver value>
        <MemoryRouter>
          <AdoptedUntilNavigation>
            <Routes>
              <Route path="/" element={<Recorder page="first" />} />
              <Route path="/next" element={<Recorder page="next" />} />
            </Routes>
          </AdoptedUntilNavigation>
        </MemoryRouter>
      </TakingOver>,
    );
    // The page it started on: as published first.
    expect(seen.first[0]).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(seen.next.length).toBeGreaterThan(0);
    expect(seen.next.every(Boolean)).toBe(true);
    // Back on the first page, drawn afresh: taken over at once.
    const before = seen.first.length;
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(seen.first.slice(before).every(Boolean)).toBe(true);
    expect(seen.first.length).toBeGreaterThan(before);
  });

  it('is taken over from the first render when it adopts nothing (the admin area, the dev server)', () => {
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return null;
    }
    render(
      <TakingOver value={false}>
        <Recorder />
      </TakingOver>,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });
});

describe('a component on its own', () => {
  it('is as published in a server render and taken over once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<State part="alone" />);
    document.body.append(container);
    expect(text(container, 'alone')).toBe('alone: as published');
    await hydrate(container, <State part="alone" />);
    expect(text(container, 'alone')).toBe('alone: taken over');
    expect(recoverable).toEqual([]);
  });
});
