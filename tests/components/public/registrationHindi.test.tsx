/**
 * Registering for a programme, and 'My registrations', on a page in Hindi: every step says its
 * headings, labels, buttons, problems and the itemised notice (loaded for the Hindi page alone)
 * in Hindi, with Hindi month names; the e-mail link brings its reader back to the Hindi page; the
 * team's own English texts (the programme's title, its questions, its fee note) are marked
 * lang="en". The services mocked at their module boundary, as in RegisterPage.test.tsx, and the
 * clock at Saturday 14 February 2026, 10:00.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import { WordsContext } from '../../../src/components/words';
import type {
  ProgrammeRegistration,
  Registration,
} from '../../../src/domain/registration/registrations';
import type { Programme } from '../../../src/domain/types';
import { MyRegistrationsPage } from '../../../src/pages/MyRegistrationsPage';
import { RegisterPage } from '../../../src/pages/RegisterPage';
import { getProgramme } from '../../../src/services/programmes';
import { getProgrammeRegistration } from '../../../src/services/registration/programmeRegistration';
import {
  listMyRegistrations,
  register,
  sendSignInLink,
} from '../../../src/services/registration/registrant';
import { loadTranslation } from '../../../src/words/translations';
import { sayIn, type Sentence } from '../../../src/words/sentence';
import { RegistrationRefused, SignInFailed, resetRegistrant, signInAs } from './registrantMock';

vi.mock('../../../src/services/registration/registrant', () => import('./registrantMock'));
vi.mock('../../../src/services/programmes', () => ({ getProgramme: vi.fn() }));

const HINDI = await loadTranslation('hi');
const NOW = new Date(2026, 1, 14, 10, 0);
const PARENT = { uid: 'parent-uid', email: 'parent@example.com' };

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

function renderInHindi(path: string) {
  return render(
    <WordsContext value={HINDI}>
      <PublishedSiteContext
        value={{
          details: { ...BUILT_IN_SITE_DETAILS, email: 'youth@example.org' },
          banner: BUILT_IN_BANNER,
        }}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/programmes/:id/register" element={<RegisterPage />} />
            <Route path="/my-registrations" element={<MyRegistrationsPage />} />
          </Routes>
        </MemoryRouter>
      </PublishedSiteContext>
    </WordsContext>,
  );
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

/** The settings with the fee note, two questions and the first's options in Hindi. */
const IN_HINDI: ProgrammeRegistration = {
  ...OPEN,
  feeHi: 'स्थल पर ₹300 दें',
  questions: [
    { ...OPEN.questions[0]!, labelHi: 'टी-शर्ट का साइज़', optionsHi: ['छोटा', 'मध्यम', 'बड़ा'] },
    { ...OPEN.questions[1]!, labelHi: 'आपके पैरिश पुरोहित' },
    { id: 'q3', label: 'Shirt colour', kind: 'choice', options: ['Blue', 'Red'] },
  ],
};

/** A parent fills in the Hindi form for their child, agrees and taps 'Register'. */
async function registerAshaInHindi(size = 'M', priest = 'Your parish priest') {
  const user = userEvent.setup();
  renderInHindi('/programmes/camp/register?for=child');
  await user.type(await screen.findByLabelText('आपके बच्चे का पूरा नाम'), 'Asha Thomas');
  fireEvent.change(screen.getByLabelText('जन्म तिथि'), { target: { value: '2010-01-20' } });
  await user.type(screen.getByLabelText('फ़ोन नंबर (आपका या आपके बच्चे का)'), '98765 43210');
  await user.type(screen.getByLabelText('पैरिश'), 'St Mary, Agra');
  await user.type(screen.getByLabelText('डीनरी'), 'Agra');
  await user.type(screen.getByLabelText('उनका नाम'), 'Mary Thomas');
  await user.type(screen.getByLabelText('उनका फ़ोन नंबर'), '98765 01234');
  await user.click(screen.getByRole('radio', { name: size }));
  await user.type(screen.getByLabelText(priest), 'Fr Joseph');
  if (screen.queryByRole('radio', { name: 'Blue' }))
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
  await user.click(
    screen.getByRole('checkbox', {
      name: 'मैं Asha Thomas के माता-पिता या अभिभावक में से हूँ और मेरी उम्र 18 साल या उससे ज़्यादा है',
    }),
  );
  await within(
    screen.getByRole('region', { name: /^रजिस्ट्रेशन से पहले/ }),
  ).findAllByRole('listitem');
  await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन करें' }));
}

describe('registering, in Hindi', () => {
  it('asks who is registering in Hindi, with Hindi dates, the title marked English', async () => {
    const user = userEvent.setup();
    renderInHindi('/programmes/camp/register');
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Leadership Camp के लिए रजिस्ट्रेशन करें',
    });
    expect(within(title).getByText('Leadership Camp')).toHaveAttribute('lang', 'en');
    await waitFor(() =>
      expect(document.title).toMatch(/^Leadership Camp के लिए रजिस्ट्रेशन करें \| /),
    );
    const who = await screen.findByRole('group', { name: 'रजिस्ट्रेशन किसका हो रहा है?' });
    expect(
      within(who)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'मेरा: 14 मार्च 2026 को मेरी उम्र 18 साल या उससे ज़्यादा होगी',
      'मेरे बच्चे का: मैं उसका माता-पिता या अभिभावक हूँ',
      'मेरा, पर 14 मार्च 2026 को मेरी उम्र 18 साल से कम होगी',
    ]);
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('चुनें कि रजिस्ट्रेशन किसका हो रहा है।');

    await user.click(screen.getByRole('radio', { name: /^मेरे बच्चे का/ }));
    fireEvent.change(screen.getByLabelText('आपके बच्चे की जन्म तिथि'), {
      target: { value: '2014-01-01' },
    });
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(screen.getByLabelText('आपके बच्चे की जन्म तिथि')).toHaveAccessibleDescription(
      'उम्र 14 मार्च 2026 को, यानी पहले दिन, गिनी जाती है। यह कार्यक्रम 15 से 25 साल की उम्र के लिए है: पहले दिन उस व्यक्ति की उम्र 12 साल होगी।',
    );
  });

  it("sends a young person's parent a link back to the Hindi form, and a message in Hindi", async () => {
    const user = userEvent.setup();
    renderInHindi('/programmes/camp/register?for=young');
    expect(
      await screen.findByRole('heading', { name: 'अपने माता-पिता या अभिभावक से कहें' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('आपके माता-पिता या अभिभावक का ई-मेल पता');
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'मेरे माता-पिता को लिंक भेजें' }));
    expect(field).toHaveAccessibleDescription('ई-मेल पता लिखें, जैसे name@example.com।');
    await user.clear(field);
    await user.type(field, 'mother@example.com');
    await user.click(screen.getByRole('button', { name: 'मेरे माता-पिता को लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'हमने mother@example.com पर साइन इन का लिंक भेजा है।',
    );
    expect(sendSignInLink).toHaveBeenCalledWith(
      'mother@example.com',
      `${window.location.origin}/hi/programmes/camp/register?for=child`,
      { remember: false },
    );
    const whatsApp = screen.getByRole('link', { name: /^WhatsApp पर बताएँ/ });
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toContain('कृपया Leadership Camp (14–15 मार्च 2026) के लिए मेरा रजिस्ट्रेशन कर दीजिए।');
    expect(text).toContain(`${window.location.origin}/hi/programmes/camp`);
    expect(screen.getByText('अपने माता-पिता या अभिभावक से यह ई-मेल ढूँढने को कहें:')).toBeInTheDocument();
  });

  it('says what comes next in Hindi on the page the e-mail link opens', async () => {
    renderInHindi('/programmes/camp/register?for=child&oobCode=abc&mode=signIn');
    expect(
      await screen.findByRole('heading', { name: 'एक कदम और: आपका ई-मेल पता' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^वह ई-मेल पता लिखें जिस पर यह लिंक भेजा गया था।.*फिर आप अपने बच्चे के लिए फ़ॉर्म भरें।$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
  });

  it('says a known failure of the sign-in in Hindi', async () => {
    const { finishSignIn } = await import('./registrantMock');
    finishSignIn.mockRejectedValueOnce(
      new SignInFailed(
        'This is not the address the link was sent to. Type the address the e-mail came to.',
        'wrong-email',
      ),
    );
    const user = userEvent.setup();
    renderInHindi('/programmes/camp/register?for=child&oobCode=abc&mode=signIn');
    await user.type(await screen.findByLabelText('ई-मेल पता'), 'father@example.com');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'लिंक इस पते पर नहीं भेजा गया था। वह पता लिखें जिस पर ई-मेल आया था।',
    );
  });

  it('shows the form, the notice and the consent in Hindi, the programme’s questions marked English', async () => {
    signInAs(PARENT);
    const user = userEvent.setup();
    renderInHindi('/programmes/camp/register?for=child');
    expect(
      await screen.findByRole('heading', { name: 'आपके बच्चे की जानकारी' }),
    ).toBeInTheDocument();
    const notice = screen.getByRole('region', {
      name: 'रजिस्ट्रेशन से पहले: यह जानकारी कैसे इस्तेमाल होती है',
    });
    // The Hindi notice is loaded for this page: until then, nothing to consent to.
    const lines = await within(notice).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'यह जानकारी सिर्फ़ युवा आयोग की टीम देखती है। इसे न कहीं छापा जाता है, न किसी और को दिया जाता है।',
      'यह 16 मार्च 2027 को, कार्यक्रम के एक साल बाद हटा दी जाती है।',
      "आप 'मेरे रजिस्ट्रेशन' पेज पर कभी भी रजिस्ट्रेशन रद्द कर सकते हैं।",
    ]);
    await user.click(within(notice).getByText('पूरी सूचना पढ़ें'));
    expect(within(notice).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'हम क्या लेते हैं',
      'किसलिए',
      'इसे कौन देखता है',
      'हम इसे कब तक रखते हैं',
      'रजिस्ट्रेशन वापस लेना',
      'किससे पूछें',
    ]);
    expect(within(notice).getByText(/^16 मार्च 2027 तक/)).toBeInTheDocument();
    expect(within(notice).getByText(/के 2 सवालों के आपके जवाब/)).toBeInTheDocument();
    expect(within(notice).getByText('youth@example.org पर लिखें।')).toBeInTheDocument();

    expect(screen.getByText('T-shirt size')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Your parish priest').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('S')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('जन्म तिथि')).toHaveAccessibleDescription(
      'उम्र 14 मार्च 2026 को, यानी कार्यक्रम के पहले दिन, गिनी जाती है।',
    );
    const consent = screen.getByRole('checkbox', {
      name: 'मैं बच्चे के माता-पिता या अभिभावक में से हूँ और मेरी उम्र 18 साल या उससे ज़्यादा है',
    });

    await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'अभी भेजा नहीं गया। कृपया नीचे 10 गलतियाँ ठीक करें।',
    );
    expect(screen.getByLabelText('आपके बच्चे का पूरा नाम')).toHaveAccessibleDescription(
      'अपने बच्चे का पूरा नाम लिखें।',
    );
    expect(screen.getByLabelText('उनका फ़ोन नंबर')).toHaveAccessibleDescription(
      'इमरजेंसी में संपर्क वाले व्यक्ति का फ़ोन नंबर लिखें।',
    );
    expect(consent).toHaveAccessibleDescription(
      'बॉक्स पर टिक करके बताएँ कि आप बच्चे के माता-पिता या अभिभावक में से हैं और आपकी उम्र 18 साल या उससे ज़्यादा है।',
    );
    expect(register).not.toHaveBeenCalled();
  });

  it("shows the team's questions, options and fee note in Hindi where given, and keeps the English option as the answer", async () => {
    signInAs(PARENT);
    vi.mocked(getProgrammeRegistration).mockResolvedValue(IN_HINDI);
    vi.mocked(register).mockResolvedValue({ id: 'r1', status: 'confirmed', waitNumber: null });
    const { unmount } = renderInHindi('/programmes/camp/register?for=child');
    const choice = await screen.findByRole('group', { name: 'टी-शर्ट का साइज़' });
    expect(within(choice).getByText('टी-शर्ट का साइज़')).not.toHaveAttribute('lang');
    expect(within(choice).getByText('बड़ा')).not.toHaveAttribute('lang');
    expect(within(choice).queryByText('L')).toBeNull();
    // A choice without Hindi options shows the English ones, marked.
    const other = screen.getByRole('group', { name: 'Shirt colour' });
    expect(within(other).getByText('Shirt colour')).toHaveAttribute('lang', 'en');
    expect(within(other).getByText('Blue')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('आपके पैरिश पुरोहित')).toBeInTheDocument();
    unmount();

    await registerAshaInHindi('मध्यम', 'आपके पैरिश पुरोहित');
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(vi.mocked(register).mock.calls[0]?.[1].answers).toEqual({
      q1: 'M',
      q2: 'Fr Joseph',
      q3: 'Blue',
    });
    expect(await screen.findByText('स्थल पर ₹300 दें', { selector: 'p' })).not.toHaveAttribute(
      'lang',
    );
  });

  it('names a question in Hindi in its problem', async () => {
    signInAs(PARENT);
    vi.mocked(getProgrammeRegistration).mockResolvedValue(IN_HINDI);
    const user = userEvent.setup();
    renderInHindi('/programmes/camp/register?for=child');
    await user.click(await screen.findByRole('button', { name: 'रजिस्ट्रेशन करें' }));
    expect(screen.getByRole('group', { name: 'टी-शर्ट का साइज़' })).toHaveAccessibleDescription(
      /टी-शर्ट का साइज़/,
    );
  });

  it('says the answer in Hindi, the fee note marked English', async () => {
    signInAs(PARENT);
    vi.mocked(register).mockResolvedValue({ id: 'r1', status: 'waiting', waitNumber: 3 });
    await registerAshaInHindi();
    expect(
      await screen.findByRole('heading', { name: 'Asha Thomas वेटिंग लिस्ट में हैं, नंबर 3' }),
    ).toBeInTheDocument();
    const answer = screen.getByText(/अभी भर गया है।/);
    expect(within(answer).getByText('Leadership Camp')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Pay ₹300 at the venue', { selector: 'p' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByRole('link', { name: 'मेरे रजिस्ट्रेशन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'एक और बच्चे का रजिस्ट्रेशन करें' })).toBeInTheDocument();
  });

  // Refusals the service finds as it saves, with values only it knows: said in Hindi, filled.
  it.each<{ refusal: Sentence; said: string }>([
    {
      refusal: {
        text: '{name} is already registered for this programme from this account.',
        values: { name: 'Asha Thomas' },
      },
      said: 'Asha Thomas का रजिस्ट्रेशन इस कार्यक्रम के लिए इसी खाते से पहले ही हो चुका है।',
    },
    {
      refusal: {
        text: 'One account registers at most {count} people for a programme. Ask the team to add anyone else.',
        values: { count: 6 },
      },
      said: 'एक खाते से किसी कार्यक्रम के लिए ज़्यादा से ज़्यादा 6 लोगों का रजिस्ट्रेशन हो सकता है। किसी और को जोड़ने के लिए टीम से कहें।',
    },
    {
      refusal: {
        text: 'This programme is for ages {range}: on its first day the person will be {age}.',
        values: { range: { text: '{min} to {max}', values: { min: 17, max: 25 } }, age: 16 },
      },
      said: 'यह कार्यक्रम 17 से 25 साल की उम्र के लिए है: पहले दिन उस व्यक्ति की उम्र 16 साल होगी।',
    },
  ])(
    'says "$refusal.text" in Hindi',
    async ({ refusal, said }) => {
      signInAs(PARENT);
      vi.mocked(register).mockRejectedValue(new RegistrationRefused(refusal));
      await registerAshaInHindi();
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(screen.queryByText(sayIn(refusal))).toBeNull();
    },
  );
});

function registration(overrides: Partial<Registration> & Pick<Registration, 'id' | 'name'>) {
  return {
    programmeId: 'camp',
    account: PARENT.uid,
    email: PARENT.email,
    dob: '2010-01-20',
    phone: '+91 98765 43210',
    parish: 'St Mary',
    deanery: 'Agra',
    emergencyName: 'Mary',
    emergencyPhone: '98765 01234',
    answers: {},
    health: '',
    consent: 'guardian',
    noticeVersion: '2026-11-27',
    noticeLanguage: 'en',
    createdAt: '2026-02-10T10:00:00.000Z',
    status: 'confirmed',
    waitNumber: null,
    cancelReason: '',
    arrivedAt: null,
    addedBy: '',
    expiresAt: '2027-03-16T00:00:00.000Z',
    ...overrides,
  } satisfies Registration;
}

describe('My registrations, in Hindi', () => {
  // jsdom has no modal dialogs.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  it('asks for the address in Hindi and sends a link back to the Hindi page', async () => {
    const user = userEvent.setup();
    renderInHindi('/my-registrations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'मेरे रजिस्ट्रेशन' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'अपने रजिस्ट्रेशन देखने के लिए साइन इन करें' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('ई-मेल पता'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'मुझे लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'हमने parent@example.com पर साइन इन का लिंक भेजा है।',
    );
    expect(screen.getByText(/फिर आप अपने रजिस्ट्रेशन देखें।/)).toBeInTheDocument();
    expect(sendSignInLink).toHaveBeenCalledWith(
      'parent@example.com',
      `${window.location.origin}/hi/my-registrations`,
      { remember: true },
    );
  });

  it('lists the registrations in Hindi, the titles marked English, and asks before cancelling', async () => {
    signInAs(PARENT);
    vi.mocked(getProgramme).mockImplementation(async (id) => (id === 'camp' ? camp : null));
    vi.mocked(listMyRegistrations).mockResolvedValue([
      registration({ id: 'r-asha', name: 'Asha Thomas' }),
      registration({
        id: 'r-john',
        name: 'John Thomas',
        status: 'waiting',
        waitNumber: 2,
        createdAt: '2026-02-11T10:00:00.000Z',
      }),
      registration({
        id: 'r-gone',
        name: 'Asha Thomas',
        programmeId: 'old-rally',
        status: 'cancelled',
        cancelReason: 'The rally was called off',
        createdAt: '2026-01-05T10:00:00.000Z',
      }),
    ]);
    const user = userEvent.setup();
    renderInHindi('/my-registrations');
    expect(await screen.findByText('वेटिंग लिस्ट में, नंबर 2')).toBeInTheDocument();
    expect(screen.getByText('रजिस्ट्रेशन हो गया')).toBeInTheDocument();
    expect(screen.getByText('टीम ने रद्द किया: The rally was called off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन आउट करें' }).parentElement).toHaveTextContent(
      'parent@example.com से साइन इन हैं। साइन आउट करें',
    );
    for (const link of screen.getAllByRole('link', { name: 'Leadership Camp' }))
      expect(link).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('14–15 मार्च 2026')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: 'एक कार्यक्रम जो अब वेबसाइट पर नहीं है' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: /^रद्द करें\s*Leadership Camp के लिए Asha Thomas का रजिस्ट्रेशन$/,
      }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByRole('heading', { name: 'Asha Thomas का रजिस्ट्रेशन रद्द करें?' }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'रहने दें' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'रजिस्ट्रेशन रद्द करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Leadership Camp के लिए Asha Thomas का रजिस्ट्रेशन रद्द करके हटा दिया गया।',
    );
  });
});
