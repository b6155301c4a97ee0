/**
 * What a visitor sees when the page inside a layout fails, instead of a blank screen: the layout
 * (header and footer, or the admin shell) stays, and the page's place shows 'Something went
 * wrong' with a Reload button and a way home.
 *
 * A tab left open across a deploy asks for page chunks the new deploy no longer has (their names
 * carry a content hash). That failure reloads the page once by itself, which fetches the new
 * build; sessionStorage remembers the reload, so a chunk that still fails afterwards shows the
 * error page instead of reloading again and again.
 *
 * The boundary starts afresh when the path changes, so the header's menu still leads on.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import { Spinner } from './Spinner';
import { useWords } from './words';

/** The sessionStorage entry holding the time (ms since 1970) of the last automatic reload. */
export const CHUNK_RELOAD_KEY = 'yc.chunkReloadAt';

/**
 * How long after an automatic reload another failing chunk shows the error page instead of
 * reloading. Far longer than a reload takes, so a chunk that fails every time cannot loop; short
 * enough that a later deploy, in a tab left open for hours, reloads by itself again.
 */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

/**
 * Whether an error means a script or stylesheet of the app could not be fetched: the browsers'
 * messages for a failed dynamic import (Chromium, Firefox, Safari) and Vite's for a failed
 * stylesheet preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

/** Records an automatic reload, unless one happened within the guard time or storage is off. */
function claimChunkReload(now: number): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    // Without storage the reload could not be remembered, and might repeat forever.
    return false;
  }
}

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Where the second action leads, and what it says. */
  home?: { href: string; label: string };
  /** The heading's level: 1 on a public page, 2 under the admin shell's own heading. */
  headingLevel?: 1 | 2;
  /** Reloads the page; tests pass their own, as jsdom cannot navigate. */
  reload?: () => void;
}

/** What the error page says, in the page's language. */
function useErrorWords() {
  const say = useWords();
  return {
    heading: say('Something went wrong'),
    chunkFailed: say('This page could not be loaded. Check your connection, then reload the page.'),
    failed: say('Sorry, this page could not be shown. Reloading the page may help.'),
    reload: say('Reload'),
    home: { href: PUBLIC_PATHS.home, label: say('Go to the home page') },
  };
}

type ErrorWords = ReturnType<typeof useErrorWords>;

/** The boundary of the page inside a layout; it starts afresh on every new path. */
export function RouteErrorBoundary(props: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return <Boundary {...props} resetKey={pathname} words={useErrorWords()} />;
}

interface State {
  error: unknown;
  /** A chunk failed and the page is about to reload (or about to learn that it may not). */
  reloading: boolean;
}

const NO_ERROR: State = { error: null, reloading: false };

class Boundary extends Component<
  RouteErrorBoundaryProps & { resetKey: string; words: ErrorWords },
  State
> {
  override state: State = NO_ERROR;

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error'), reloading: isChunkLoadError(error) };
  }

  override componentDidCatch() {
    if (!this.state.reloading) return;
    if (claimChunkReload(Date.now())) this.reload();
    else this.setState({ reloading: false });
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null)
      this.setState(NO_ERROR);
  }

  private reload = () => {
    if (this.props.reload) this.props.reload();
    else window.location.reload();
  };

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return <Spinner />;

    const { words } = this.props;
    const home = this.props.home ?? words.home;
    const Heading = this.props.headingLevel === 2 ? 'h2' : 'h1';
    return (
      <section className="container py-5 text-center">
        <Heading className="h3 mb-3">{words.heading}</Heading>
        <p className="mb-4">{isChunkLoadError(error) ? words.chunkFailed : words.failed}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button type="button" className="btn btn-brand" onClick={this.reload}>
            {words.reload}
          </button>
          {/* A full page load: it also brings the newest build, and works on the failing path. */}
          <a className="btn btn-outline-brand" href={home.href}>
            {home.label}
          </a>
        </div>
      </section>
    );
  }
}
