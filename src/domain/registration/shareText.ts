/**
 * The answer's message for WhatsApp, in a module of its own so that it loads with the answer
 * (pages/register/Answer.tsx), not with the form's rules (form.ts).
 */
import type { Say } from './details';
import { fill } from '../../words/fill';
import { registrationReference } from './registrations';

/**
 * What 'Share on WhatsApp' sends once someone is registered (to oneself, or to the other parent):
 * who, what, when, where, the registration's short reference and the programme's page.
 */
export function registrationShareText({
  name,
  programme,
  place,
  pageUrl,
  say = fill,
}: {
  name: string;
  programme: { title: string; dates: string; time: string; place: string };
  place: { id: string; status: 'confirmed' | 'waiting'; waitNumber: number | null };
  pageUrl: string;
  /** The page's words (English by default). */
  say?: Say;
}): string {
  const { title } = programme;
  const { waitNumber: number } = place;
  const state =
    place.status === 'confirmed'
      ? say('{name} is registered for {title}.', { name, title })
      : number === null
        ? say('{name} is on the waiting list for {title}.', { name, title })
        : say('{name} is on the waiting list for {title}, number {number}.', {
            name,
            title,
            number,
          });
  const when = [programme.dates, programme.time.trim()].filter(Boolean).join(', ');
  const where = programme.place.trim();
  return [
    state,
    say('When: {when}', { when }),
    ...(where ? [say('Where: {where}', { where })] : []),
    say('Reference: {reference}', { reference: registrationReference(place.id) }),
    pageUrl,
  ].join('\n');
}
