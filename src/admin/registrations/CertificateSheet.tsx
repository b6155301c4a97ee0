/**
 * The certificates of participation: one A4 landscape page for each person certified
 * (certifiedRegistrations: everyone marked arrived, never a cancelled registration), by name,
 * with the commission's logos and name, 'Certificate of participation', the person's name, the
 * programme's title, its dates and place, and two lines to sign, each naming its office
 * (certificateSigners). It is put on the page only to be printed ('Print certificates') or saved as
 * a PDF from the print dialog, as every printed sheet of the desk is (printedSheet.tsx); on the
 * screen it never shows, and nothing of it is stored.
 */
import { PROFILE, type ProfileLogo } from '../../config/profile';
import { formatProgrammeDates } from '../../domain/programmes';
import {
  certificateSigners,
  certifiedRegistrations,
  type CertificateDay,
} from '../../domain/registration/certificates';
import type { Registration } from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { PrintedSheet } from './printedSheet';
import { byName } from './registrationRows';

export function CertificateSheet({
  programme,
  registrations,
  on,
}: {
  programme: Programme;
  registrations: readonly Registration[];
  /** Only those present on this day of a programme of several days; everyone who came without. */
  on?: CertificateDay;
}) {
  const people = byName(certifiedRegistrations(registrations, on));
  const when = `${formatProgrammeDates(programme)}${programme.place ? `, ${programme.place}` : ''}`;
  const signers = certificateSigners(PROFILE);
  return (
    <PrintedSheet className="certificate-sheet">
      {people.map((person) => (
        <article key={person.id} className="certificate" aria-label={person.name}>
          <div className="certificate-head">
            <Logo logo={PROFILE.logos.crest} />
            <p className="certificate-commission">{PROFILE.names.title}</p>
            <Logo logo={PROFILE.logos.emblem} />
          </div>
          <h1 className="certificate-title">Certificate of participation</h1>
          <p className="certificate-words">This is to certify that</p>
          <p className={nameClass(person.name)}>{person.name}</p>
          <p className="certificate-words">took part in</p>
          <p className="certificate-programme">{programme.title}</p>
          <p className="certificate-when">{when}</p>
          <div className="certificate-signatures">
            {signers.map((office) => (
              <p key={office} className="certificate-signature">
                {office}
              </p>
            ))}
          </div>
        </article>
      ))}
    </PrintedSheet>
  );
}

function Logo({ logo }: { logo: ProfileLogo }) {
  const { src, alt, width, height } = logo;
  return <img className="certificate-logo" src={src} alt={alt} width={width} height={height} />;
}

/**
 * The name's class, by its length in characters: smaller letters for a longer name, so that even
 * the longest a registration holds (100 characters) stays on its page, wrapped.
 */
function nameClass(name: string): string {
  const length = [...name].length;
  if (length > 60) return 'certificate-name certificate-name-longest';
  if (length > 32) return 'certificate-name certificate-name-long';
  return 'certificate-name';
}
