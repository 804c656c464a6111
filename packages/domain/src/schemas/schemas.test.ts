import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type * as v from 'valibot';
import { validate, domainErrorMessages } from '../validate';
import { parseLocalDate } from '../time';
import type { LocalDate } from '../time';
import {
  applicationPdfSchema,
  applicationFeedbackSchema,
  backupCandidateSchema,
  hireSchema,
  offerSchema,
  placementSchema,
  rejectCandidateSchema,
  submitCandidateSchema,
  withdrawCandidateSchema,
} from './application';
import {
  candidateListCreateSchema,
  candidateListEditSchema,
  completeResearchDefaults,
  completeResearchSchema,
  rejectSubmissionSchema,
  withdrawSubmissionSchema,
} from './candidateList';
import {
  applySchema,
  cancelVacancySchema,
  declineInvitationSchema,
  inviteSchema,
  onHoldSchema,
  rejectRecruiterSchema,
  selectSuppliersSchema,
  withdrawRecruiterSchema,
} from './job';
import { addContactsSchema, noteSchema, PAYMENT_TERM_MAX_DAYS, paymentTermSchema, productFeedbackSchema, threadSchema } from './messaging';
import { consultantFilterDefaults, consultantSearchFiltersSchema } from './filters';
import { loginSchema, otpLoginSchema, otpRequestSchema, refreshSchema } from './auth';
import { shortlistRecipientCreateSchema } from './user';
import type { HirePayload } from './payloads';

const today = parseLocalDate('2026-03-15') as LocalDate;

interface Case {
  schema: v.GenericSchema;
  valid: Record<string, unknown>;
  required: string[];
  /** Required only depending on another field, so not reported while that field is missing too. */
  conditional?: string[];
}

const hireInput = {
  totalPackage: 120000,
  recruitmentFee: 24000,
  offerDate: '2026-03-15',
  signatureDate: '2026-03-20',
  startDate: '2026-05-01',
  approvalNumber: 'PO-1',
  approvalNote: 'ok',
  ratings: [{ user: { id: 2 }, rating: 4.5 }],
};

/** Every schema with a valid input and its required fields (dotted paths). */
const cases: Record<string, Case> = {
  hire: {
    schema: hireSchema({ today }),
    valid: hireInput,
    required: ['totalPackage', 'offerDate', 'signatureDate', 'startDate', 'approvalNumber'],
  },
  placement: {
    schema: placementSchema({ today }),
    valid: { ...hireInput, jobId: 7, revenueSplit: 'standard-25', feePercentage: 20, isGuaranteeCase: false },
    required: ['totalPackage', 'offerDate', 'signatureDate', 'startDate', 'approvalNumber', 'jobId'],
  },
  offer: { schema: offerSchema(), valid: { comment: 'Offer sent' }, required: ['comment'] },
  offerAdmin: {
    schema: offerSchema({ isAdmin: true, today }),
    valid: { comment: 'Offer', creationDate: '2026-03-01' },
    required: ['comment', 'creationDate'],
  },
  rejectCandidate: { schema: rejectCandidateSchema, valid: { rejectReason: 'skills', comment: 'x' }, required: ['rejectReason'] },
  backupCandidate: { schema: backupCandidateSchema, valid: { comment: 'later' }, required: [] },
  withdrawCandidate: {
    schema: withdrawCandidateSchema,
    valid: { withdrawReason: 'other', comment: '', sendCopyToEmployer: true },
    required: ['withdrawReason'],
  },
  withdrawRecruiter: { schema: withdrawRecruiterSchema, valid: { withdrawReason: 'busy' }, required: ['withdrawReason'] },
  withdrawSubmission: { schema: withdrawSubmissionSchema, valid: { comment: 'sorry', sendCopyToEmployer: true }, required: [] },
  applicationFeedback: {
    schema: applicationFeedbackSchema,
    valid: { id: 3, feedback: 'Strong', assessmentLevel: 'good' },
    required: ['feedback'],
  },
  submitCandidate: {
    schema: submitCandidateSchema,
    valid: { mode: 'copy', candidateId: 5, consent: true },
    required: ['mode', 'candidateId', 'consent'],
    conditional: ['candidateId'],
  },
  applicationPdf: { schema: applicationPdfSchema, valid: { pages: ['info'], separately: false }, required: [] },
  candidateListCreate: {
    schema: candidateListCreateSchema,
    valid: { title: 'Long list', comment: null, attachments: [1], jobId: 9 },
    required: ['title', 'attachments', 'jobId'],
  },
  candidateListEdit: {
    schema: candidateListEditSchema,
    valid: { title: 'Long list', attachments: [1] },
    required: ['title', 'attachments'],
  },
  completeResearch: { schema: completeResearchSchema, valid: { milestone: 'shortlist-delivery' }, required: ['milestone'] },
  rejectSubmission: { schema: rejectSubmissionSchema, valid: { comment: 'incomplete' }, required: [] },
  cancelVacancy: {
    schema: cancelVacancySchema(),
    valid: { cancelReason: 'filled', ratings: [{ user: { id: 2, fullName: 'A' }, rating: 3 }] },
    required: ['cancelReason'],
  },
  onHold: { schema: onHoldSchema, valid: { reason: 'budget', comment: 'Q3' }, required: ['reason'] },
  declineInvitation: {
    schema: declineInvitationSchema,
    valid: { declineReason: 'busy', sendCopyToEmployer: false },
    required: ['declineReason'],
  },
  apply: { schema: applySchema, valid: { comment: '<p>Dear client</p>' }, required: ['comment'] },
  rejectRecruiter: { schema: rejectRecruiterSchema, valid: { comment: 'no fit', sendCopyToRecruiter: true }, required: ['comment'] },
  invite: {
    schema: inviteSchema,
    valid: { recruiters: [2, 3], comment: '<p>Join</p>', language: 'de' },
    required: ['recruiters', 'comment'],
  },
  selectSuppliers: { schema: selectSuppliersSchema(), valid: { recruiters: [2] }, required: ['recruiters'] },
  selectSuppliersAdmin: {
    schema: selectSuppliersSchema({ isAdmin: true }),
    valid: { recruiters: [2], comment: { subject: 'Hi', body: '<p>Body</p>' } },
    required: ['recruiters', 'comment', 'comment.subject', 'comment.body'],
  },
  thread: {
    schema: threadSchema,
    valid: { participants: [{ id: 4 }], subject: 'Hello', message: { content: '<p>Hi</p>', attachments: [] } },
    required: ['participants', 'subject', 'message', 'message.content'],
  },
  note: { schema: noteSchema, valid: { content: 'text', type: 'job', linkedId: 9 }, required: ['type', 'linkedId'] },
  paymentTerm: { schema: paymentTermSchema, valid: { label: '30 days', days: 30, mode: 0 }, required: ['label', 'days', 'mode'] },
  productFeedback: { schema: productFeedbackSchema, valid: { subject: '', category: 'bug', message: 'Broken' }, required: ['message'] },
  addContacts: { schema: addContactsSchema, valid: { jobId: 1, contacts: [2] }, required: ['jobId', 'contacts'] },
  consultantFilters: { schema: consultantSearchFiltersSchema(), valid: {}, required: [] },
  login: { schema: loginSchema, valid: { username: 'a@b.ch', password: 'secret' }, required: ['username', 'password'] },
  otpRequest: { schema: otpRequestSchema, valid: { username: 'a@b.ch' }, required: ['username'] },
  shortlistRecipientCreate: { schema: shortlistRecipientCreateSchema, valid: { email: 'cfo@company.ch' }, required: ['email'] },
  otpLogin: { schema: otpLoginSchema, valid: { username: 'a@b.ch', code: '123456' }, required: ['username', 'code'] },
  refresh: { schema: refreshSchema, valid: { refreshToken: 'r' }, required: ['refreshToken'] },
};

function without(input: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const copy = { ...input };
  if (head === undefined) return copy;
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(copy[head] as Record<string, unknown>, rest.join('.'));
  return copy;
}

describe('every schema', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: accepts its valid input`, () => {
      const result = validate(c.schema, c.valid);
      expect(result).toMatchObject({ ok: true });
    });
    for (const field of c.required) {
      it(`${name}: rejects a missing ${field} with that key`, () => {
        const result = validate(c.schema, without(c.valid, field));
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors[field]).toBe('domain.error.required');
      });
    }
  }

  it('property: removing any non-empty subset of required fields reports each of them as required', () => {
    const unconditional = (c: Case) => c.required.filter((f) => !f.includes('.') && !c.conditional?.includes(f));
    const withRequired = Object.entries(cases).filter(([, c]) => unconditional(c).length > 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...withRequired).chain(([name, c]) => fc.tuple(fc.constant(name), fc.subarray(unconditional(c), { minLength: 1 }))),
        ([name, fields]) => {
          const c = cases[name] as Case;
          const input = fields.reduce(without, c.valid);
          const result = validate(c.schema, input);
          expect(result.ok).toBe(false);
          if (!result.ok) for (const f of fields) expect(result.errors[f]).toBe('domain.error.required');
        },
      ),
    );
  });

  it('every message id it reports has an English default text', () => {
    for (const c of Object.values(cases)) {
      for (const field of c.required) {
        const r = validate(c.schema, without(c.valid, field));
        if (!r.ok) for (const id of Object.values(r.errors)) expect(domainErrorMessages[id]).toBeTypeOf('string');
      }
    }
  });
});

describe('hire and placement', () => {
  it('refuses an offer date later than today, accepts today', () => {
    expect(validate(hireSchema({ today }), { ...hireInput, offerDate: '2026-03-16' })).toEqual({
      ok: false,
      errors: { offerDate: 'domain.error.date-after-today' },
    });
    expect(validate(hireSchema({ today }), { ...hireInput, offerDate: '2026-03-15' }).ok).toBe(true);
  });
  it('refuses a negative or fractional package and an impossible date', () => {
    expect(validate(hireSchema({ today }), { ...hireInput, totalPackage: -1 })).toMatchObject({
      errors: { totalPackage: 'domain.error.min' },
    });
    expect(validate(hireSchema({ today }), { ...hireInput, totalPackage: 1.5 })).toMatchObject({
      errors: { totalPackage: 'domain.error.integer' },
    });
    expect(validate(hireSchema({ today }), { ...hireInput, startDate: '2026-02-30' })).toMatchObject({
      errors: { startDate: 'domain.error.date' },
    });
  });
  it('refuses a blank approval number and ratings off the half-star steps', () => {
    expect(validate(hireSchema({ today }), { ...hireInput, approvalNumber: '   ' })).toMatchObject({
      errors: { approvalNumber: 'domain.error.required' },
    });
    expect(validate(hireSchema({ today }), { ...hireInput, ratings: [{ user: { id: 2 }, rating: 4.3 }] })).toMatchObject({
      errors: { 'ratings.0.rating': 'domain.error.step' },
    });
  });
  it('types its output', () => {
    const r = validate(hireSchema({ today }), hireInput);
    if (!r.ok) throw new Error('expected ok');
    const payload: HirePayload = r.value;
    expect(payload.offerDate).toBe('2026-03-15');
    expect(payload.approvalNote).toBe('ok');
  });
});

describe('offer, cancel and select suppliers depend on the admin flag', () => {
  it('a non-admin may not send an offer date; an admin must', () => {
    expect(validate(offerSchema(), { comment: 'x', creationDate: '2026-03-01' })).toMatchObject({
      errors: { creationDate: 'domain.error.admin-only' },
    });
    expect(validate(offerSchema({ isAdmin: true, today }), { comment: 'x' })).toMatchObject({
      errors: { creationDate: 'domain.error.required' },
    });
  });
  it('only admins may suppress notifications on cancel', () => {
    expect(validate(cancelVacancySchema(), { cancelReason: 'x', suppressNotifications: true })).toMatchObject({
      errors: { suppressNotifications: 'domain.error.admin-only' },
    });
    expect(validate(cancelVacancySchema({ isAdmin: true }), { cancelReason: 'x', suppressNotifications: true }).ok).toBe(true);
  });
  it('select suppliers: admins need subject and body', () => {
    expect(
      validate(selectSuppliersSchema({ isAdmin: true }), { recruiters: [2], comment: { subject: 'S', body: '<p></p>' } }),
    ).toMatchObject({
      errors: { 'comment.body': 'domain.error.required' },
    });
    expect(validate(selectSuppliersSchema(), { recruiters: [] })).toMatchObject({ errors: { recruiters: 'domain.error.min-items' } });
  });
});

describe('submit candidate', () => {
  it('create needs no candidate; edit and copy do; consent must be ticked', () => {
    expect(validate(submitCandidateSchema, { mode: 'create', consent: true }).ok).toBe(true);
    expect(validate(submitCandidateSchema, { mode: 'edit', consent: true })).toMatchObject({
      errors: { candidateId: 'domain.error.required' },
    });
    expect(validate(submitCandidateSchema, { mode: 'create', consent: false })).toMatchObject({
      errors: { consent: 'domain.error.consent' },
    });
  });
});

describe('dialog defaults and rules', () => {
  it('complete research defaults to the first milestone', () => {
    expect(completeResearchDefaults.milestone).toBe('headhunter-approved');
    expect(validate(completeResearchSchema, { milestone: 'nope' })).toMatchObject({ errors: { milestone: 'domain.error.option' } });
  });
  it('attachment download defaults: attachments, mandatory documents, data protection; separately', () => {
    expect(validate(applicationPdfSchema, {})).toEqual({
      ok: true,
      value: { pages: ['attachments', 'mandatory-documents', 'data-protection'], separately: true },
    });
  });
  it('the apply cover letter and thread message treat an empty paragraph as empty', () => {
    expect(validate(applySchema, { comment: '<p></p>' })).toMatchObject({ errors: { comment: 'domain.error.required' } });
    expect(validate(applySchema, { comment: '<p>&nbsp;</p>' })).toMatchObject({ errors: { comment: 'domain.error.required' } });
  });
  it('product feedback: an empty subject becomes null', () => {
    expect(validate(productFeedbackSchema, { subject: '  ', message: 'm' })).toEqual({
      ok: true,
      value: { subject: null, category: null, message: 'm' },
    });
  });
  it('payment term mode is company (0) or agency (1)', () => {
    expect(validate(paymentTermSchema, { label: 'x', days: 30, mode: 2 })).toMatchObject({ errors: { mode: 'domain.error.option' } });
  });
  it('payment term days are a whole number from 0 to PAYMENT_TERM_MAX_DAYS', () => {
    expect(validate(paymentTermSchema, { label: 'x', days: 0, mode: 0 })).toMatchObject({ ok: true });
    expect(validate(paymentTermSchema, { label: 'x', days: PAYMENT_TERM_MAX_DAYS, mode: 1 })).toMatchObject({ ok: true });
    expect(validate(paymentTermSchema, { label: 'x', days: 1e20, mode: 0 })).toMatchObject({ errors: { days: 'domain.error.max' } });
    expect(validate(paymentTermSchema, { label: 'x', days: 7.5, mode: 0 })).toMatchObject({ errors: { days: 'domain.error.integer' } });
  });
  it('a note edits with its id and creates without one; its text may be empty', () => {
    expect(validate(noteSchema, { content: '  ', type: 'candidate', linkedId: 3 })).toEqual({
      ok: true,
      value: { content: null, type: 'candidate', linkedId: 3 },
    });
    expect(validate(noteSchema, { id: 8, content: 'x', type: 'job', linkedId: 3 })).toMatchObject({ ok: true, value: { id: 8 } });
  });
  it('OTP is six digits; login needs an e-mail', () => {
    expect(validate(otpLoginSchema, { username: 'a@b.ch', code: '12345' })).toMatchObject({ errors: { code: 'domain.error.otp' } });
    expect(validate(otpLoginSchema, { username: 'a@b.ch', code: '12345a' })).toMatchObject({ errors: { code: 'domain.error.otp' } });
    expect(validate(loginSchema, { username: 'nope', password: 'x' })).toMatchObject({ errors: { username: 'domain.error.email' } });
  });
});

describe('consultant search filters', () => {
  it('fills the defaults of 000 §9', () => {
    const r = validate(consultantSearchFiltersSchema(), {});
    expect(r).toMatchObject({ ok: true, value: { ...consultantFilterDefaults, lastLoginFrom: null } });
  });
  it('rating 0–5 in steps of 0.1; ratio and satisfaction 0–100 in steps of 1; salary at least 0', () => {
    const s = consultantSearchFiltersSchema();
    expect(validate(s, { minRating: 4.7 }).ok).toBe(true);
    expect(validate(s, { minRating: 5.1 })).toMatchObject({ errors: { minRating: 'domain.error.max' } });
    expect(validate(s, { minRating: 4.75 })).toMatchObject({ errors: { minRating: 'domain.error.step' } });
    expect(validate(s, { minInterviewRatio: 50.5 })).toMatchObject({ errors: { minInterviewRatio: 'domain.error.step' } });
    expect(validate(s, { minSatisfaction: 101 })).toMatchObject({ errors: { minSatisfaction: 'domain.error.max' } });
    expect(validate(s, { historyMinSalary: -1 })).toMatchObject({ errors: { historyMinSalary: 'domain.error.min' } });
    expect(validate(s, { historyMinSalary: 10, historyMaxSalary: 5 })).toMatchObject({
      errors: { historyMaxSalary: 'domain.error.range-order' },
    });
  });
  it('property: every rating on the 0.1 grid within 0–5 is accepted', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), (k) => validate(consultantSearchFiltersSchema(), { minRating: k / 10 }).ok));
  });
  it('last login is an admin-only filter', () => {
    expect(validate(consultantSearchFiltersSchema(), { lastLoginFrom: '2026-01-01' })).toMatchObject({
      errors: { lastLoginFrom: 'domain.error.admin-only' },
    });
    expect(validate(consultantSearchFiltersSchema({ isAdmin: true }), { lastLoginFrom: '2026-01-01' }).ok).toBe(true);
  });
});

describe('validate', () => {
  it('keys a non-object input under form', () => {
    expect(validate(onHoldSchema, 'nope')).toEqual({ ok: false, errors: { form: 'domain.error.required' } });
  });
});
