/** The Pages screen: the site's pages of text, each with its editor and its place on the site. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagesAdmin } from '../../../src/admin/pages/PagesAdmin';
import { renderScreen, setUpScreenTests } from './helpers';

setUpScreenTests();

describe('the Pages screen', () => {
  it('lists the six pages, each with its editor and its page on the site', () => {
    renderScreen(<PagesAdmin />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'About Us',
      'History',
      'Mission',
      'Vision',
      'Objectives',
      "The Chairman's page",
    ]);
    expect(screen.getByRole('link', { name: 'Edit About Us' })).toHaveAttribute(
      'href',
      '/admin/pages/about-us',
    );
    expect(screen.getByRole('link', { name: "Edit The Chairman's page" })).toHaveAttribute(
      'href',
      '/admin/pages/chairman',
    );
    expect(screen.getByRole('link', { name: 'View Objectives on the site' })).toHaveAttribute(
      'href',
      '/objectives',
    );
  });
});
