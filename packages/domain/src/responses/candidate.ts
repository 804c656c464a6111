/** Answers about candidates: the record with its latest consent, the menu, the list. */
import * as v from 'valibot';
import { candidateActions } from '../candidateActions';
import { reasonCodes } from '../permissions';
import { candidateStatuses } from '../schemas/candidate';
import { isLocalDate, type LocalDate } from '../time';
import { codeLabel, coded, count, id, isoDateTime, list, text, uploadedFile } from './shared';

const personRef = () => v.object({ id: id(), fullName: text() });

/** A recorded data-privacy consent of a candidate: which document, in which language, who recorded it when. */
export const candidateConsentResponse = v.object({
  id: id(),
  document: text(),
  locale: text(),
  /** The signed copy, when uploaded. */
  fileId: v.nullable(id()),
  creationDate: v.nullable(isoDateTime()),
  recordedBy: v.nullable(personRef()),
});

/** A candidate (000 §2), with its consultant (`owner`), agency and latest consent. */
export const candidateResponse = v.object({
  id: id(),
  firstName: text(),
  lastName: text(),
  fullName: text(),
  email: v.nullable(text()),
  phone: v.nullable(text()),
  dateOfBirth: v.nullable(v.custom<LocalDate>(isLocalDate, 'a calendar day YYYY-MM-DD')),
  address: v.nullable(text()),
  city: v.nullable(text()),
  zipCode: v.nullable(text()),
  country: v.nullable(codeLabel()),
  employed: v.nullable(v.boolean()),
  position: v.nullable(text()),
  comment: v.nullable(text()),
  /** Ids of the attached files. */
  attachments: v.array(id()),
  status: coded(candidateStatuses),
  owner: personRef(),
  organization: v.nullable(v.object({ id: id(), name: text() })),
  consent: v.nullable(candidateConsentResponse),
  clonedFrom: v.nullable(id()),
  creationDate: v.nullable(isoDateTime()),
  updateDate: v.nullable(isoDateTime()),
});

/** `GET /candidate/{id}/menu`: what the user may do with a candidate now, as domain's rule answers it. */
export const candidateMenuResponse = v.object({
  /** The actions allowed now, in menu order. */
  actions: v.array(v.picklist(candidateActions)),
  /** Why each other action is refused. */
  reasons: v.record(v.picklist(candidateActions), v.picklist(reasonCodes)),
  /** Its applications still running (a candidate with any is not deleted). */
  runningApplications: count(),
});

/** A candidate as listed (`POST /candidate/list`): the record with what the user may do with it now. */
export const candidateListItemResponse = v.object({ ...candidateResponse.entries, ...candidateMenuResponse.entries });

/** `GET /candidate/{id}/documents`: the candidate's attachments in their order, and the signed copy of its latest consent. */
export const candidateDocumentsResponse = v.object({
  attachments: list(uploadedFile()),
  consentFile: v.nullable(uploadedFile()),
});
