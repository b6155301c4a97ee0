/**
 * The deaneries and parishes the team keeps (Settings → Parishes), which the registration form
 * and the walk-in form offer: one document, parishes/list, holding the deaneries in the team's
 * order, each with its parishes. A registration still stores its parish and deanery as two texts,
 * whatever the list held when it was made.
 *
 * Plain data and pure functions: the stored shape and its check (which validation.ts, the local
 * backend and firestore.rules state alike), the decoder, the Settings form's own checks and the
 * choice the registration forms offer.
 */
import { isBlank, isSingleLine } from './limits';

/** The only document of the collection. */
export const PARISH_LIST_ID = 'list';

/**
 * At most 300 parishes, each name 1 to 80 characters (code points). The list is stored as two
 * columns of one table, so that the rules check it whole in a few expressions (a deanery checked
 * on its own cost so many of the 1,000 a write may evaluate that 12 deaneries went past them).
 */
export const PARISH_LIST_LIMITS = { parishes: 300, name: 80 } as const;

export interface Deanery {
  name: string;
  parishes: readonly string[];
}

/** A parish of a commission's starting list (its profile's), with the public pages that name it. */
export interface SourcedParish {
  /** The church and its place, as the list shows it. */
  name: string;
  /** The public pages that name it. */
  sources: readonly string[];
}

/** A group of a starting list: a deanery, or a civil district standing in for one. */
export interface SourcedGroup {
  /** The group's name in the list. */
  name: string;
  /** 'deanery': a source names it so; 'district': a civil district standing in for a deanery. */
  kind: 'deanery' | 'district';
  parishes: readonly SourcedParish[];
}

/** A starting list as the parish list holds it: each group a 'deanery' of the list. */
export const parishListOf = (groups: readonly SourcedGroup[]): Deanery[] =>
  groups.map(({ name, parishes }) => ({ name, parishes: parishes.map((parish) => parish.name) }));

export interface SavedParishList {
  deaneries: readonly Deanery[];
  /** When and by whom it was last saved (null, '': never, or an odd record). */
  updatedAt: Date | null;
  updatedBy: string;
}

/**
 * The stored fields of a list: `parishes`, every parish in the team's order, and `deaneries`, the
 * deanery of each (deaneries[i] is the deanery of parishes[i]).
 */
export interface ParishListFields {
  parishes: string[];
  deaneries: string[];
}

/** A name of the list: one line, not blank, at most 80 characters counted as code points. */
export const isPlaceName = (value: unknown): value is string =>
  typeof value === 'string' &&
  [...value].length <= PARISH_LIST_LIMITS.name &&
  isSingleLine(value) &&
  !isBlank(value);

/**
 * Why a stored list is not one the forms can offer, or null: `parishes` a list of at most 300
 * names, `deaneries` a list as long, every entry of both a place name (isPlaceName).
 */
export function parishListError(doc: Readonly<Record<string, unknown>>): string | null {
  const { parishes: most, name } = PARISH_LIST_LIMITS;
  const parishes = Object.hasOwn(doc, 'parishes') ? doc.parishes : undefined;
  const deaneries = Object.hasOwn(doc, 'deaneries') ? doc.deaneries : undefined;
  if (!Array.isArray(parishes) || parishes.length > most)
    return `parishes must be a list of at most ${most} names`;
  if (!Array.isArray(deaneries) || deaneries.length !== parishes.length)
    return 'deaneries must be a list of the deanery of each parish, as long as parishes';
  if (!(parishes as unknown[]).every(isPlaceName) || !(deaneries as unknown[]).every(isPlaceName))
    return `each parish and deanery must be one line of text, 1 to ${name} characters`;
  return null;
}

/** The stored fields of a list of deaneries, each parish with its deanery. */
export function parishListFields(deaneries: readonly Deanery[]): ParishListFields {
  const rows = deaneries.flatMap(({ name, parishes }) =>
    parishes.map((parish) => ({ parish, deanery: name })),
  );
  return { parishes: rows.map((r) => r.parish), deaneries: rows.map((r) => r.deanery) };
}

/**
 * The list as stored in parishes/list: its deaneries in the order they first appear, each with
 * its parishes; a parish whose name or deanery is odd is left out.
 */
export function parishListFromFields(
  _id: string,
  fields: Readonly<Record<string, unknown>>,
): SavedParishList {
  const column = (field: string): unknown[] => {
    const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
    return Array.isArray(value) ? (value as unknown[]) : [];
  };
  const deaneryColumn = column('deaneries');
  const grouped = new Map<string, string[]>();
  column('parishes').forEach((parish, i) => {
    const deanery = deaneryColumn[i];
    if (!isPlaceName(parish) || !isPlaceName(deanery)) return;
    const parishes = grouped.get(deanery) ?? [];
    if (!parishes.includes(parish)) parishes.push(parish);
    grouped.set(deanery, parishes);
  });
  const updatedAt = Object.hasOwn(fields, 'updatedAt') ? fields.updatedAt : undefined;
  const at =
    updatedAt instanceof Date
      ? updatedAt
      : typeof updatedAt === 'string'
        ? new Date(updatedAt)
        : null;
  const updatedBy = Object.hasOwn(fields, 'updatedBy') ? fields.updatedBy : undefined;
  return {
    deaneries: [...grouped].map(([name, parishes]) => ({ name, parishes })),
    updatedAt: at && !Number.isNaN(at.getTime()) ? at : null,
    updatedBy: typeof updatedBy === 'string' ? updatedBy : '',
  };
}

// ---------------------------------------------------------------------------------------------
// The Settings form: a deanery's name and its parishes as typed, one on each line.

export interface DeaneryDraft {
  name: string;
  /** The parishes, one on each line; blank lines are left out. */
  parishes: string;
}

/** The list as its form shows it. */
export const draftsOf = (deaneries: readonly Deanery[]): DeaneryDraft[] =>
  deaneries.map(({ name, parishes }) => ({ name, parishes: parishes.join('\n') }));

/** A draft's parishes: each line trimmed, blank ones left out. */
const parishLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !isBlank(line));

/**
 * The deaneries a form's drafts make, trimmed, with the empty drafts (no name, no parish) left
 * out; or the first problem, in words a volunteer understands: a deanery without a name or
 * without parishes, a name too long, a deanery or a parish named twice, too many parishes.
 */
export function deaneriesFromDrafts(
  drafts: readonly DeaneryDraft[],
): { deaneries: Deanery[] } | { problem: string } {
  const { parishes: most, name: longest } = PARISH_LIST_LIMITS;
  const kept = drafts
    .map((draft) => ({ name: draft.name.trim(), parishes: parishLines(draft.parishes) }))
    .filter((draft) => !isBlank(draft.name) || draft.parishes.length > 0);
  const count = kept.reduce((n, deanery) => n + deanery.parishes.length, 0);
  if (count > most) return { problem: `The list can hold at most ${most} parishes in all.` };
  const seen = new Set<string>();
  for (const [i, deanery] of kept.entries()) {
    if (isBlank(deanery.name))
      return { problem: `Deanery ${i + 1} has parishes but no name. Give it a name.` };
    const called = `The deanery ‘${deanery.name}’`;
    if (!isPlaceName(deanery.name))
      return { problem: `${called}: a name can be at most ${longest} characters.` };
    const key = deanery.name.toLowerCase();
    if (seen.has(key)) return { problem: `${called} is in the list twice.` };
    seen.add(key);
    if (deanery.parishes.length === 0)
      return { problem: `${called} has no parishes. Add them, one on each line, or remove it.` };
    const odd = deanery.parishes.find((parish) => !isPlaceName(parish as unknown));
    if (odd !== undefined)
      return {
        problem: `${called}: the parish ‘${[...odd].slice(0, 30).join('')}…’ is longer than ${longest} characters.`,
      };
    const parishes = new Set<string>();
    for (const parish of deanery.parishes) {
      if (parishes.has(parish.toLowerCase()))
        return { problem: `${called} has the parish ‘${parish}’ twice.` };
      parishes.add(parish.toLowerCase());
    }
  }
  return { deaneries: kept };
}

// ---------------------------------------------------------------------------------------------
// The registration forms: a parish chosen from the list fills in its deanery.

/** A person's parish and deanery, as a registration stores them. */
export interface Place {
  parish: string;
  deanery: string;
}

/** The choice of the parish list that stands for a listed parish: its deanery's and its index. */
export const placeKey = (deaneryIndex: number, parishIndex: number) =>
  `${deaneryIndex}:${parishIndex}`;

/** 'Other': a parish not in the list, typed with its deanery. */
export const OTHER_PLACE = 'other';

/** The listed parish a place is, as its choice's key, or null when it is not in the list. */
export function listedPlaceKey(deaneries: readonly Deanery[], place: Place): string | null {
  for (const [d, deanery] of deaneries.entries()) {
    if (deanery.name !== place.deanery) continue;
    const p = deanery.parishes.indexOf(place.parish);
    if (p >= 0) return placeKey(d, p);
  }
  return null;
}

/** The place a choice's key stands for, or null for none ('', 'other', a key of no parish). */
export function placeOfKey(deaneries: readonly Deanery[], key: string): Place | null {
  const [d, p] = key.split(':').map(Number);
  const deanery = d === undefined ? undefined : deaneries[d];
  const parish = p === undefined ? undefined : deanery?.parishes[p];
  return deanery && parish !== undefined ? { parish, deanery: deanery.name } : null;
}

/** Whether the list offers any parish to choose (an empty list: the fields stay free text). */
export const offersParishes = (deaneries: readonly Deanery[]) =>
  deaneries.some((deanery) => deanery.parishes.length > 0);
