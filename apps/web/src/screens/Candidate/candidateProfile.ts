import type { CandidateRecord } from '@mandate/api-client';
import type { CandidateProfile } from '@mandate/ui';

/** Who entered a candidate, as the pages name them: `Marco Rossi · Alpine Search GmbH`. */
export const candidateOwner = (candidate: CandidateRecord): string =>
  [candidate.owner.fullName, candidate.organization?.name].filter(Boolean).join(' · ');

/**
 * A candidate's key facts as CandidateSummary shows them (the candidate page, the submission
 * page). `comment`: the internal note, shown only where its reader may see it. @default null
 */
export function candidateProfile(candidate: CandidateRecord, comment: string | null = null): CandidateProfile {
  return {
    email: candidate.email,
    phone: candidate.phone,
    dateOfBirth: candidate.dateOfBirth,
    address: candidate.address,
    zipCode: candidate.zipCode,
    city: candidate.city,
    country: candidate.country?.label ?? null,
    employed: candidate.employed,
    position: candidate.position,
    comment,
    owner: candidateOwner(candidate),
    creationDate: candidate.creationDate,
  };
}
