import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  applicationCreateSchema,
  applicationListQuerySchema,
  candidateCreateSchema,
  candidateEditSchema,
  candidateListQuerySchema,
  interviewSchema,
} from './candidate';

describe('candidate schemas', () => {
  it('requires names and trims, nulls empty optional fields', () => {
    const result = validate(candidateCreateSchema, {
      firstName: ' Anna ',
      lastName: 'Muster',
      email: '',
      dateOfBirth: '',
      countryCode: 'ch',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { firstName: 'Anna', email: null, dateOfBirth: null, countryCode: 'CH', consent: null },
    });
    expect(validate(candidateCreateSchema, {})).toEqual({
      ok: false,
      errors: { firstName: 'domain.error.required', lastName: 'domain.error.required' },
    });
  });
  it('checks e-mail, phone and birth date', () => {
    expect(
      validate(candidateCreateSchema, { firstName: 'A', lastName: 'B', email: 'nope', phone: 'abc', dateOfBirth: '1990-13-01' }),
    ).toEqual({
      ok: false,
      errors: { email: 'domain.error.email', phone: 'domain.error.type', dateOfBirth: 'domain.error.date' },
    });
  });
  it('takes a consent record', () => {
    const result = validate(candidateCreateSchema, {
      firstName: 'A',
      lastName: 'B',
      consent: { document: 'candidate-privacy-notice', locale: 'de' },
    });
    expect(result).toMatchObject({ ok: true, value: { consent: { document: 'candidate-privacy-notice', locale: 'de', fileId: null } } });
    expect(validate(candidateCreateSchema, { firstName: 'A', lastName: 'B', consent: {} })).toEqual({
      ok: false,
      errors: { 'consent.document': 'domain.error.required' },
    });
  });
  it('edits any subset', () => {
    expect(validate(candidateEditSchema, { city: 'Bern' })).toMatchObject({ ok: true, value: { city: 'Bern' } });
    expect(validate(candidateEditSchema, { firstName: '' })).toEqual({ ok: false, errors: { firstName: 'domain.error.required' } });
  });
  it('lists active candidates by default', () => {
    expect(validate(candidateListQuerySchema, {})).toEqual({
      ok: true,
      value: { search: null, status: ['active'], page: 0, pageSize: 20 },
    });
    expect(validate(candidateListQuerySchema, { pageSize: 500 })).toEqual({ ok: false, errors: { pageSize: 'domain.error.max' } });
  });
});

describe('application schemas', () => {
  it('requires the ticked consent on create', () => {
    expect(validate(applicationCreateSchema, { jobId: 1, candidateId: 2, consent: false })).toEqual({
      ok: false,
      errors: { consent: 'domain.error.consent' },
    });
    expect(validate(applicationCreateSchema, { jobId: 1, candidateId: 2, consent: true }).ok).toBe(true);
  });
  it('lists with defaults and known statuses only', () => {
    expect(validate(applicationListQuerySchema, { sortOrder: 'asc' })).toMatchObject({
      ok: true,
      value: { sortOrder: 'ASC', sortBy: 'creationDate' },
    });
    expect(validate(applicationListQuerySchema, { status: ['hired'] })).toEqual({
      ok: false,
      errors: { 'status.0': 'domain.error.option' },
    });
  });
  it('takes interview dates with a zone', () => {
    expect(validate(interviewSchema, { date: '2026-12-01T14:00:00Z' })).toMatchObject({ ok: true, value: { durationMinutes: 60 } });
    expect(validate(interviewSchema, { date: '2026-12-01 14:00' })).toEqual({ ok: false, errors: { date: 'domain.error.date' } });
    expect(validate(interviewSchema, { date: '0000-12-01T14:00:00Z' })).toEqual({ ok: false, errors: { date: 'domain.error.date' } });
  });
  it('takes how an interview is held, its time zone and who takes part', () => {
    expect(
      validate(interviewSchema, {
        date: '2026-12-01T14:00:00+01:00',
        timeZone: 'Europe/Zurich',
        kind: 'video',
        videoLink: ' https://meet.example.com/abc ',
        participants: 'Eva Employer, Hans HR',
      }),
    ).toMatchObject({
      ok: true,
      value: { kind: 'video', videoLink: 'https://meet.example.com/abc', timeZone: 'Europe/Zurich', participants: 'Eva Employer, Hans HR' },
    });
    expect(validate(interviewSchema, { date: '2026-12-01T14:00:00Z' })).toMatchObject({ value: { kind: 'on-site', timeZone: null } });
    expect(validate(interviewSchema, { date: '2026-12-01T14:00:00Z', kind: 'video' })).toEqual({
      ok: false,
      errors: { videoLink: 'domain.error.required' },
    });
    expect(validate(interviewSchema, { date: '2026-12-01T14:00:00Z', kind: 'video', videoLink: 'javascript:alert(1)' })).toEqual({
      ok: false,
      errors: { videoLink: 'domain.error.url' },
    });
    expect(validate(interviewSchema, { date: '2026-12-01T14:00:00Z', timeZone: 'Mars/Olympus', kind: 'fax' })).toEqual({
      ok: false,
      errors: { timeZone: 'domain.error.option', kind: 'domain.error.option' },
    });
  });
});
