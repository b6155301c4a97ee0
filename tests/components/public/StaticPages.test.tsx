import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import { ContactPage } from '../../../src/pages/ContactPage';

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('the contact page', () => {
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
