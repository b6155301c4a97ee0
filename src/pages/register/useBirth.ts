/**
 * The date of birth the first step ('Who is registering?') was given, for oneself or one's child,
 * kept in memory and in this tab's sessionStorage only, until the form is sent.
 */
import { useState } from 'react';

/** The date of birth the first step was given, for oneself or one's child. */
export interface Birth {
  registering: 'self' | 'child';
  dob: string;
}

/** Where this tab keeps the first step's date of birth for a programme, until the form is sent. */
const birthKey = (programmeId: string) => `registrationBirth:${programmeId}`;

function keptBirth(programmeId: string): Birth | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(birthKey(programmeId)) ?? 'null') as unknown;
    if (
      typeof kept === 'object' &&
      kept !== null &&
      'registering' in kept &&
      'dob' in kept &&
      (kept.registering === 'self' || kept.registering === 'child') &&
      typeof kept.dob === 'string'
    )
      return { registering: kept.registering, dob: kept.dob };
  } catch {
    // Nothing usable kept: the first step asks again.
  }
  return null;
}

/**
 * The first step's date of birth, in memory and in this tab's sessionStorage (so that it outlives
 * the page reload the e-mail link brings, in the same tab), never anywhere else; forgotten once
 * the form is sent.
 */
export function useBirth(programmeId: string) {
  const [birth, setBirth] = useState<Birth | null>(() => keptBirth(programmeId));
  const keep = (next: Birth | null) => {
    setBirth(next);
    try {
      if (next) sessionStorage.setItem(birthKey(programmeId), JSON.stringify(next));
      else sessionStorage.removeItem(birthKey(programmeId));
    } catch {
      // Kept in memory only.
    }
  };
  return [birth, keep] as const;
}
