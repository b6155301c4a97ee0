import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../src/config/site';
import { CHAIRMAN_PORTRAIT } from '../../../src/content/images';
import { AboutUsPage } from '../../../src/pages/AboutUsPage';
import { ChairmanPage } from '../../../src/pages/ChairmanPage';
import { ContactPage } from '../../../src/pages/ContactPage';
import { HistoryPage } from '../../../src/pages/HistoryPage';
import { MissionPage } from '../../../src/pages/MissionPage';
import { ObjectivesPage } from '../../../src/pages/ObjectivesPage';
import { VisionPage } from '../../../src/pages/VisionPage';

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('content pages', () => {
  it('about us: the commission, leadership, four deaneries, three lists and the CCBI', () => {
    renderPage(<AboutUsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Leadership' })).toBeInTheDocument();
    for (const deanery of ['Agra', 'Mathura', 'Aligarh', 'Noida'])
      expect(screen.getByRole('heading', { level: 3, name: deanery })).toBeInTheDocument();
    for (const list of ['Our Vision', 'Our Mission', 'Our Activities']) {
      const section = within(screen.getByRole('region', { name: list }));
      expect(section.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    expect(screen.getByRole('heading', { name: 'CCBI Youth Commission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
  });

  it('history: a breadcrumb Home > About Us > History', () => {
    renderPage(<HistoryPage />);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    const items = breadcrumb.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'About Us', 'History']);
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(items[2]).toHaveAttribute('aria-current', 'page');
  });

  it('mission: the acronym PLAN and extracts from the pastoral plan', () => {
    renderPage(<MissionPage />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.map((t) => t?.[0]).join('')).toBe('PLAN');
    expect(screen.getByRole('heading', { name: /Pastoral Plan/ })).toBeInTheDocument();
    expect(screen.getAllByRole('blockquote').length).toBeGreaterThan(0);
  });

  it('vision: a statement with three points', () => {
    renderPage(<VisionPage />);
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('objectives: five numbered objectives', () => {
    const { container } = renderPage(<ObjectivesPage />);
    expect(container.querySelector('ol')).not.toBeNull();
    expect(within(container.querySelector('ol')!).getAllByRole('listitem')).toHaveLength(5);
  });

  it("chairman: a bishop's message with a sized portrait", () => {
    renderPage(<ChairmanPage />);
    const portrait = screen.getByRole('img', { name: CHAIRMAN_PORTRAIT.alt });
    expect(portrait).toHaveAttribute('width', '400');
    expect(portrait).toHaveAttribute('height', '400');
    expect(screen.getByText('Dear young friends,')).toBeInTheDocument();
  });

  it('contact: postal address, a phone line, two e-mail links and a lazy, titled map', () => {
    renderPage(<ContactPage />);
    for (const line of SITE.address) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', 'tel:+915622851318');
    expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(screen.getByRole('link', { name: SITE.secondaryEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.secondaryEmail}`,
    );
    const map = screen.getByTitle(/^Map showing/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('src', SITE.mapEmbedUrl);
  });
});
