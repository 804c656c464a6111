/** Answers about a company's supplier lists and candidate ownership (001 §7.8, §7.9, decision 0009). */
import * as v from 'valibot';
import { ownershipResolutions } from '../ownership';
import { applicationStatuses } from '../statuses';
import { coded, count, id, isoDateTime, list, namedRef, text } from './shared';

const personRef = () => v.object({ id: id(), fullName: text() });

/** An entry of a company's blacklist: a consultant or an agency it bans. */
export const blacklistEntryResponse = v.object({
  id: id(),
  company: namedRef(),
  agency: v.nullable(namedRef()),
  recruiter: v.nullable(personRef()),
  comment: v.nullable(text()),
  creationDate: isoDateTime(),
  updateDate: isoDateTime(),
});

/** An entry of a company's preferred-supplier list (PSL): a consultant or an agency, active or revoked. */
export const preferredSupplierResponse = v.object({
  ...blacklistEntryResponse.entries,
  status: coded(['active', 'revoked']),
  revocationDate: v.nullable(isoDateTime()),
});

/** Which identity key made two submissions the same person. */
const identityKey = () => v.picklist(['email', 'phone', 'nameBirth']);

/** An employer's candidate-ownership window in months (0 switches the rule off). */
export const ownershipSettingsResponse = v.object({ organizationId: id(), months: count(), defaultMonths: count() });

/** A refused duplicate submission: who tried, who owns the person, and how the employer resolved it. */
export const ownershipConflictResponse = v.object({
  id: id(),
  job: v.object({ id: id(), title: text() }),
  candidate: personRef(),
  claimant: v.object({ ...personRef().entries, organization: v.nullable(namedRef()) }),
  owner: v.object({
    applicationId: id(),
    candidate: v.object({ fullName: text() }),
    recruiter: v.nullable(personRef()),
    organization: v.nullable(namedRef()),
    since: v.nullable(isoDateTime()),
  }),
  matchedKeys: list(identityKey()),
  attempts: count(),
  status: coded(['open', ...ownershipResolutions]),
  resolvedBy: v.nullable(v.object({ id: id() })),
  resolvedAt: v.nullable(isoDateTime()),
  comment: v.nullable(text()),
  creationDate: v.nullable(isoDateTime()),
});

/** An application of a vacancy whose candidate was also submitted separately to the same employer. */
export const applicationDuplicatesResponse = v.object({
  application: v.object({
    id: id(),
    status: coded(applicationStatuses),
    creationDate: v.nullable(isoDateTime()),
    candidate: v.object({ id: id(), firstName: text(), lastName: text() }),
    recruiter: namedRef(),
  }),
  duplicates: list(
    v.object({
      id: id(),
      job: v.object({ id: id(), title: text() }),
      status: coded(applicationStatuses),
      creationDate: v.nullable(isoDateTime()),
      candidateId: id(),
      recruiter: namedRef(),
      agency: v.nullable(v.object({ name: text() })),
      matchedBy: list(identityKey()),
    }),
  ),
});
