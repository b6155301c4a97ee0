// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStartFailure } from '../../src/app/startFailure';

afterEach(() => vi.restoreAllMocks());

describe('showStartFailure', () => {
  it('says what happened, with a way to reload, in an empty shell', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    showStartFailure(root, new Error('Failed to fetch dynamically imported module'));
    expect(root.textContent).toBe('Something went wrong: this page could not be loaded. Reload');
    expect(root.querySelector('a')?.getAttribute('href')).toBe(window.location.href);
    expect(error).toHaveBeenCalled();
  });

  it('leaves a page rendered at build time as it is', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>About Us</h1></main>';
    showStartFailure(root, new Error('offline'));
    expect(root.innerHTML).toBe('<main><h1>About Us</h1></main>');
  });
});
