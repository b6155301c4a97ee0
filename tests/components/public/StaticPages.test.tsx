import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
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
    for (const line of BUILT_IN_SITE_DETAILS.addressLines)
      expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 562 285 1318' })).toHaveAttribute(
      'href',
      'tel:+915622851318',
    );
    for (const email of ['youth@agraarchdiocese.org', 'dyd@agraarchdiocese.org'])
      expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const map = screen.getByTitle("Map showing Archbishop's House, Wazirpura Road, Agra");
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute(
      'src',
      "https://www.google.com/maps?q=Archbishop's%20House%2C%20Wazirpura%20Road%2C%20Agra&output=embed",
    );
  });

  it('contact: the details as published, one e-mail link when the second is empty', () => {
    const details = {
      ...BUILT_IN_SITE_DETAILS,
      addressLines: ['Parish Hall', 'Mathura 281001'],
      phone: '0565 240 0000',
      email: 'mathura@example.org',
      secondaryEmail: '',
      mapPlace: 'Parish Hall, Mathura',
    };
    render(
      <PublishedSiteContext.Provider value={{ details, banner: BUILT_IN_BANNER }}>
        <MemoryRouter>
          <ContactPage />
        </MemoryRouter>
      </PublishedSiteContext.Provider>,
    );
    for (const line of details.addressLines) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0565 240 0000' })).toHaveAttribute(
      'href',
      'tel:05652400000',
    );
    expect(screen.getAllByRole('link', { name: /@/ }).map((a) => a.textContent)).toEqual([
      'mathura@example.org',
    ]);
    expect(screen.getByTitle('Map showing Parish Hall, Mathura')).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=Parish%20Hall%2C%20Mathura&output=embed',
    );
  });
});
