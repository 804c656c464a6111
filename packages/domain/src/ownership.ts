/**
 * Candidate ownership (issue 5 §8, beyond the spec): the first agency to submit a person to an
 * employer owns that candidate at that employer for an ownership window (a setting, 12 months by
 * default). A later submission of the same person by another agency is refused. "The same person"
 * is a match of any identity key: the normalised e-mail, the normalised phone number, or the
 * normalised name together with the date of birth.
 */
import * as v from 'valibot';
import { id, optionalText, option } from './schemas/fields';

/** The ownership window when the employer set none. */
export const DEFAULT_OWNERSHIP_MONTHS = 12;
/** The longest window an employer may set. */
export const MAX_OWNERSHIP_MONTHS = 60;

/** The identity keys of a candidate; null when the data for a key is missing. */
export interface CandidateIdentityKeys {
  email: string | null;
  phone: string | null;
  nameBirth: string | null;
}

/** An e-mail address for comparison: trimmed, lower case; null when empty. */
export function normalizeEmail(email: string | null | undefined): string | null {
  const e = email?.trim().toLowerCase();
  return e ? e : null;
}

/**
 * A phone number for comparison: its digits without the international or trunk prefix, the last
 * nine digits when longer (`+41 79 123 45 67`, `0041791234567` and `079 123 45 67` compare equal).
 * Null when it has fewer than six digits.
 */
export function normalizePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 6) return null;
  return digits.length > 9 ? digits.slice(-9) : digits.replace(/^0+/, '');
}

/** A name for comparison: lower case, accents removed, letters only, words sorted (order-insensitive). */
export function normalizeName(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  const words = `${firstName ?? ''} ${lastName ?? ''}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .sort();
  return words.length ? words.join(' ') : null;
}

/** The identity keys of a candidate (see {@link CandidateIdentityKeys}). */
export function candidateIdentityKeys(candidate: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
}): CandidateIdentityKeys {
  const name = normalizeName(candidate.firstName, candidate.lastName);
  return {
    email: normalizeEmail(candidate.email),
    phone: normalizePhone(candidate.phone),
    nameBirth: name && candidate.dateOfBirth ? `${name}|${candidate.dateOfBirth}` : null,
  };
}

/** Which identity keys two candidates share, in the order e-mail, phone, name and birth date. */
export function matchingIdentityKeys(a: CandidateIdentityKeys, b: CandidateIdentityKeys): (keyof CandidateIdentityKeys)[] {
  return (['email', 'phone', 'nameBirth'] as const).filter((key) => a[key] !== null && a[key] === b[key]);
}

/**
 * Whether an earlier submission still owns the candidate: it was made within `months` before `now`.
 * @param since when the owning submission was made (ISO date-time)
 */
export function isOwnershipActive(since: string, now: Date, months: number = DEFAULT_OWNERSHIP_MONTHS): boolean {
  const end = new Date(since);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime() > now.getTime();
}

/** The employer's ownership setting. */
export const ownershipSettingsSchema = v.object(
  {
    months: v.pipe(
      v.number('domain.error.required'),
      v.integer('domain.error.integer'),
      v.minValue(0, 'domain.error.min'),
      v.maxValue(MAX_OWNERSHIP_MONTHS, 'domain.error.max'),
    ),
  },
  'domain.error.required',
);

/** How the employer resolves a conflict: the owner keeps the candidate, or the newcomer may submit too. */
export const ownershipResolutions = ['keep-owner', 'allow-submission'] as const;
/** An ownership conflict resolution. */
export type OwnershipResolution = (typeof ownershipResolutions)[number];

/** Resolving an ownership conflict. */
export const ownershipResolveSchema = v.object(
  { resolution: option(ownershipResolutions), comment: optionalText() },
  'domain.error.required',
);

/** The conflict list's filter. */
export const ownershipConflictListSchema = v.object(
  {
    status: v.optional(option(['open', 'resolved', 'all']), 'open'),
    jobId: v.optional(v.nullable(id()), null),
  },
  'domain.error.required',
);
