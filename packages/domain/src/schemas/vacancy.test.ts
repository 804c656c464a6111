import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  blacklistCreateSchema,
  delegateVacancySchema,
  preferredSupplierCreateSchema,
  renderTemplateSchema,
  vacancyCreateSchema,
  vacancyEditSchema,
  vacancyListQuerySchema,
} from './vacancy';

describe('vacancy schemas', () => {
  it('create needs a title; trims, upper-cases the country and drops duplicate codes', () => {
    expect(validate(vacancyCreateSchema, {})).toEqual({ ok: false, errors: { title: 'domain.error.required' } });
    expect(validate(vacancyCreateSchema, { title: '   ' })).toMatchObject({ ok: false, errors: { title: 'domain.error.required' } });
    const ok = validate(vacancyCreateSchema, { title: ' CFO ', countryCode: 'ch', sectors: ['pharma', 'pharma'] });
    expect(ok).toMatchObject({ ok: true, value: { title: 'CFO', countryCode: 'CH', sectors: ['pharma'] } });
  });

  it('refuses an upside-down salary range, bad fees, currencies and position counts', () => {
    expect(validate(vacancyCreateSchema, { title: 'x', salaryMin: 100, salaryMax: 50 })).toMatchObject({
      ok: false,
      errors: { salaryMax: 'domain.error.min' },
    });
    expect(validate(vacancyCreateSchema, { title: 'x', successFeePercentage: 120 })).toMatchObject({ ok: false });
    expect(validate(vacancyCreateSchema, { title: 'x', salaryCurrency: 'yen' })).toMatchObject({ ok: false });
    expect(validate(vacancyCreateSchema, { title: 'x', positionCount: 0 })).toMatchObject({ ok: false });
    expect(validate(vacancyCreateSchema, { title: 'x', salaryMax: 1e300 })).toMatchObject({
      ok: false,
      errors: { salaryMax: 'domain.error.max' },
    });
    expect(validate(delegateVacancySchema, { fromUser: 1, toUser: 1e300 })).toMatchObject({
      ok: false,
      errors: { toUser: 'domain.error.max' },
    });
    expect(validate(vacancyCreateSchema, { title: 'x', successFeePercentage: 22.5, salaryMin: 1, salaryMax: 1 }).ok).toBe(true);
  });

  it('edit takes only what is sent, and a sent title must not be empty', () => {
    expect(validate(vacancyEditSchema, {})).toEqual({ ok: true, value: {} });
    expect(validate(vacancyEditSchema, { title: '' }).ok).toBe(false);
    expect(validate(vacancyEditSchema, { city: '' })).toEqual({ ok: true, value: { city: null } });
  });

  it('list defaults: newest first, page 0 of 20; sort order in any case', () => {
    expect(validate(vacancyListQuerySchema, {})).toMatchObject({
      ok: true,
      value: { sortBy: 'creationDate', sortOrder: 'DESC', page: 0, pageSize: 20, statuses: [] },
    });
    expect(validate(vacancyListQuerySchema, { sortOrder: 'asc' })).toMatchObject({ ok: true, value: { sortOrder: 'ASC' } });
    expect(validate(vacancyListQuerySchema, { statuses: ['nope'] }).ok).toBe(false);
    expect(validate(vacancyListQuerySchema, { pageSize: 1000 }).ok).toBe(false);
  });

  it('delegate needs two different users', () => {
    expect(validate(delegateVacancySchema, { fromUser: 1, toUser: 1 })).toMatchObject({
      ok: false,
      errors: { toUser: 'domain.error.option' },
    });
    expect(validate(delegateVacancySchema, { fromUser: 1, toUser: 2 }).ok).toBe(true);
  });

  it('a preferred supplier or a ban names exactly one of a consultant and an agency', () => {
    expect(validate(preferredSupplierCreateSchema, {}).ok).toBe(false);
    expect(validate(preferredSupplierCreateSchema, { recruiterId: 1, agencyOrganizationId: 2 }).ok).toBe(false);
    expect(validate(preferredSupplierCreateSchema, { agencyOrganizationId: 2 }).ok).toBe(true);
    expect(validate(blacklistCreateSchema, { recruiterId: 3, comment: 'late' }).ok).toBe(true);
    expect(validate(blacklistCreateSchema, { comment: 'late' }).ok).toBe(false);
  });

  it('rendering a template needs the job and the recipient; language defaults to en', () => {
    expect(validate(renderTemplateSchema, { jobId: 1, recipient: 2 })).toMatchObject({ ok: true, value: { language: 'en' } });
    expect(validate(renderTemplateSchema, { jobId: 1 }).ok).toBe(false);
  });
});
