/**
 * Set-up of the unit and component tests alike: every test is a visit of its own, and no test
 * reaches a backend by way of a page's reads unless it says so (the DOM's set-up, for the
 * component tests only, is dom.ts).
 */
import { afterEach, vi } from 'vitest';
import { forgetVisit } from '../../src/components/published';

// Every component test is a visit of its own, reading the change marker and other pages' published
// content afresh; by default neither is there (a test that needs them sets the mocks' answers).
vi.mock('../../src/services/changes', () => ({ readChanges: vi.fn(async () => ({})) }));
vi.mock('../../src/services/publishedContent', () => ({
  fetchPublishedContent: vi.fn(async () => null),
}));
// The programmes' pages and lists read their registrations live: by default none takes any on
// this site.
vi.mock('../../src/services/registration/programmeRegistration', () => ({
  getProgrammeRegistration: vi.fn(async () => null),
  listProgrammeRegistrations: vi.fn(async () => []),
}));
// The programme form and the registrations screen read the reminders of a programme and of its
// registrations: by default none is kept, and a write of them succeeds.
vi.mock('../../src/services/registration/reminders', () => ({
  readProgrammeReminders: vi.fn(async () => null),
  saveProgrammeReminders: vi.fn(async () => {}),
  listReminderSends: vi.fn(async () => new Map()),
  recordWhatsAppReminder: vi.fn(async () => {}),
}));
// The registration forms read the team's parish list live: by default the team keeps none.
vi.mock('../../src/services/parishes', () => ({ readParishList: vi.fn(async () => null) }));
afterEach(() => forgetVisit());
