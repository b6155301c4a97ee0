import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import HEADER_LOGOS from 'virtual:header-logos';
import { CONSTANTS, SITE } from '../config/site';
import { LOGOS } from '../content/images';
import { MY_REGISTRATIONS } from '../content/myRegistrations';
import { isMenuLinkActive, type MenuEntry, type MenuLink } from '../domain/menu';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import { isRegistrantSignedIn, watchRegistrantFlag } from '../services/registration/registrantFlag';
import { LANGUAGES, LANGUAGE_LIST, pathInLanguage } from '../words/languages';
import { useLanguage, useNames, useWords } from './words';

/** 'My registrations', in the menu while someone is signed in to register on this browser. */
const MY_REGISTRATIONS_ENTRY: MenuEntry = {
  label: MY_REGISTRATIONS.label,
  to: MY_REGISTRATIONS.path,
  activeOn: [MY_REGISTRATIONS.path],
};

/**
 * Whether a registrant is signed in on this browser (services/registration/registrantFlag.ts). The
 * published HTML is the signed-out page: the flag is read only once the page is hydrated.
 */
const useRegistrantSignedIn = () =>
  useSyncExternalStore(watchRegistrantFlag, isRegistrantSignedIn, () => false);

/**
 * The public header (docs/behaviour.md, Header and footer, and Menu): two logos, the site title
 * and the menu, with 'My registrations' at its end while someone is signed in to register, and the
 * link to the same page in the other language. Below Bootstrap's lg breakpoint a toggle shows the
 * menu. Open states remember the path they were opened on, so every route change closes them
 * without an effect.
 */
export function Header({ menu }: { menu: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const say = useWords();
  const name = useNames();
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const { headerRef, stickyHeight } = useStickyHeader();
  const sticky = stickyHeight !== null;
  const entries = useRegistrantSignedIn() ? [...menu, MY_REGISTRATIONS_ENTRY] : menu;

  return (
    // The slot keeps the header's height in the page while the header itself is fixed.
    <div className="site-header-slot" style={sticky ? { height: stickyHeight } : undefined}>
      <header ref={headerRef} className={`site-header${sticky ? ' is-sticky' : ''}`}>
        <div className="container site-brand">
          <Logo which="crest" />
          <Link to={PUBLIC_PATHS.home} className="site-title" onClick={closeMenu}>
            {name(SITE.title)}
          </Link>
          <Logo which="emblem" />
        </div>
        <nav className="navbar navbar-expand-lg site-nav" aria-label={say('Main')}>
          <div className="container">
            <button
              type="button"
              className="navbar-toggler"
              aria-controls="site-menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              <span className="navbar-toggler-icon" aria-hidden="true" />
              <span className="ms-2">{say('Menu')}</span>
            </button>
            <LanguageLinks />
            <div id="site-menu" className={`collapse navbar-collapse${menuOpen ? ' show' : ''}`}>
              <ul className="navbar-nav mx-lg-auto">
                {entries.map((entry) =>
                  entry.submenu ? (
                    <SubmenuItem
                      key={entry.label}
                      entry={entry}
                      submenu={entry.submenu}
                      pathname={pathname}
                      onNavigate={closeMenu}
                    />
                  ) : (
                    <li key={entry.label} className="nav-item">
                      <MenuItemLink
                        entry={entry}
                        pathname={pathname}
                        className="nav-link"
                        onNavigate={closeMenu}
                      />
                    </li>
                  ),
                )}
              </ul>
            </div>
          </div>
        </nav>
      </header>
    </div>
  );
}

/**
 * One of the commission's logos, written into the page as its SVG (the build reads the profile's
 * file: publish/inlineSvg.ts), so that the header is whole at the first paint and asks for no file.
 */
function Logo({ which }: { which: keyof typeof LOGOS }) {
  const { alt, width, height } = LOGOS[which];
  const { viewBox, markup } = HEADER_LOGOS[which];
  const name = useNames();
  return (
    <svg
      className="site-logo"
      role="img"
      aria-label={name(alt)}
      viewBox={viewBox}
      width={width}
      height={height}
      // The profile's own file, checked by the build to hold nothing that runs or fetches.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/**
 * The same page in each other language, named in that language ('हिंदी', 'English'): a link that
 * loads it afresh, as its own published page, since each language is a site of its own to the
 * router. Beside the menu's toggle on a phone, after the menu on a wide screen.
 */
function LanguageLinks() {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  return LANGUAGE_LIST.filter((other) => other !== language).map((other) => (
    <a
      key={other}
      className="nav-link language-link ms-auto order-lg-last"
      href={`${pathInLanguage(pathname, other)}${search}`}
      hrefLang={LANGUAGES[other].lang}
      lang={LANGUAGES[other].lang}
    >
      {LANGUAGES[other].ownName}
    </a>
  ));
}

interface ItemProps {
  entry: MenuLink;
  pathname: string;
  className: string;
  onNavigate: () => void;
}

/**
 * A menu link, highlighted on its own paths (isMenuLinkActive); an entry with no target is text,
 * not a fake link.
 */
function MenuItemLink({ entry, pathname, className, onNavigate }: ItemProps) {
  if (entry.to === null)
    return (
      <span className={`${className} disabled`} aria-disabled="true">
        <EntryLabel entry={entry} />
      </span>
    );
  const active = isMenuLinkActive(entry, pathname);
  return (
    <Link
      to={entry.to}
      className={`${className}${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <EntryLabel entry={entry} />
    </Link>
  );
}

/** A menu entry's label, in the page's language. */
function EntryLabel({ entry }: { entry: MenuLink }) {
  const name = useNames();
  return name(entry.label);
}

/**
 * 'Office': a top link plus a disclosure button for its submenu. The button opens and closes it
 * (Enter and Space come with the button); Escape or leaving the group closes it.
 */
function SubmenuItem({
  entry,
  submenu,
  pathname,
  onNavigate,
}: {
  entry: MenuEntry;
  submenu: readonly MenuLink[];
  pathname: string;
  onNavigate: () => void;
}) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const submenuId = useId();
  const say = useWords();
  const name = useNames();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => setOpenOn(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const navigate = () => {
    close();
    onNavigate();
  };

  return (
    <li className="nav-item dropdown" onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className="d-flex align-items-center justify-content-between">
        <MenuItemLink
          entry={entry}
          pathname={pathname}
          className="nav-link"
          onNavigate={navigate}
        />
        <button
          ref={toggleRef}
          type="button"
          className="submenu-toggle"
          aria-expanded={open}
          aria-controls={submenuId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="visually-hidden">
            {say('{entry} submenu', { entry: name(entry.label) })}
          </span>
        </button>
      </div>
      <ul id={submenuId} className={`dropdown-menu${open ? ' show' : ''}`} hidden={!open}>
        {submenu.map((item) => (
          <li key={item.label}>
            <MenuItemLink
              entry={item}
              pathname={pathname}
              className="dropdown-item"
              onNavigate={navigate}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The header becomes sticky once the page is scrolled more than 176 px. */
function useStickyHeader() {
  const headerRef = useRef<HTMLElement>(null);
  // The header's in-flow height while it is fixed, or null while it is not.
  const [stickyHeight, setStickyHeight] = useState<number | null>(null);
  useEffect(() => {
    const update = () => {
      if (window.scrollY > CONSTANTS.stickyHeaderThreshold)
        setStickyHeight((height) => height ?? headerRef.current?.offsetHeight ?? 0);
      else setStickyHeight(null);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return { headerRef, stickyHeight };
}
