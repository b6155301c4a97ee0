/**
 * The editor of an editable page, as a team member sees and uses it: the page as saved with its
 * preview, the checks before a save, the save, a refused save, the versions and putting one back.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessContext } from '../../../src/admin/access/AccessContext';
import { PageEditorPage } from '../../../src/admin/pages/PageEditorPage';
import { Toasts } from '../../../src/admin/ui/Toasts';
import { loadBuiltInPages } from '../../../src/config/profile';
import type { PageVersion, SavedPage } from '../../../src/domain/editablePages';
import {
  PageChangedError,
  listPageVersions,
  putBackPageVersion,
  readPage,
  savePage,
} from '../../../src/services/pages';
import { accessOf, findToast, permissionDenied, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/pages', () => import('./serviceMocks/pages'));

setUpScreenTests();

const DAY = 24 * 60 * 60 * 1000;
const SAVED: SavedPage = {
  id: 'about-us',
  title: 'About Us',
  description: 'Who we are.',
  body: 'We are the youth.\n\n## Our deaneries\n\n- Agra\n- Mathura',
  version: 3,
  updatedAt: new Date(Date.now() - 3 * DAY),
  updatedBy: 'uid-bea',
};
const versionOf = (version: number, savedBy: string, daysAgo: number): PageVersion => ({
  page: 'about-us',
  title: version === 3 ? 'About Us' : `About Us ${version}`,
  description: 'Who we are.',
  body: `Text of version ${version}.`,
  version,
  savedAt: new Date(Date.now() - daysAgo * DAY),
  savedBy,
});
const VERSIONS = [
  versionOf(3, 'uid-bea', 3),
  versionOf(2, 'uid-ravi', 10),
  versionOf(1, 'uid-anita', 30),
];

beforeEach(() => {
  vi.mocked(readPage).mockResolvedValue(SAVED);
  vi.mocked(listPageVersions).mockResolvedValue(VERSIONS);
  vi.mocked(savePage).mockImplementation(async (id, input) => ({
    id,
    ...input,
    version: 4,
    updatedAt: new Date(),
    updatedBy: 'uid-anita',
  }));
});

function renderEditor(pageId = 'about-us') {
  return render(
    <AccessContext value={accessOf()}>
      <MemoryRouter initialEntries={[`/admin/pages/${pageId}`]}>
        <Toasts />
        <Routes>
          <Route path="/admin/pages/:pageId" element={<PageEditorPage />} />
        </Routes>
      </MemoryRouter>
    </AccessContext>,
  );
}

const form = () => screen.getByRole('form', { name: 'Edit the page' });
const field = (label: string) => within(form()).getByLabelText(label);
const preview = () => within(screen.getByRole('region', { name: 'Preview' }));
const save = (user: UserEvent) =>
  user.click(within(form()).getByRole('button', { name: 'Save the page' }));
/** The line that says whether and when the page was saved, once it reads `text`. */
const savedLine = (text: RegExp) =>
  screen.findByText(
    (_, element) =>
      element?.getAttribute('role') === 'status' && text.test(element.textContent ?? ''),
  );
async function opened() {
  await screen.findByRole('form', { name: 'Edit the page' });
}
async function retype(user: UserEvent, label: string, text: string) {
  await user.clear(field(label));
  // user-event reads [ and { as keys to press: typed as text here.
  if (text)
    await user.type(
      field(label),
      text.replace(/[[{]/g, (c) => c + c),
    );
}

describe('the page editor', () => {
  it('shows the page as saved, who saved it and when, and its preview', async () => {
    renderEditor();
    await opened();
    expect(screen.getByRole('heading', { name: 'About Us', level: 2 })).toBeInTheDocument();
    expect(await savedLine(/^Last saved 3 days ago.* by Bea\.$/)).toBeInTheDocument();
    expect(field('Title')).toHaveValue('About Us');
    expect(field('Description')).toHaveValue('Who we are.');
    expect(field('Text')).toHaveValue(SAVED.body);
    expect(preview().getByRole('heading', { name: 'Our deaneries', level: 2 })).toBeVisible();
    expect(
      preview()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Agra', 'Mathura']);
    expect(screen.getByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      '/about-us',
    );
  });

  it('starts from the text the site shows for a page never saved, with no versions', async () => {
    vi.mocked(readPage).mockResolvedValue(null);
    vi.mocked(listPageVersions).mockResolvedValue([]);
    const builtIn = (await loadBuiltInPages()).chairman;
    renderEditor('chairman');
    await opened();
    expect(screen.getByRole('heading', { name: "The Chairman's page" })).toBeInTheDocument();
    expect(
      screen.getByText('Not saved yet: this is the text the site shows until you save.'),
    ).toBeInTheDocument();
    expect(field('Title')).toHaveValue(builtIn.title);
    expect(field('Text')).toHaveValue(builtIn.body);
    expect(screen.getByText(/None yet: each save is kept here/)).toBeInTheDocument();
  });

  it('previews what is typed, a script and a javascript: link as harmless text', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor();
    await opened();
    await retype(
      user,
      'Text',
      '## New section\n\n<script>alert(1)</script> and [a link](javascript:alert(1))',
    );
    expect(await preview().findByRole('heading', { name: 'New section' })).toBeVisible();
    expect(preview().getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(preview().queryByRole('link')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('saves what was typed, trimmed, over the page as opened, and lists the versions again', async () => {
    const user = userEvent.setup();
    renderEditor();
    await opened();
    await retype(user, 'Title', ' About the Commission ');
    await save(user);
    expect(await findToast('Page saved. Visitors see it now.')).toBeInTheDocument();
    expect(savePage).toHaveBeenCalledWith(
      'about-us',
      {
        title: 'About the Commission',
        description: 'Who we are.',
        body: SAVED.body,
        titleHi: '',
        descriptionHi: '',
        bodyHi: '',
      },
      SAVED,
    );
    expect(listPageVersions).toHaveBeenCalledTimes(2);
    expect(await savedLine(/^Last saved just now.* by Anita\.$/)).toBeInTheDocument();
    expect(field('Title')).toHaveValue('About the Commission');
  });

  it.each<[string, string, string, string]>([
    ['an empty title', 'Title', '', "Write the page's title"],
    [
      'an empty description',
      'Description',
      '',
      "Write the page's description: one line that search results and link previews show",
    ],
    ['an empty text', 'Text', '   ', "Write the page's text"],
    [
      'a heading larger than the subset allows',
      'Text',
      '# Big heading',
      'A heading starts with ## (or ### for a smaller one): the page title is the only larger heading',
    ],
    [
      'a javascript: link',
      'Text',
      'See [this](javascript:void).',
      'The link to "javascript:void" is not allowed',
    ],
  ])('refuses %s, saying why, and saves nothing', async (_, label, text, message) => {
    const user = userEvent.setup();
    renderEditor();
    await opened();
    await retype(user, label, text);
    await save(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(savePage).not.toHaveBeenCalled();
  });

  it.each<[string, string, string, string]>([
    [
      'a Hindi title of 201 characters',
      'Title in Hindi (optional)',
      'क'.repeat(201),
      'Title and description in Hindi must be at most 200 characters',
    ],
    [
      'a Hindi description of 201 characters',
      'Description in Hindi (optional)',
      'क'.repeat(201),
      'Title and description in Hindi must be at most 200 characters',
    ],
    [
      'a Hindi text with a heading larger than the subset allows',
      'Text in Hindi (optional)',
      '# बड़ा शीर्षक',
      'Text in Hindi: A heading starts with ## (or ### for a smaller one)',
    ],
    [
      'a Hindi text with a javascript: link',
      'Text in Hindi (optional)',
      '[यह](javascript:void) देखें।',
      'Text in Hindi: The link to "javascript:void" is not allowed',
    ],
    [
      'a Hindi text of 20,001 characters',
      'Text in Hindi (optional)',
      'क'.repeat(20_001),
      'Text in Hindi: The text must be at most 20,000 characters (it has 20,001)',
    ],
  ])('refuses %s, saying why, and saves nothing', async (_, label, text, message) => {
    const user = userEvent.setup();
    renderEditor();
    await opened();
    // Long texts are pasted: typed letter by letter they would take long.
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(text);
    await save(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(savePage).not.toHaveBeenCalled();
  });

  it.each([
    ['refused by the rules', permissionDenied(), 'Missing or insufficient permissions.'],
    [
      'saved by someone else since it was opened',
      new PageChangedError(null),
      'Someone saved this page after you opened it.',
    ],
  ])('keeps what was typed when the save is %s, saying why', async (_, error, reason) => {
    const user = userEvent.setup();
    vi.mocked(savePage).mockRejectedValue(error);
    renderEditor();
    await opened();
    await retype(user, 'Title', 'A new title');
    await save(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      `Could not save the page: ${reason}`,
    );
    expect(field('Title')).toHaveValue('A new title');
    expect(await savedLine(/^Last saved 3 days ago/)).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Save the page' })).toBeEnabled();
  });

  it('lists the versions newest first, who saved each and when, the one on the page marked', async () => {
    renderEditor();
    await opened();
    const versions = within(screen.getByRole('region', { name: 'Versions' }));
    const items = versions.getAllByRole('listitem').map((li) => li.textContent);
    // Each time's exact date is its tooltip, in the text too.
    expect(items[0]).toMatch(/^Version 3, saved 3 days ago.* by Bea: About UsOn the page now$/);
    expect(items[1]).toMatch(/^Version 2, saved 10 days ago.* by Ravi: About Us 2Put back$/);
    expect(items[2]).toMatch(/^Version 1, saved .* by Anita: About Us 1Put back$/);
    expect(versions.queryByRole('button', { name: 'Put version 3 back' })).toBeNull();
  });

  it('puts a version back once asked, and leaves everything when cancelled', async () => {
    const user = userEvent.setup();
    vi.mocked(putBackPageVersion).mockImplementation(async (version) => ({
      id: 'about-us',
      title: version.title,
      description: version.description,
      body: version.body,
      version: 4,
      updatedAt: new Date(),
      updatedBy: 'uid-anita',
    }));
    renderEditor();
    await opened();
    await user.click(screen.getByRole('button', { name: 'Put version 2 back' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(putBackPageVersion).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Put version 2 back' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Put version 2 back on the page? The text the page has now stays among the versions',
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Put back' }),
    );
    expect(await findToast('Version 2 put back. Visitors see it now.')).toBeInTheDocument();
    expect(putBackPageVersion).toHaveBeenCalledWith(VERSIONS[1], SAVED);
    expect(await savedLine(/^Last saved just now.* by Anita\.$/)).toBeInTheDocument();
    expect(field('Title')).toHaveValue('About Us 2');
    expect(field('Text')).toHaveValue('Text of version 2.');
  });

  it('says so when a version cannot be put back, and the page stays', async () => {
    const user = userEvent.setup();
    vi.mocked(putBackPageVersion).mockRejectedValue(permissionDenied());
    renderEditor();
    await opened();
    await user.click(screen.getByRole('button', { name: 'Put version 1 back' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Put back' }),
    );
    expect(
      await findToast('Could not put version 1 back: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
    expect(field('Title')).toHaveValue('About Us');
    expect(await savedLine(/^Last saved 3 days ago/)).toBeInTheDocument();
  });

  it('says when the page cannot be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    vi.mocked(readPage).mockRejectedValueOnce(new Error('offline'));
    renderEditor();
    expect(await screen.findByText('The page could not be read.')).toBeInTheDocument();
    expect(await findToast('Could not read the page: offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await opened();
    expect(field('Title')).toHaveValue('About Us');
  });

  it('says there is no such page for an address of none, reading nothing', async () => {
    renderEditor('contact');
    expect(await screen.findByText(/There is no page ‘contact’ to edit/)).toBeInTheDocument();
    expect(readPage).not.toHaveBeenCalled();
  });

  it('turns text pasted from Google Docs into the page Markdown, keeping its list', async () => {
    const user = userEvent.setup();
    renderEditor();
    await opened();
    await user.clear(field('Text'));
    const text = field('Text') as HTMLTextAreaElement;
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span>Our aims</span></p><ul><li dir="ltr"><p dir="ltr"><span>Prayer</span></p></li><li dir="ltr"><p dir="ltr"><span>Service</span></p></li></ul></b>';
    fireEvent.paste(text, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : 'plain') },
    });
    expect(text.value).toBe('Our aims\n\n- Prayer\n- Service');
    expect(await preview().findByText('Our aims')).toBeVisible();
    expect(
      preview()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Prayer', 'Service']);
  });
});

describe('the page in Hindi', () => {
  const IN_HINDI = {
    titleHi: 'हमारे बारे में',
    descriptionHi: 'हम कौन हैं।',
    bodyHi: 'हम युवा हैं।\n\n## हमारे डीनरी\n\n- आगरा\n- मथुरा',
  };
  const hindi = () => within(screen.getByRole('group', { name: 'हिंदी (Hindi)' }));
  const hindiPreview = () => within(screen.getByRole('region', { name: 'Preview in Hindi' }));

  it('shows a section of optional Hindi fields, empty for a page without Hindi', async () => {
    renderEditor();
    await opened();
    for (const label of [
      'Title in Hindi (optional)',
      'Description in Hindi (optional)',
      'Text in Hindi (optional)',
    ]) {
      expect(hindi().getByLabelText(label)).toHaveValue('');
      expect(hindi().getByLabelText(label)).toHaveAttribute('lang', 'hi');
      expect(hindi().getByLabelText(label)).not.toBeRequired();
    }
    expect(hindi().getByText(/Shown on the page in Hindi \(\/hi\/about-us\)/)).toBeVisible();
    expect(hindiPreview().queryByRole('heading')).toBeNull();
  });

  it('shows the Hindi words as saved, and previews the Hindi text', async () => {
    vi.mocked(readPage).mockResolvedValue({ ...SAVED, ...IN_HINDI });
    renderEditor();
    await opened();
    expect(field('Title in Hindi (optional)')).toHaveValue(IN_HINDI.titleHi);
    expect(field('Description in Hindi (optional)')).toHaveValue(IN_HINDI.descriptionHi);
    expect(field('Text in Hindi (optional)')).toHaveValue(IN_HINDI.bodyHi);
    expect(hindiPreview().getByRole('heading', { name: 'हमारे डीनरी', level: 2 })).toBeVisible();
    expect(
      hindiPreview()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['आगरा', 'मथुरा']);
    // The English preview still shows the English text.
    expect(preview().getByRole('heading', { name: 'Our deaneries', level: 2 })).toBeVisible();
  });

  it('saves the Hindi words typed, trimmed, with the English ones', async () => {
    const user = userEvent.setup();
    renderEditor();
    await opened();
    await retype(user, 'Title in Hindi (optional)', ` ${IN_HINDI.titleHi} `);
    await retype(user, 'Description in Hindi (optional)', IN_HINDI.descriptionHi);
    await user.click(field('Text in Hindi (optional)'));
    await user.paste(`\n${IN_HINDI.bodyHi}\n\n`);
    expect(await hindiPreview().findByRole('heading', { name: 'हमारे डीनरी' })).toBeVisible();
    await save(user);
    expect(await findToast('Page saved. Visitors see it now.')).toBeInTheDocument();
    expect(savePage).toHaveBeenCalledWith(
      'about-us',
      { title: SAVED.title, description: SAVED.description, body: SAVED.body, ...IN_HINDI },
      SAVED,
    );
    expect(field('Title in Hindi (optional)')).toHaveValue(IN_HINDI.titleHi);
  });

  it('saves a Hindi word emptied as empty, so that the page drops it', async () => {
    const user = userEvent.setup();
    vi.mocked(readPage).mockResolvedValue({ ...SAVED, ...IN_HINDI });
    renderEditor();
    await opened();
    await user.clear(field('Text in Hindi (optional)'));
    await retype(user, 'Title in Hindi (optional)', '   ');
    await save(user);
    expect(await findToast('Page saved. Visitors see it now.')).toBeInTheDocument();
    expect(savePage).toHaveBeenCalledWith(
      'about-us',
      expect.objectContaining({ titleHi: '', descriptionHi: IN_HINDI.descriptionHi, bodyHi: '' }),
      { ...SAVED, ...IN_HINDI },
    );
  });

  it('puts back a version with its Hindi words, and the form shows them', async () => {
    const user = userEvent.setup();
    const withHindi = { ...versionOf(2, 'uid-ravi', 10), ...IN_HINDI };
    vi.mocked(listPageVersions).mockResolvedValue([VERSIONS[0]!, withHindi, VERSIONS[2]!]);
    vi.mocked(putBackPageVersion).mockImplementation(async (version) => ({
      id: 'about-us',
      title: version.title,
      description: version.description,
      body: version.body,
      titleHi: version.titleHi ?? '',
      descriptionHi: version.descriptionHi ?? '',
      bodyHi: version.bodyHi ?? '',
      version: 4,
      updatedAt: new Date(),
      updatedBy: 'uid-anita',
    }));
    renderEditor();
    await opened();
    await user.click(screen.getByRole('button', { name: 'Put version 2 back' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Put back' }),
    );
    expect(await findToast('Version 2 put back. Visitors see it now.')).toBeInTheDocument();
    expect(putBackPageVersion).toHaveBeenCalledWith(withHindi, SAVED);
    expect(field('Title in Hindi (optional)')).toHaveValue(IN_HINDI.titleHi);
    expect(field('Text in Hindi (optional)')).toHaveValue(IN_HINDI.bodyHi);
  });

  it('turns text pasted into the Hindi text from Google Docs into the page Markdown', async () => {
    renderEditor();
    await opened();
    const text = field('Text in Hindi (optional)') as HTMLTextAreaElement;
    const html =
      '<meta charset="utf-8"><b id="docs-internal-guid-1"><p dir="ltr"><span>हमारे लक्ष्य</span></p><ul><li><p><span>प्रार्थना</span></p></li><li><p><span>सेवा</span></p></li></ul></b>';
    fireEvent.paste(text, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : 'plain') },
    });
    expect(text.value).toBe('हमारे लक्ष्य\n\n- प्रार्थना\n- सेवा');
    expect(await hindiPreview().findByText('हमारे लक्ष्य')).toBeVisible();
  });
});
