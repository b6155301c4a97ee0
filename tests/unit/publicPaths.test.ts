/**
 * The public address book (src/domain/publicPaths.ts): the addresses people and search engines
 * know stay as they are, the route table declares a page at each of them, and the addresses of
 * one programme lead to its page and its form.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, routeFor } from '../../src/app/routes';
import {
  PROGRAMMES_FEED_PATH,
  PUBLIC_PATHS,
  programmeGalleryPath,
  programmePath,
  registerPath,
} from '../../src/domain/publicPaths';

describe('the public addresses', () => {
  it.each<[keyof typeof PUBLIC_PATHS, string]>([
    ['home', '/'],
    ['aboutUs', '/about-us'],
    ['history', '/history'],
    ['mission', '/mission'],
    ['vision', '/vision'],
    ['objectives', '/objectives'],
    ['chairman', '/chairman'],
    ['programmes', '/programmes'],
    ['programme', '/programmes/:id'],
    ['register', '/programmes/:id/register'],
    ['myRegistrations', '/my-registrations'],
    ['calendar', '/calendar'],
    ['gallery', '/gallery'],
    ['contact', '/contact'],
    ['privacy', '/privacy'],
    ['adminLogin', '/admin/login'],
    ['adminSignUp', '/admin/signup'],
    ['adminResetPassword', '/admin/reset-password'],
    ['adminArea', '/admin/*'],
  ])('%s is %s', (name, path) => {
    expect(PUBLIC_PATHS[name]).toBe(path);
  });

  it('are each declared by one route of the route table', () => {
    for (const path of Object.values(PUBLIC_PATHS))
      expect(ROUTES.filter((route) => route.path === path).map((route) => route.path)).toEqual([
        path,
      ]);
  });

  it('the calendar of all programmes is /programmes.ics', () => {
    expect(PROGRAMMES_FEED_PATH).toBe('/programmes.ics');
  });
});

describe("a programme's addresses", () => {
  it.each([
    ['camp-2026', '/programmes/camp-2026', '/programmes/camp-2026/register', 'camp-2026'],
    [
      'a/b?c#d e',
      '/programmes/a%2Fb%3Fc%23d%20e',
      '/programmes/a%2Fb%3Fc%23d%20e/register',
      'a%2Fb%3Fc%23d%20e',
    ],
  ])('of %s are its page, its form and its photos', (id, page, form, inQuery) => {
    expect(programmePath(id)).toBe(page);
    expect(registerPath(id)).toBe(form);
    expect(programmeGalleryPath(id)).toBe(`/gallery?programme=${inQuery}`);
  });

  it('lead to its page and its registration form', () => {
    expect(routeFor(programmePath('a/b c'))?.page).toBe('pages/ProgrammePage');
    expect(routeFor(registerPath('a/b c'))?.page).toBe('pages/RegisterPage');
    const photos = new URL(programmeGalleryPath('a/b c'), 'https://site.example');
    expect(routeFor(photos.pathname)?.page).toBe('pages/GalleryPage');
    expect(photos.searchParams.get('programme')).toBe('a/b c');
  });
});
