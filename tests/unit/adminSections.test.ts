import { describe, expect, it } from 'vitest';
import {
  MESSAGE_SECTIONS,
  SECTIONS_AFTER_MESSAGES,
  SECTIONS_BEFORE_MESSAGES,
  adminPageTitle,
} from '../../src/admin/adminSections';

describe('adminPageTitle', () => {
  it.each([
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/members', 'Members Management'],
    ['/admin/bishop', 'Archbishop Messages'],
    ['/admin/youth-director', 'Youth Director Messages'],
    ['/admin/associate-director', 'Associate Director Messages'],
    ['/admin/lady-animator', 'Lady Youth Animator Messages'],
    ['/admin/events', 'Events Management'],
    ['/admin/gallery', 'Gallery Management'],
    ['/admin/settings', 'Settings'],
    ['/admin/settings/', 'Settings'],
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/no-such-page', 'Dashboard'],
  ])('%s → %s', (path, title) => {
    expect(adminPageTitle(path)).toBe(title);
  });
});

describe('sidebar sections', () => {
  it('lists the sidebar entries in order', () => {
    expect(SECTIONS_BEFORE_MESSAGES.map((s) => s.label)).toEqual(['Dashboard', 'Members']);
    expect(MESSAGE_SECTIONS.map((s) => s.label)).toEqual([
      'Archbishop',
      'Youth Director',
      'Associate Director',
      'Lady Animator',
    ]);
    expect(SECTIONS_AFTER_MESSAGES.map((s) => s.label)).toEqual(['Events', 'Gallery', 'Settings']);
  });
});
