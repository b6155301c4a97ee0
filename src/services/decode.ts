/** Tolerant readers for documents written by older versions or by hand. */
export const stringOrEmpty = (v: unknown): string => (typeof v === 'string' ? v : '');
export const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const numberOrNull = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\d{4}$/.test(v.trim())) return Number(v);
  return null;
};
