/**
 * This commission's starting parish list (see ../profile.ts, loadStartingParishes): the parishes
 * of the Archdiocese of Agra that public pages name, the list an owner can start from in
 * Settings → Parishes ('Start from the archdiocese's list') and the one `npm run seed` saves.
 * Nothing here is made up: every parish cites the pages that name it, and is named as they name
 * it. The archdiocese counts 48 parishes and mission stations in 17 civil districts
 * (https://www.agraarchdiocese.com/history.aspx); these are the 10 the sources found name
 * (docs/decisions.md says which sources were searched), so the team adds the rest.
 *
 * No source found says which deanery each parish belongs to. One names the Noida deanery (St.
 * Mary's, Noida), and it is a group here; every other parish stands under the civil district its
 * sources place it in, a group named '{district} district', so that nobody takes it for a
 * deanery: the team renames and regroups them in Settings before saving.
 */
import type { Deanery, SourcedGroup } from '../../domain/parishes';

const ARCHDIOCESE = {
  cathedral: 'https://agraarchdiocese.com/Parishes.aspx?CID=23&PID=20',
  /** Lives of the archdiocese's priests who have died: the parishes they served. */
  deceased: 'https://agraarchdiocese.com/Deceased.aspx',
};

/** The parishes as found, each with its sources, grouped as above. */
export const ARCHDIOCESE_PARISHES: readonly SourcedGroup[] = [
  {
    name: 'Agra district',
    kind: 'district',
    parishes: [
      {
        name: 'Cathedral of the Immaculate Conception, Agra',
        sources: [
          ARCHDIOCESE.cathedral,
          'https://agraleaks.com/175-years-of-nishkalank-mata-mahagirjaghar-agra-historyagra/',
        ],
      },
      {
        name: 'St. Patrick’s Church, Agra Cantt',
        sources: [ARCHDIOCESE.deceased, 'https://janvadtimes.com/?p=87576'],
      },
      {
        name: 'St. Mary’s Church, Pratappura, Agra',
        sources: [
          'https://agraleaks.com/agra-news-st-marys-church-of-agra-completes-100-years-of-its-establishment-nine-day-annual-festival-begins-agranews/',
          'https://roobaroowalks.com/churches-of-agra/',
        ],
      },
    ],
  },
  {
    name: 'Aligarh district',
    kind: 'district',
    parishes: [{ name: 'St. Fidelis’ Church, Aligarh', sources: [ARCHDIOCESE.deceased] }],
  },
  {
    name: 'Bulandshahr district',
    kind: 'district',
    // The source calls it 'Gonsalo Garcia Parish, Bulandshahr'.
    parishes: [{ name: 'St. Gonsalo Garcia Church, Bulandshahr', sources: [ARCHDIOCESE.deceased] }],
  },
  {
    name: 'Etah district',
    kind: 'district',
    parishes: [
      {
        name: 'St. Francis Xavier Church, Etah',
        sources: [
          ARCHDIOCESE.deceased,
          // Hindustan, Etah, 22 December: 'आगरा रोड स्थित सेंट फ्रांस जेवियर्स चर्च'.
          'https://htsyndication.com/hindustan-delhi/article/%E0%A4%AF%E0%A5%80%E0%A4%B6%E0%A5%81-%E0%A4%AE%E0%A4%B8%E0%A5%80%E0%A4%B9-%E0%A4%95%E0%A5%87-%E0%A4%9C%E0%A4%A8%E0%A5%8D%E0%A4%AE-%E0%A4%95%E0%A5%87-%E0%A4%9C%E0%A4%B6%E0%A5%8D%E0%A4%A8-%E0%A4%95%E0%A5%8B-%E0%A4%97%E0%A4%BF%E0%A4%B0%E0%A4%9C%E0%A4%BE%E0%A4%98%E0%A4%B0-%E0%A4%B8%E0%A4%9C%E0%A4%BE%E0%A4%8F/96028519',
        ],
      },
    ],
  },
  {
    name: 'Etawah district',
    kind: 'district',
    parishes: [
      {
        name: 'Christ the King Church, Etawah',
        sources: [
          // Hindustan, Etawah, 24 December: 'क्राइस्ट द किंग चर्च', its preparations led by a
          // Father of St. Mary's Inter College.
          'https://www.htsyndication.com/hindustan-delhi/article/%E0%A4%B0%E0%A5%8B%E0%A4%B6%E0%A4%A8%E0%A5%80-%E0%A4%B8%E0%A5%87-%E0%A4%A8%E0%A4%B9%E0%A4%BE%E0%A4%AF%E0%A5%87-%E0%A4%9A%E0%A4%B0%E0%A5%8D%E0%A4%9A%E0%A5%8B%E0%A4%82-%E0%A4%AE%E0%A5%87%E0%A4%82-%E0%A4%97%E0%A5%82%E0%A4%82%E0%A4%9C%E0%A4%BE-%E0%A4%9C%E0%A4%BF%E0%A4%82%E0%A4%97%E0%A4%B2-%E0%A4%AC%E0%A5%87%E0%A4%B2..%E0%A4%9C%E0%A4%BF%E0%A4%82%E0%A4%97%E0%A4%B2-%E0%A4%AC%E0%A5%87%E0%A4%B2%2C-%E0%A4%B8%E0%A4%BE%E0%A4%82%E0%A4%A4%E0%A4%BE-%E0%A4%A8%E0%A5%87-%E0%A4%AC%E0%A4%BE%E0%A4%82%E0%A4%9F%E0%A5%87-%E0%A4%97%E0%A4%BF%E0%A4%AB%E0%A5%8D%E0%A4%9F/96097105',
        ],
      },
    ],
  },
  {
    name: 'Mathura district',
    kind: 'district',
    parishes: [
      {
        name: 'Sacred Heart Church, Mathura',
        sources: [
          ARCHDIOCESE.deceased,
          'https://wikisum.wiki/wiki/Sacred_Heart_Catholic_Church_(Mathura)',
        ],
      },
      {
        name: 'St. Teresa’s Church, Nandgaon Road',
        sources: [
          // Hindustan, Mathura, 25 December: 'नन्दगाव रोड संत टेरेसा चर्च'.
          'https://htsyndication.com/hindustan-delhi/article/%E0%A4%AF%E0%A5%80%E0%A4%B6%E0%A5%81-%E0%A4%A8%E0%A5%87-%E0%A4%B2%E0%A4%BF%E0%A4%AF%E0%A4%BE-%E0%A4%9C%E0%A4%A8%E0%A5%8D%E0%A4%AE-%E0%A4%B9%E0%A4%B0-%E0%A4%A4%E0%A4%B0%E0%A4%AB-%E0%A4%97%E0%A5%82%E0%A4%82%E0%A4%9C%E0%A4%BE-%E0%A4%B9%E0%A5%88%E0%A4%AA%E0%A5%8D%E0%A4%AA%E0%A5%80-%E0%A4%95%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%B8%E0%A4%AE%E0%A4%B8/96108009',
        ],
      },
    ],
  },
  {
    // 'Deanery: Noida Deanery' (Wikipedia). The About Us page's built-in text names the
    // four deaneries the youth commission works in, Agra, Mathura, Aligarh and Noida, but no
    // source says where the others' borders run.
    name: 'Noida',
    kind: 'deanery',
    parishes: [
      {
        name: 'St. Mary’s Church, Sector 34, Noida',
        sources: [
          'https://en.wikipedia.org/wiki/St._Mary%27s_Church,_Noida',
          ARCHDIOCESE.deceased,
          // Hindustan, Noida, 15 December: 'सेक्टर-34 स्थित सेंट मैरी कैथोलिक चर्च'.
          'https://www.htsyndication.com/hindustan-delhi/article/%E0%A4%97%E0%A4%BF%E0%A4%B0%E0%A4%9C%E0%A4%BE%E0%A4%98%E0%A4%B0%E0%A5%8B%E0%A4%82-%E0%A4%AE%E0%A5%87%E0%A4%82-%E0%A4%95%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%B8%E0%A4%AE%E0%A4%B8-%E0%A4%95%E0%A5%80-%E0%A4%A4%E0%A5%88%E0%A4%AF%E0%A4%BE%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE-%E0%A4%B6%E0%A5%81%E0%A4%B0%E0%A5%82/95794435',
        ],
      },
    ],
  },
];

/** The same parishes as the parish list holds them: each group a 'deanery' of the list. */
export const ARCHDIOCESE_PARISH_LIST: readonly Deanery[] = ARCHDIOCESE_PARISHES.map(
  ({ name, parishes }) => ({ name, parishes: parishes.map((parish) => parish.name) }),
);

export default ARCHDIOCESE_PARISHES;
