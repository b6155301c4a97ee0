/**
 * The first step: who is registering and, for oneself or one's child, the date of birth, judged
 * at once (firstStep): someone under 18 is sent to ask a parent before any e-mail is sent.
 */
import { useId, useRef, useState } from 'react';
import { Alert, Field, StepHeading } from '../../components/RegistrationFields';
import { useCalendarNames } from '../../components/calendarNames';
import { useWords } from '../../components/words';
import { longDate } from '../../domain/registration/facts';
import { firstStep, type FirstStepProblem, type Registering } from '../../domain/registration/form';
import type { ProgrammeRegistration } from '../../domain/registration/registrations';
import type { EnglishText } from '../../words/en';

const WHO: ReadonlyArray<[Registering, EnglishText]> = [
  ['self', 'Myself: I am 18 or over on {day}'],
  ['child', 'My child: I am their parent or guardian'],
  ['young', 'Myself, but I am under 18 on {day}'],
];

/** The step's form. */
export function WhoIsRegistering({
  firstDay,
  registration,
  initial,
  initialDob,
  onChoose,
  onAskParent,
}: {
  /** The programme's first day, 'YYYY-MM-DD'. */
  firstDay: string;
  registration: ProgrammeRegistration;
  initial: Registering | null;
  initialDob: string;
  onChoose: (registering: Registering, dob: string) => void;
  onAskParent: (because: string) => void;
}) {
  const say = useWords();
  const { months } = useCalendarNames();
  const id = useId();
  const [chosen, setChosen] = useState<Registering | null>(initial);
  const [dob, setDob] = useState(initialDob);
  const [problem, setProblem] = useState<FirstStepProblem | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const day = longDate(firstDay, months);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const outcome = firstStep(
          chosen,
          dob,
          { firstDay, settings: registration },
          { say, months },
        );
        if (outcome.kind === 'go') onChoose(outcome.registering, dob.trim());
        else if (outcome.kind === 'ask-parent') onAskParent(outcome.youngBecause);
        else {
          setProblem(outcome.problem);
          if (outcome.problem.field === 'dob') dateInput.current?.focus();
        }
      }}
    >
      <fieldset className="mb-3">
        <legend>
          <StepHeading focus={false}>{say('Who is registering?')}</StepHeading>
        </legend>
        {WHO.map(([value, label]) => (
          <div className="form-check mb-2" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name="registering"
              id={`registering-${value}`}
              checked={chosen === value}
              onChange={() => {
                setChosen(value);
                setProblem(null);
              }}
            />
            <label className="form-check-label" htmlFor={`registering-${value}`}>
              {say(label, { day })}
            </label>
          </div>
        ))}
      </fieldset>
      {(chosen === 'self' || chosen === 'child') && (
        <Field
          id={`${id}-dob`}
          label={say(chosen === 'child' ? "Your child's date of birth" : 'Your date of birth')}
          hint={say('Ages are counted on {day}, the first day.', { day })}
          problem={problem?.field === 'dob' ? problem.text : undefined}
        >
          {(described) => (
            <input
              {...described}
              ref={dateInput}
              className="form-control"
              type="date"
              autoComplete={chosen === 'child' ? 'off' : 'bday'}
              max={firstDay}
              value={dob}
              onChange={(event) => {
                setDob(event.target.value);
                setProblem(null);
              }}
            />
          )}
        </Field>
      )}
      <Alert text={problem?.field === 'who' ? problem.text : null} />
      <button type="submit" className="btn btn-brand">
        {say('Continue')}
      </button>
    </form>
  );
}
