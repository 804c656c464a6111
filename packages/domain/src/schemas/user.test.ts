import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import { bulkSchema, resetConfirmSchema, settingsEditSchema, signupSchema, userEditSchema, userListExtrasSchema } from './user';

const signup = {
  username: ' new@agency.example ',
  password: 'long enough',
  firstName: 'Nina',
  lastName: 'Neu',
  type: 'agency',
  organizationName: 'Neu Search',
  acceptTerms: true,
};

describe('user schemas (the profile screens and the server validate with the same)', () => {
  it('signs up with trimmed fields and English by default; refuses without the terms', () => {
    expect(validate(signupSchema, { ...signup, city: ' ' })).toMatchObject({
      ok: true,
      value: { username: 'new@agency.example', locale: 'en', city: null },
    });
    expect(validate(signupSchema, { ...signup, acceptTerms: false })).toEqual({
      ok: false,
      errors: { acceptTerms: 'domain.error.consent' },
    });
    expect(validate(signupSchema, { ...signup, password: 'short' })).toEqual({ ok: false, errors: { password: 'domain.error.min' } });
  });

  it('refuses admin-only fields from others and accepts them from admins', () => {
    expect(validate(userEditSchema(false), { status: 'blocked' })).toEqual({ ok: false, errors: { status: 'domain.error.admin-only' } });
    expect(validate(userEditSchema(true), { status: 'blocked', adminRating: 4.5 })).toMatchObject({ ok: true });
    expect(validate(userEditSchema(true), { adminRating: 4.2 })).toEqual({ ok: false, errors: { adminRating: 'domain.error.step' } });
    expect(validate(userEditSchema(false), { keywords: ['SAP', 'sap', ' Excel '] })).toMatchObject({
      ok: true,
      value: { keywords: ['sap', 'excel'] },
    });
  });

  it('checks time zones, sort fields, reset tokens and bulk sizes', () => {
    expect(validate(settingsEditSchema, { timezone: 'Europe/Zurich' })).toMatchObject({ ok: true });
    expect(validate(settingsEditSchema, { timezone: 'Mars/Olympus' })).toEqual({ ok: false, errors: { timezone: 'domain.error.option' } });
    expect(validate(userListExtrasSchema(false), { sort: [{ field: 'rating', order: 'desc' }] })).toMatchObject({
      ok: true,
      value: { sort: [{ field: 'rating', order: 'DESC' }] },
    });
    expect(validate(userListExtrasSchema(false), { sortBy: 'password' })).toEqual({ ok: false, errors: { sortBy: 'domain.error.option' } });
    expect(validate(resetConfirmSchema, { token: '', password: 'long enough' })).toEqual({
      ok: false,
      errors: { token: 'domain.error.required' },
    });
    expect(validate(bulkSchema, { ids: [] })).toEqual({ ok: false, errors: { ids: 'domain.error.min-items' } });
  });
});
