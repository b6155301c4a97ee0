/**
 * Registering for a programme (/programmes/{id}/register) as a young person, a parent and an
 * adult meet it, with the services mocked at their module boundary (the registrant's sign-in and
 * writes, the programme's reads) and the clock at Saturday 14 February 2026, 10:00.
 */
import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import type { ProgrammeRegistration } from '../../../src/domain/registration/registrations';
import type { Programme } from '../../../src/domain/types';
import { RegisterPage } from '../../../src/pages/RegisterPage';
import { getProgrammeRegistration } from '../../../src/services/registration/programmeRegistration';
import { getProgramme } from '../../../src/services/programmes';
import { settings } from '../../../src/services/settings';
import {
  finishSignIn,
  register,
  rememberedEmail,
  sendSignInLink,
} from '../../../src/services/registration/registrant';
import {
  RegistrationRefused,
  SignInFailed,
  resetRegistrant,
  signInAs,
} from './registrantMock';

vi.mock('../../../src/services/registration/registrant', () => import('./registrantMock'));
vi.mock('../../../src/services/programmes', () => ({ getProgramme: vi.fn() }));

const NOW = new Date(2026, 1, 14, 10, 0);

/** This build's Firebase project, whose address the sign-in e-mail comes from. */
const PROJECT = settings.options.projectId;

const camp: Programme = {
  id: 'camp',
  title: 'Leadership Camp',
  startDate: '2026-03-14',
  endDate: '2026-03-15',
  time: '',
  place: 'Mathura',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const OPEN: ProgrammeRegistration = {
  programmeId: 'camp',
  open: true,
  closesOn: '2026-03-01',
  capacity: 12,
  minAge: 15,
  maxAge: 25,
  fee: 'Pay ₹300 at the venue',
  questions: [
    { id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'] },
    { id: 'q2', label: 'Your parish priest', kind: 'text', options: [] },
  ],
  confirmed: 0,
  waiting: 0,
  nextWait: 1,
  lastChange: '',
};

const PARENT = { uid: 'parent-uid', email: 'parent@example.com' };
const ADULT = { uid: 'adult-uid', email: 'ravi@example.com' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
const location = () => screen.getByTestId('location').textContent;

/** The page as the app mounts it, in StrictMode (its effects run twice in development). */
function renderAt(path: string) {
  return render(
    <StrictMode>
      <PublishedSiteContext.Provider
      value={{
        details: { ...BUILT_IN_SITE_DETAILS, email: 'youth@example.org' },
        banner: BUILT_IN_BANNER,
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/programmes/:id/register" element={<RegisterPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PublishedSiteContext.Provider>
    </StrictMode>,
  );
}

const origin = () => window.location.origin;

/** Chooses who is registering on the first step, with the date of birth it then asks. */
async function chooseWho(user: UserEvent, who: RegExp, dob?: string) {
  await user.click(await screen.findByRole('radio', { name: who }));
  if (dob !== undefined)
    fireEvent.change(screen.getByLabelText(/date of birth$/), { target: { value: dob } });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  sessionStorage.clear();
  resetRegistrant();
  vi.mocked(getProgramme).mockReset().mockResolvedValue(camp);
  vi.mocked(getProgrammeRegistration).mockReset().mockResolvedValue(OPEN);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  errors.mockRestore();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { name });
/**
 * Waits for the heading `name` to show with the focus: a step's heading takes it in an effect run
 * once the step is drawn, which after a reply from the services comes a moment after the heading.
 */
const focusedHeading = (name: string | RegExp) =>
  waitFor(() => expect(screen.getByRole('heading', { name })).toHaveFocus());

/** Fills in the form well; `dob` and the names as given. */
async function fillForm(
  user: UserEvent,
  { name, dob, forChild }: { name: string; dob: string; forChild: boolean },
) {
  await user.type(screen.getByLabelText(forChild ? "Your child's full name" : 'Full name'), name);
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: dob } });
  await user.type(
    screen.getByLabelText(forChild ? 'Phone number (yours or your child’s)' : 'Phone number'),
    '+91 98765 43210',
  );
  await user.type(screen.getByLabelText('Parish'), 'St Mary, Agra');
  await user.type(screen.getByLabelText('Deanery'), 'Agra');
  await user.type(screen.getByLabelText('Their name'), 'Mary Thomas');
  await user.type(screen.getByLabelText('Their phone number'), '98765 01234');
  await user.click(screen.getByRole('radio', { name: 'M' }));
  await user.type(screen.getByLabelText('Your parish priest'), 'Fr Joseph');
}

describe('before the steps', () => {
  it('says so when there is no such programme, with a link to all programmes', async () => {
    vi.mocked(getProgramme).mockResolvedValue(null);
    renderAt('/programmes/nope/register');
    expect(await screen.findByText('This programme could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All programmes' })).toHaveAttribute(
      'href',
      '/programmes',
    );
  });

  it('says so when the programme cannot be read', async () => {
    vi.mocked(getProgrammeRegistration).mockRejectedValue(new Error('offline'));
    renderAt('/programmes/camp/register');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The programme could not be read. Check your connection and reload the page.',
    );
  });

  it.each<[string, ProgrammeRegistration | null, string]>([
    ['takes none here', null, 'This programme does not take registrations on this site.'],
    ['is closed by the team', { ...OPEN, open: false }, 'Registration for this programme is closed.'],
    [
      'is past its closing day (13 February, in India)',
      { ...OPEN, closesOn: '2026-02-13' },
      'Registration for this programme is closed.',
    ],
  ])('says so when registration %s, asking nothing', async (_case, registration, text) => {
    vi.mocked(getProgrammeRegistration).mockResolvedValue(registration);
    renderAt('/programmes/camp/register');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the programme' })).toHaveAttribute(
      'href',
      '/programmes/camp',
    );
  });
});

describe('who is registering', () => {
  it("shows the places, ages, fee and closing day, then asks who, titling the page with the programme's name", async () => {
    const user = userEvent.setup();
    renderAt('/programmes/camp/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register for Leadership Camp' }),
    ).toBeInTheDocument();
    // The title is an effect of the page's render once the programme is read, run after it.
    await waitFor(() =>
      expect(document.title).toBe(
        'Register for Leadership Camp | Youth Commission of Agra Archdiocese',
      ),
    );
    for (const line of [
      '12 places left',
      'For ages 15 to 25 on the first day',
      'Pay ₹300 at the venue',
      'Registration closes at the end of 1 March 2026.',
    ])
      expect(screen.getByText(line)).toBeInTheDocument();
    const who = await screen.findByRole('group', { name: 'Who is registering?' });
    expect(within(who)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Myself: I am 18 or over on 14 March 2026',
      'My child: I am their parent or guardian',
      'Myself, but I am under 18 on 14 March 2026',
    ]);
    // No date of birth is asked before a choice, nor of a young person who says they are under 18.
    expect(screen.queryByLabelText(/date of birth$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose who is registering.');
    expect(location()).toBe('/programmes/camp/register');
    await user.click(screen.getByRole('radio', { name: /^Myself, but I am under 18/ }));
    expect(screen.queryByLabelText(/date of birth$/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^My child/ }));
    expect(screen.getByLabelText("Your child's date of birth")).toHaveAccessibleDescription(
      'Ages are counted on 14 March 2026, the first day.',
    );
    await user.click(screen.getByRole('radio', { name: /^Myself: I am 18 or over/ }));
    expect(screen.getByLabelText('Your date of birth')).toBeInTheDocument();
  });

  it("sends someone who says they are 18 or over, but is 16 on the first day, to ask a parent, before any e-mail", async () => {
    const user = userEvent.setup();
    renderAt('/programmes/camp/register');
    await chooseWho(user, /^Myself: I am 18 or over/, '2009-06-01');
    await focusedHeading('Ask a parent or guardian');
    expect(location()).toBe('/programmes/camp/register?for=young');
    expect(
      screen.getByText(
        "You will be 16 on 14 March 2026, the programme's first day. Someone under 18 is registered by a parent or guardian.",
      ),
    ).toBeInTheDocument();
    // Only the parent's address is asked, and nothing of the young person is kept in this tab.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
    expect(sendSignInLink).not.toHaveBeenCalled();
  });

  it('tells a parent at once that a child 18 or over on the first day registers themselves', async () => {
    const user = userEvent.setup();
    renderAt('/programmes/camp/register');
    await chooseWho(user, /^My child/, '2008-03-14');
    const date = screen.getByLabelText("Your child's date of birth");
    expect(date).toHaveAccessibleDescription(
      "Ages are counted on 14 March 2026, the first day. Your child will be 18 on 14 March 2026, the programme's first day. Someone 18 or over registers themselves, with their own e-mail address.",
    );
    expect(date).toHaveFocus();
    expect(location()).toBe('/programmes/camp/register');
    expect(sendSignInLink).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty date', '', 'Enter the date of birth.'],
    [
      'an age outside the programme’s',
      '2014-01-01',
      'This programme is for ages 15 to 25: on its first day the person will be 12.',
    ],
  ])('says %s there, and goes no further', async (_case, dob, text) => {
    const user = userEvent.setup();
    renderAt('/programmes/camp/register');
    await chooseWho(user, /^My child/, dob);
    expect(screen.getByLabelText("Your child's date of birth")).toHaveAccessibleDescription(
      `Ages are counted on 14 March 2026, the first day. ${text}`,
    );
    expect(location()).toBe('/programmes/camp/register');
  });

  it('says the programme is full when no place is left', async () => {
    vi.mocked(getProgrammeRegistration).mockResolvedValue({ ...OPEN, confirmed: 12 });
    renderAt('/programmes/camp/register');
    expect(await screen.findByText('Full: you can join the waiting list')).toBeInTheDocument();
  });
});

describe('someone under 18', () => {
  it("is asked only for a parent's e-mail address, which gets the link, and is offered WhatsApp", async () => {
    const user = userEvent.setup();
    renderAt('/programmes/camp/register');
    await chooseWho(user, /^Myself, but I am under 18 on 14 March 2026$/);
    await focusedHeading('Ask a parent or guardian');
    expect(location()).toBe('/programmes/camp/register?for=young');
    // One field, the parent's address: nothing about the young person.
    const [field, ...others] = screen.getAllByRole('textbox');
    expect(others).toEqual([]);
    expect(field).toHaveAccessibleName("Your parent's or guardian's e-mail address");

    await user.type(field as HTMLElement, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the link to my parent' }));
    expect(field).toHaveAccessibleDescription('Enter an e-mail address, like name@example.com.');
    expect(sendSignInLink).not.toHaveBeenCalled();

    await user.clear(field as HTMLElement);
    await user.type(field as HTMLElement, ' mother@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link to my parent' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a sign-in link to mother@example.com.',
    );
    // The link brings the parent to the form for a child; the address is not kept here.
    expect(sendSignInLink).toHaveBeenCalledWith(
      'mother@example.com',
      `${origin()}/programmes/camp/register?for=child`,
      { remember: false },
    );
    const whatsApp = screen.getByRole('link', {
      name: /^Tell them on WhatsApp\s*\(opens WhatsApp\)$/,
    });
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toContain('Please register me for Leadership Camp (14–15 Mar 2026).');
    expect(text).toContain('an e-mail with a sign-in link');
    expect(text).toContain(
      `It comes from noreply@${PROJECT}.firebaseapp.com, and its subject starts with "Sign in to Youth Commission of Agra Archdiocese". If you do not see it, look in Spam.`,
    );
    expect(text).toContain(`${origin()}/programmes/camp`);
    // What the parent will see, in plain words: the sender, the subject, Spam, what comes next.
    expect(screen.getByText('Ask your parent or guardian to look for this e-mail:')).toBeInTheDocument();
    expect(screen.getByText(`noreply@${PROJECT}.firebaseapp.com`)).toBeInTheDocument();
    expect(screen.getByText('Sign in to Youth Commission of Agra Archdiocese')).toBeInTheDocument();
    expect(screen.getByText(/It may be in the Spam or Junk folder/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Firebase/);
    expect(register).not.toHaveBeenCalled();
  });

  it('is told when the link could not be sent', async () => {
    vi.mocked(sendSignInLink).mockRejectedValue(
      new SignInFailed('No connection: the link was not sent. Try again when you are online.'),
    );
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=young');
    await user.type(
      await screen.findByLabelText("Your parent's or guardian's e-mail address"),
      'mother@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link to my parent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection: the link was not sent. Try again when you are online.',
    );
    expect(screen.queryByText(/We sent a sign-in link/)).toBeNull();
  });
});

describe('signing in by the e-mail link', () => {
  it('sends an adult the link back to the form, keeping the address in this browser', async () => {
    const user = userEvent.setup();
    renderAt('/programmes/camp/register');
    await chooseWho(user, /^Myself: I am 18 or over on 14 March 2026$/, '2004-05-01');
    await focusedHeading('Your e-mail address');
    expect(screen.getByText(/it shows the address is yours/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    await focusedHeading('Check the e-mail');
    expect(sendSignInLink).toHaveBeenCalledWith(
      'ravi@example.com',
      `${origin()}/programmes/camp/register?for=self`,
      { remember: true },
    );
    // The date of birth stays in this tab, out of the link the e-mail carries.
    expect(JSON.stringify(vi.mocked(sendSignInLink).mock.calls)).not.toContain('2004');
    expect(screen.getByText('Look for this e-mail:')).toBeInTheDocument();
    expect(screen.getByText(`noreply@${PROJECT}.firebaseapp.com`)).toBeInTheDocument();
    expect(
      screen.getByText(/This page opens again and you are signed in: then you fill in the form\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Look in the Spam or Junk folder/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Firebase/);
    await user.click(screen.getByRole('button', { name: 'Send it again, or to another address' }));
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  });

  it("asks the first step's date of birth of an address that skips it, then lets a parent change who is registering", async () => {
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=child');
    expect(await screen.findByRole('group', { name: 'Who is registering?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^My child/ })).toBeChecked();
    fireEvent.change(screen.getByLabelText("Your child's date of birth"), {
      target: { value: '2010-01-20' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Your e-mail address, as the parent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change who is registering' }));
    expect(location()).toBe('/programmes/camp/register');
    expect(screen.getByRole('group', { name: 'Who is registering?' })).toBeInTheDocument();
  });

  it('finishes with the address this browser asked the link for, and the address keeps only the step', async () => {
    vi.mocked(rememberedEmail).mockReturnValue('parent@example.com');
    const link = '/programmes/camp/register?for=child&apiKey=key&oobCode=abc&mode=signIn&lang=en';
    renderAt(link);
    expect(await heading("Your child's details")).toBeInTheDocument();
    expect(finishSignIn).toHaveBeenCalledTimes(1);
    expect(finishSignIn).toHaveBeenCalledWith('parent@example.com', `${origin()}${link}`);
    expect(location()).toBe('/programmes/camp/register?for=child');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(
      'Signed in as parent@example.com. Sign out',
    );
  });

  it('asks for the address where the link was opened on another device, and says a wrong one', async () => {
    vi.mocked(finishSignIn).mockRejectedValueOnce(
      new SignInFailed(
        'This is not the address the link was sent to. Type the address the e-mail came to.',
        'wrong-email',
      ),
    );
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=child&oobCode=abc&mode=signIn');
    expect(await heading('One more step: your e-mail address')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Type the e-mail address this link was sent to. We ask for it because the link was asked for on another phone or computer (by your child, perhaps). Then you fill in the form for your child.',
      ),
    ).toBeInTheDocument();
    expect(finishSignIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter the e-mail address the link was sent to.',
    );
    await user.type(screen.getByLabelText('E-mail address'), 'father@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not the address the link was sent to.',
    );
    // A wrong address is put right here: no new link is needed for it.
    expect(screen.queryByRole('button', { name: 'Ask for a new link' })).toBeNull();
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'mother@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await heading("Your child's details")).toBeInTheDocument();
    expect(finishSignIn).toHaveBeenLastCalledWith(
      'mother@example.com',
      `${origin()}/programmes/camp/register?for=child&oobCode=abc&mode=signIn`,
    );
  });

  it('offers a new link when this one has expired or was used', async () => {
    vi.mocked(rememberedEmail).mockReturnValue('ravi@example.com');
    vi.mocked(finishSignIn).mockRejectedValue(
      new SignInFailed(
        'This link has expired or has been used already. Ask for a new one below.',
        'bad-link',
      ),
    );
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self&oobCode=old&mode=signIn');
    expect(await heading('This link cannot sign you in')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired');
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(location()).toBe('/programmes/camp/register?for=self');
    // This tab has no date of birth yet: the first step asks it, then the e-mail step.
    await chooseWho(user, /^Myself: I am 18 or over/, '2004-05-01');
    await focusedHeading('Your e-mail address');
  });

  it('says why a sign-in could not finish, and offers a new link', async () => {
    vi.mocked(rememberedEmail).mockReturnValue('ravi@example.com');
    vi.mocked(finishSignIn).mockRejectedValue(
      new SignInFailed('No connection: you are not signed in yet. Try again when you are online.'),
    );
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self&oobCode=abc&mode=signIn');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection: you are not signed in yet. Try again when you are online.',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(location()).toBe('/programmes/camp/register?for=self');
  });

  it('lets someone signed in already go on as themselves when they open a link again', async () => {
    signInAs(ADULT);
    vi.mocked(finishSignIn).mockRejectedValue(
      new SignInFailed(
        'This link has expired or has been used already. Ask for a new one below.',
        'bad-link',
      ),
    );
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self&oobCode=used&mode=signIn');
    expect(await heading('One more step: your e-mail address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await focusedHeading('This link cannot sign you in');
    await user.click(screen.getByRole('button', { name: 'Go on as ravi@example.com' }));
    expect(await heading('Your details')).toBeInTheDocument();
    expect(location()).toBe('/programmes/camp/register?for=self');
  });

  it('signs out', async () => {
    signInAs(ADULT);
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('group', { name: 'Who is registering?' })).toBeInTheDocument();
  });
});

describe('the form', () => {
  it('shows the itemised notice above Register, with the site’s contact address', async () => {
    signInAs(ADULT);
    renderAt('/programmes/camp/register?for=self');
    const user = userEvent.setup();
    const notice = await screen.findByRole('region', {
      name: 'Before you register: how these details are used',
    });
    // First a summary of three lines; the full notice one tap away.
    expect(within(notice).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      "Only the Youth Commission's team sees these details. They are not published or shared.",
      'They are deleted on 16 March 2027, a year after the programme.',
      "You can cancel at any time on 'My registrations'.",
    ]);
    const full = within(notice).getByText('Read the full notice');
    expect(full.closest('details')).not.toHaveAttribute('open');
    await user.click(full);
    expect(full.closest('details')).toHaveAttribute('open');
    expect(within(notice).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'What we collect',
      'Why',
      'Who sees it',
      'How long we keep it',
      'Withdrawing',
      'Whom to ask',
    ]);
    expect(within(notice).getByText('Write to youth@example.org.')).toBeInTheDocument();
    expect(within(notice).getByText(/Until 16 March 2027/)).toBeInTheDocument();
    expect(screen.getByLabelText('Health or diet (optional)')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('writes nothing while a field has a problem, and says each one', async () => {
    signInAs(ADULT);
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Not sent yet. Please fix 9 problems below.');
    // At the top of the form, above the fields it speaks of.
    expect(
      summary.compareDocumentPosition(screen.getByLabelText('Full name')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your full name.');
    expect(screen.getByLabelText('Their phone number')).toHaveAccessibleDescription(
      "Enter the emergency contact's phone number.",
    );
    expect(screen.getByRole('group', { name: 'T-shirt size' })).toHaveAccessibleDescription(
      "Choose an answer to 'T-shirt size'.",
    );
    expect(register).not.toHaveBeenCalled();
  });

  it('tells someone under 18 on the first day that a parent must register them', async () => {
    signInAs(ADULT);
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self');
    await screen.findByLabelText('Full name');
    await fillForm(user, { name: 'Ravi Kumar', dob: '2008-03-15', forChild: false });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      /You will be 17 on 14 March 2026, the programme's first day. Someone under 18 is registered by a parent or guardian/,
    );
    expect(screen.getByRole('link', { name: 'Ask a parent to register you' })).toHaveAttribute(
      'href',
      '/programmes/camp/register?for=young',
    );
    expect(register).not.toHaveBeenCalled();
  });

  it('registers an adult on the waiting list when the programme is full', async () => {
    signInAs(ADULT);
    vi.mocked(register).mockResolvedValue({ id: 'r1', status: 'waiting', waitNumber: 3 });
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self');
    await screen.findByLabelText('Full name');
    await fillForm(user, { name: 'Ravi Kumar', dob: '2004-05-01', forChild: false });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await focusedHeading('You are on the waiting list, number 3');
    expect(register).toHaveBeenCalledWith(
      'camp',
      {
        name: 'Ravi Kumar',
        dob: '2004-05-01',
        phone: '+91 98765 43210',
        parish: 'St Mary, Agra',
        deanery: 'Agra',
        emergencyName: 'Mary Thomas',
        emergencyPhone: '98765 01234',
        answers: { q1: 'M', q2: 'Fr Joseph' },
        health: '',
      },
      'self',
      // The notice was shown in English: that is kept with the consent.
      'en',
    );
    expect(screen.getByText(/the team offers it to the people waiting, in order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register another child' })).toBeNull();
  });

  it("registers a parent's child with the parent's confirmation, then another child", async () => {
    signInAs(PARENT);
    vi.mocked(register).mockResolvedValue({
      id: 'camp_3f9a2c0011223344',
      status: 'confirmed',
      waitNumber: null,
    });
    // Read again once the place is taken, the places say so.
    vi.mocked(getProgrammeRegistration).mockImplementation(async () =>
      vi.mocked(register).mock.calls.length > 0 ? { ...OPEN, confirmed: 1, lastChange: 'r1' } : OPEN,
    );
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=child');
    await screen.findByLabelText("Your child's full name");
    expect(screen.getByText('12 places left')).toBeInTheDocument();
    await fillForm(user, { name: 'Asha Thomas', dob: '2010-01-20', forChild: true });
    await user.type(screen.getByLabelText('Health or diet (optional)'), 'No peanuts.');
    const tick = screen.getByRole('checkbox', {
      name: "I am Asha Thomas's parent or guardian and I am 18 or over",
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(tick).toHaveAccessibleDescription(
      "Tick the box to say you are Asha Thomas's parent or guardian and 18 or over.",
    );
    expect(register).not.toHaveBeenCalled();

    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await focusedHeading('Asha Thomas is registered');
    expect(await screen.findByText('11 places left')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith(
      'camp',
      expect.objectContaining({ name: 'Asha Thomas', dob: '2010-01-20', health: 'No peanuts.' }),
      'guardian',
      'en',
    );
    expect(
      screen.getByText("Asha Thomas's place at Leadership Camp (14–15 Mar 2026) is confirmed."),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay ₹300 at the venue', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByText('3F9-A2C')).toBeInTheDocument();
    expect(screen.getByText(/Reference:/)).toHaveTextContent(
      'Reference: 3F9-A2C. Keep it: the team can find the registration by it.',
    );
    const share = screen.getByRole('link', {
      name: /^Share on WhatsApp\s*\(opens WhatsApp\)$/,
    });
    // The registration itself: who, what, when, where, the reference and the page.
    expect(new URL(share.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      [
        'Asha Thomas is registered for Leadership Camp.',
        'When: 14–15 Mar 2026',
        'Where: Mathura',
        'Reference: 3F9-A2C',
        `${origin()}/programmes/camp`,
      ].join('\n'),
    );
    expect(screen.getByRole('link', { name: 'My registrations' })).toHaveAttribute(
      'href',
      '/my-registrations',
    );

    await user.click(screen.getByRole('button', { name: 'Register another child' }));
    await focusedHeading("Your child's details");
    // A brother's or sister's form: the shared fields as written, the rest empty.
    expect(screen.getByLabelText("Your child's full name")).toHaveValue('');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('');
    expect(screen.getByLabelText('Phone number (yours or your child’s)')).toHaveValue(
      '+91 98765 43210',
    );
    expect(screen.getByLabelText('Parish')).toHaveValue('St Mary, Agra');
    expect(screen.getByLabelText('Deanery')).toHaveValue('Agra');
    expect(screen.getByLabelText('Their name')).toHaveValue('Mary Thomas');
    expect(screen.getByLabelText('Their phone number')).toHaveValue('98765 01234');
    expect(screen.getByRole('radio', { name: 'M' })).not.toBeChecked();
    expect(screen.getByLabelText('Your parish priest')).toHaveValue('');
    expect(screen.getByLabelText('Health or diet (optional)')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it("starts the form with the first step's date of birth, and forgets it once the form is sent", async () => {
    vi.mocked(register).mockResolvedValue({ id: 'r1', status: 'confirmed', waitNumber: null });
    const user = userEvent.setup();
    renderAt('/programmes/camp/register');
    await chooseWho(user, /^My child/, '2010-01-20');
    expect(await heading('Your e-mail address, as the parent')).toBeInTheDocument();
    expect(sessionStorage.getItem('registrationBirth:camp')).toContain('2010-01-20');
    // Signed in by the link, opened in this tab.
    signInAs(PARENT);
    expect(await heading("Your child's details")).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('2010-01-20');
    await fillForm(user, { name: 'Asha Thomas', dob: '2010-01-20', forChild: true });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await focusedHeading('Asha Thomas is registered');
    expect(sessionStorage.length).toBe(0);
  });

  it('tells a parent that someone 18 or over registers themselves', async () => {
    signInAs(PARENT);
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=child');
    await screen.findByLabelText("Your child's full name");
    await fillForm(user, { name: 'Asha Thomas', dob: '2008-03-14', forChild: true });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      "Ages are counted on 14 March 2026, the programme's first day. Asha Thomas will be 18 on 14 March 2026, the programme's first day. Someone 18 or over registers themselves, with their own e-mail address.",
    );
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a refusal, in its own words',
      new RegistrationRefused('Registration for this programme is closed.'),
      'Registration for this programme is closed.',
    ],
    [
      'another failure, with its reason',
      new Error('Firestore is unreachable'),
      'The registration could not be saved, so nothing was: Firestore is unreachable. Please try again.',
    ],
  ])('says %s, and the form stays filled in', async (_case, failure, text) => {
    signInAs(ADULT);
    vi.mocked(register).mockRejectedValue(failure);
    const user = userEvent.setup();
    renderAt('/programmes/camp/register?for=self');
    await screen.findByLabelText('Full name');
    await fillForm(user, { name: 'Ravi Kumar', dob: '2004-05-01', forChild: false });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    // Said at the top of the form, which takes the focus (the button is far below it).
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
