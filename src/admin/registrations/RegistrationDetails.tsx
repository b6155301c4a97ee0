/** A registration's details, folded: the rest of what was given, the age on the first day among it. */
import type { ReactNode } from 'react';
import { ageOn } from '../../domain/registration/ages';
import { clockTimeForPeople } from '../../domain/deviceClock';
import {
  noticeGiven,
  type Registration,
  type RegistrationQuestion,
} from '../../domain/registration/registrations';

export function RegistrationDetails({
  registration: r,
  questions,
  firstDay,
}: {
  registration: Registration;
  questions: readonly RegistrationQuestion[];
  firstDay: string;
}) {
  const age = ageOn(r.dob, firstDay);
  return (
    <details className="small mt-1">
      <summary>
        Details <span className="visually-hidden">{`of ${r.name}`}</span>
      </summary>
      <dl className="mb-0 mt-1">
        <Detail term="Date of birth">
          {r.dob}
          {age !== null && ` (${age} on the first day)`}
        </Detail>
        <Detail term="Deanery">{r.deanery}</Detail>
        <Detail term="Emergency contact">
          {r.emergencyName}, {r.emergencyPhone}
        </Detail>
        {questions.map((q) => (
          <Detail key={q.id} term={q.label}>
            {r.answers[q.id] || '–'}
          </Detail>
        ))}
        <Detail term="Health or diet">{r.health || '–'}</Detail>
        <Detail term="Registered">
          {r.createdAt ? clockTimeForPeople(new Date(r.createdAt)) : '–'}
          {r.consent === 'paper'
            ? ', a walk-in (consent on paper)'
            : r.consent === 'guardian'
              ? ` by a parent or guardian, ${r.email}`
              : ` by ${r.email}`}
        </Detail>
        {noticeGiven(r) && <Detail term="Notice agreed to">{noticeGiven(r)}</Detail>}
        {r.status === 'cancelled' && (
          <Detail term="Cancelled because">{r.cancelReason || '–'}</Detail>
        )}
      </dl>
    </details>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="d-inline fw-semibold">{term}: </dt>
      <dd className="d-inline mb-0">{children}</dd>
    </div>
  );
}
