/**
 * The parish and deanery of the registration form and the walk-in form, from the list the team
 * keeps (Settings → Parishes): one choice of the parish, the list grouped by deanery, which fills
 * in its deanery; or 'Other', which shows the form's own two text fields. While the list is read,
 * when it cannot be read, and while the team keeps none, the form's text fields are all there is,
 * so nothing typed is ever lost. The stored registration keeps the two texts either way.
 *
 * The parish comes first, not the deanery: one choice instead of two on a phone, and a young
 * person who knows their parish need not know its deanery.
 */
import { useEffect, useState, type ReactNode } from 'react';
import {
  OTHER_PLACE,
  listedPlaceKey,
  offersParishes,
  placeKey,
  placeOfKey,
  type Deanery,
  type Place,
} from '../domain/parishes';
import { readParishList } from '../services/parishes';
import { Problem } from './RegistrationFields';
import { useEnglishLang, useWords } from './words';

/** The team's deaneries and parishes, read once; none while read or when the read fails. */
function useParishList(): readonly Deanery[] {
  const [deaneries, setDeaneries] = useState<readonly Deanery[]>([]);
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const list = await readParishList();
        if (current) setDeaneries(list?.deaneries ?? []);
      } catch {
        // The text fields stay: a person can always type their parish.
      }
    })();
    return () => {
      current = false;
    };
  }, []);
  return deaneries;
}

export function PlaceField({
  id,
  className = 'mb-3',
  place,
  onChange,
  problem,
  freeText,
}: {
  /** The choice's id (its label's target), while it is not 'Other'. */
  id: string;
  /** The classes of the choice's box: 'mb-3', or a column of a form's grid. */
  className?: string;
  place: Place;
  onChange: (place: Place) => void;
  /** What is wrong with the parish or deanery, said under the choice. */
  problem?: string | undefined;
  /** The form's own text fields of the parish and the deanery. */
  freeText: ReactNode;
}) {
  const deaneries = useParishList();
  const [other, setOther] = useState(false);
  const say = useWords();
  // The parishes and deaneries are the team's names, in English on a page in Hindi.
  const english = useEnglishLang();
  if (!offersParishes(deaneries)) return <>{freeText}</>;

  const listed = listedPlaceKey(deaneries, place);
  const typed = place.parish !== '' || place.deanery !== '';
  const key = listed ?? (other || typed ? OTHER_PLACE : '');
  const choose = (chosen: string) => {
    setOther(chosen === OTHER_PLACE);
    onChange(placeOfKey(deaneries, chosen) ?? { parish: '', deanery: '' });
  };
  const isOther = key === OTHER_PLACE;
  const choiceId = isOther ? `${id}-list` : id;
  const problemId = `${choiceId}-problem`;
  const shownProblem = isOther ? undefined : problem;

  return (
    <>
      <div className={className}>
        <label className="form-label" htmlFor={choiceId}>
          {say('Parish')}
        </label>
        <select
          id={choiceId}
          className="form-select"
          value={key}
          aria-describedby={shownProblem ? problemId : undefined}
          aria-invalid={shownProblem ? true : undefined}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{say('Choose a parish')}</option>
          {deaneries.map((deanery, d) =>
            deanery.parishes.length > 0 ? (
              <optgroup key={deanery.name + String(d)} label={deanery.name} lang={english}>
                {deanery.parishes.map((parish, p) => (
                  <option key={parish} value={placeKey(d, p)} lang={english}>
                    {parish}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
          <option value={OTHER_PLACE}>{say('Other: not in this list')}</option>
        </select>
        {listed && (
          <p className="form-text mb-0">
            {say('Deanery:')}{' '}
            {english ? <span lang={english}>{place.deanery}</span> : place.deanery}
          </p>
        )}
        {shownProblem && <Problem id={problemId} text={shownProblem} />}
      </div>
      {isOther && freeText}
    </>
  );
}
