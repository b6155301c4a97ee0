/**
 * The registration form: the person's details, the programme's questions, the optional note on
 * health or diet, the notice above 'Register' (a short summary, the itemised notice one tap away)
 * and, for a child, the parent's or guardian's confirmation. It checks what the rules check before
 * writing anything (a form with a problem writes nothing), says how many problems there are at the
 * top of the form and each one under its field.
 */
import { Suspense, lazy, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { isMinorOn } from '../domain/registration/ages';
import { lastDay } from '../domain/programmes';
import { longDate } from '../domain/registration/facts';
import { detailsOf } from '../domain/registration/details';
import {
  formProblems,
  whoseChild,
  type FormField,
  type RegistrationFormValues,
} from '../domain/registration/form';
import { noticeSummary, registrationNotice } from '../domain/registration/notice';
import {
  REGISTRATION_LIMITS,
  type ProgrammeRegistration,
  type RegistrantDetails,
  type RegistrationQuestion,
} from '../domain/registration/registrations';
import type { Programme } from '../domain/types';
import { shownIn } from '../domain/shownText';
import { reasonOf } from '../domain/words';
import { counted } from '../words/fill';
import { sayIn } from '../words/sentence';
import {
  RegistrationRefused,
  register,
  type TakenPlace,
} from '../services/registration/registrant';
import { Alert, Field, Problem, StepHeading } from './RegistrationFields';
import { useLoadedInHindi } from './RegistrationWords';
import { useSiteDetails } from './siteDetails';
import { Spinner } from './Spinner';
import { useCalendarNames } from './calendarNames';
import { useLanguage, useNames, useWords } from './words';

/**
 * The parish choice, loaded after the form: until it is there, the form's own text fields stand
 * in (as they do while the list is read), and the form's chunk stays within its budget.
 */
const PlaceField = lazy(() => import('./PlaceField').then((m) => ({ default: m.PlaceField })));

/** The notice's itemised text and its short summary, in one language. */
interface NoticeWords {
  notice: typeof registrationNotice;
  summary: typeof noticeSummary;
}

const NOTICE_IN_ENGLISH: NoticeWords = { notice: registrationNotice, summary: noticeSummary };

export interface Registered extends TakenPlace {
  /** The name of the person registered, as written. */
  name: string;
  /** The details as written (kept in memory only, for a brother's or sister's form). */
  details: RegistrantDetails;
}

export function RegistrationForm({
  programme,
  registration,
  forChild,
  initial,
  focus,
  askParentPath,
  onRegistered,
}: {
  programme: Programme;
  registration: ProgrammeRegistration;
  forChild: boolean;
  /** What the form starts with (the first step's date of birth, a brother's or sister's fields). */
  initial: RegistrationFormValues;
  focus: boolean;
  /** Where a young person finds how to ask a parent (when the date of birth says under 18). */
  askParentPath: string;
  onRegistered: (registered: Registered) => void;
}) {
  const say = useWords();
  const names = useNames();
  const { months } = useCalendarNames();
  // The notice is shown in the page's language: that language is stored with the consent.
  const language = useLanguage();
  // The notice in the page's language: in Hindi, its twin, loaded on a page in Hindi only.
  const hindiNotice = useLoadedInHindi(() =>
    import('../domain/registration/noticeHi').then((m): NoticeWords => ({
      notice: m.registrationNoticeInHindi,
      summary: m.noticeSummaryInHindi,
    })),
  );
  const noticeWords =
    language !== 'hi' ? NOTICE_IN_ENGLISH : hindiNotice === 'failed' ? null : hindiNotice;
  const id = useId();
  const { questions } = registration;
  const { email: contactEmail } = useSiteDetails();
  const [values, setValues] = useState<RegistrationFormValues>(initial);
  const [guardian, setGuardian] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A save that failed: the summary at the top takes the focus, as a field does for a problem.
  const [failedAt, setFailedAt] = useState(0);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failedAt) summaryRef.current?.focus();
  }, [failedAt]);
  const form = useRef<HTMLFormElement>(null);
  const firstDay = programme.startDate;
  const fieldId = (field: FormField) => `${id}-${field}`;

  const set =
    (field: Exclude<keyof RegistrationFormValues, 'answers'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [field]: event.target.value }));
  // The team's questions in the page's language where they gave it, else in English, marked.
  const labelOf = (question: RegistrationQuestion) =>
    shownIn(language, question.label, question.labelHi);
  const answer = (question: RegistrationQuestion, text: string) =>
    setValues((v) => ({ ...v, answers: { ...v.answers, [question.id]: text } }));

  const submit = async () => {
    setSummary(null);
    // The problems name each question as the page shows it.
    const shownQuestions = questions.map((q) => ({ ...q, label: labelOf(q).text }));
    const found = formProblems(
      values,
      {
        firstDay,
        settings: { ...registration, questions: shownQuestions },
        forChild,
        guardianConfirmed: guardian,
      },
      { say, months },
    );
    setProblems(Object.fromEntries(found));
    const first = found[0];
    if (first) {
      setSummary(
        say('Not sent yet. Please fix {problems} below.', {
          problems: counted(language, found.length, {
            one: say('{count} problem'),
            other: say('{count} problems'),
          }),
        }),
      );
      const target = form.current?.querySelector<HTMLElement>(`[id="${fieldId(first[0])}"]`);
      target?.focus();
      return;
    }
    setBusy(true);
    const details = detailsOf(values, questions);
    try {
      const consent = forChild ? 'guardian' : 'self';
      const place = await register(programme.id, details, consent, language);
      onRegistered({ ...place, name: details.name, details });
    } catch (error) {
      setSummary(
        error instanceof RegistrationRefused
          ? error.sentence
            ? sayIn(error.sentence, say)
            : names(error.message)
          : say(
              'The registration could not be saved, so nothing was: {reason}. Please try again.',
              { reason: reasonOf(error) },
            ),
      );
      setFailedAt(Date.now());
      setBusy(false);
    }
  };

  const person = values.name.trim();
  const minor = !forChild && isMinorOn(values.dob, firstDay) === true;
  const notice = noticeWords?.notice({
    programmeTitle: programme.title,
    lastDay: lastDay(programme),
    questions,
    contactEmail,
    forChild,
  });
  const text = (
    field: Exclude<keyof RegistrationFormValues, 'answers' | 'dob' | 'health'>,
    label: string,
    options: { type?: 'text' | 'tel'; autoComplete?: string; maxLength: number },
  ) => (
    <Field id={fieldId(field)} label={label} problem={problems[field]}>
      {(described) => (
        <input
          {...described}
          className="form-control"
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          maxLength={options.maxLength}
          value={values[field]}
          onChange={set(field)}
        />
      )}
    </Field>
  );
  const { name: nameLimit, phone: phoneLimit, place, answer: answerLimit } = REGISTRATION_LIMITS;

  const placeText = (
    <>
      {text('parish', say('Parish'), { maxLength: place })}
      {text('deanery', say('Deanery'), { maxLength: place })}
    </>
  );

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StepHeading focus={focus} id={`${id}-heading`}>
        {say(forChild ? "Your child's details" : 'Your details')}
      </StepHeading>
      {summary && (
        <p ref={summaryRef} role="alert" tabIndex={-1} className="alert alert-danger">
          {summary}
        </p>
      )}
      <p>{say('Fill in every field. Only the note on health or diet may stay empty.')}</p>
      {text('name', say(forChild ? "Your child's full name" : 'Full name'), {
        autoComplete: forChild ? 'off' : 'name',
        maxLength: nameLimit,
      })}
      <Field
        id={fieldId('dob')}
        label={say('Date of birth')}
        hint={say("Ages are counted on {day}, the programme's first day.", {
          day: longDate(firstDay, months),
        })}
        problem={problems.dob}
      >
        {(described) => (
          <input
            {...described}
            className="form-control"
            type="date"
            autoComplete={forChild ? 'off' : 'bday'}
            max={firstDay}
            value={values.dob}
            onChange={set('dob')}
          />
        )}
      </Field>
      {minor && problems.dob && (
        <p>
          <Link to={askParentPath}>{say('Ask a parent to register you')}</Link>
        </p>
      )}
      {text('phone', say(forChild ? 'Phone number (yours or your child’s)' : 'Phone number'), {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: phoneLimit,
      })}
      <Suspense fallback={placeText}>
        <PlaceField
          id={fieldId('parish')}
          place={{ parish: values.parish, deanery: values.deanery }}
          onChange={(chosen) => setValues((v) => ({ ...v, ...chosen }))}
          problem={problems.parish ?? problems.deanery}
          freeText={placeText}
        />
      </Suspense>
      <fieldset className="mb-3">
        <legend className="h6">{say('Emergency contact')}</legend>
        <p className="form-text mt-0">
          {say('Someone the team can call if something happens at the programme.')}
        </p>
        {text('emergencyName', say('Their name'), { maxLength: nameLimit })}
        {text('emergencyPhone', say('Their phone number'), { type: 'tel', maxLength: phoneLimit })}
      </fieldset>
      {questions.map((question) =>
        question.kind === 'choice' ? (
          <fieldset
            key={question.id}
            className="mb-3"
            aria-describedby={problems[question.id] ? `${fieldId(question.id)}-problem` : undefined}
          >
            <legend className="form-label fs-6" lang={labelOf(question).lang}>
              {labelOf(question).text}
            </legend>
            {question.options.map((option, i) => (
              <div className="form-check" key={option}>
                <input
                  className="form-check-input"
                  type="radio"
                  // The first choice carries the question's id, to take the focus on a problem.
                  id={i === 0 ? fieldId(question.id) : `${fieldId(question.id)}-${i}`}
                  name={fieldId(question.id)}
                  checked={values.answers[question.id] === option}
                  onChange={() => answer(question, option)}
                />
                {/* The Hindi option is only its words: the answer kept is the English option. */}
                <label
                  className="form-check-label"
                  lang={shownIn(language, option, question.optionsHi?.[i]).lang}
                  htmlFor={i === 0 ? fieldId(question.id) : `${fieldId(question.id)}-${i}`}
                >
                  {shownIn(language, option, question.optionsHi?.[i]).text}
                </label>
              </div>
            ))}
            {problems[question.id] && (
              <Problem id={`${fieldId(question.id)}-problem`} text={problems[question.id] ?? ''} />
            )}
          </fieldset>
        ) : (
          <Field
            key={question.id}
            id={fieldId(question.id)}
            label={<span lang={labelOf(question).lang}>{labelOf(question).text}</span>}
            problem={problems[question.id]}
          >
            {(described) => (
              <input
                {...described}
                className="form-control"
                type="text"
                autoComplete="off"
                maxLength={answerLimit}
                value={values.answers[question.id] ?? ''}
                onChange={(event) => answer(question, event.target.value)}
              />
            )}
          </Field>
        ),
      )}
      <Field
        id={fieldId('health')}
        label={say('Health or diet (optional)')}
        hint={say(
          'Allergies, medicines, or food not eaten, if the team should know. Leave it empty otherwise.',
        )}
        problem={problems.health}
      >
        {(described) => (
          <textarea
            {...described}
            className="form-control"
            rows={3}
            maxLength={REGISTRATION_LIMITS.health}
            value={values.health}
            onChange={set('health')}
          />
        )}
      </Field>

      <section className="registration-notice" aria-labelledby={`${id}-notice`}>
        <h3 id={`${id}-notice`} className="h5">
          {say('Before you register: how these details are used')}
        </h3>
        {noticeWords && notice ? (
          <>
            <ul className="registration-notice-summary">
              {noticeWords.summary({ lastDay: lastDay(programme) }).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <details>
              <summary>{say('Read the full notice')}</summary>
              <dl>
                {notice.map((item) => (
                  <div key={item.heading}>
                    <dt>{item.heading}</dt>
                    <dd>{item.text}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </>
        ) : hindiNotice === 'failed' ? (
          <Alert
            text={say('The notice could not be loaded. Check your connection and reload the page.')}
          />
        ) : (
          <Spinner />
        )}
      </section>

      {forChild && (
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id={fieldId('guardian')}
            checked={guardian}
            aria-invalid={problems.guardian ? true : undefined}
            aria-describedby={problems.guardian ? `${fieldId('guardian')}-problem` : undefined}
            onChange={(event) => setGuardian(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={fieldId('guardian')}>
            {say('I am {whose} parent or guardian and I am 18 or over', {
              whose: whoseChild(person, say),
            })}
          </label>
          {problems.guardian && (
            <Problem id={`${fieldId('guardian')}-problem`} text={problems.guardian} />
          )}
        </div>
      )}
      {/* Nobody consents to a notice not yet shown. */}
      <button type="submit" className="btn btn-brand btn-lg" disabled={busy || !notice}>
        {say(busy ? 'Registering...' : 'Register')}
      </button>
    </form>
  );
}
