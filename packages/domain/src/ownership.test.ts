import { describe, expect, it } from 'vitest';
import {
  candidateIdentityKeys,
  isOwnershipActive,
  matchingIdentityKeys,
  normalizeEmail,
  normalizeName,
  normalizePhone,
  ownershipSettingsSchema,
} from './ownership';
import { validate } from './validate';

describe('candidate identity keys', () => {
  it('normalises e-mail addresses', () => {
    expect(normalizeEmail('  Anna.Muster@Example.COM ')).toBe('anna.muster@example.com');
    expect(normalizeEmail('')).toBeNull();
    expect(normalizeEmail(null)).toBeNull();
  });
  it('normalises phone numbers across international and national spellings', () => {
    const keys = ['+41 79 123 45 67', '0041791234567', '079 123 45 67', '(079) 123-45-67'].map(normalizePhone);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe('791234567');
    expect(normalizePhone('12 34')).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
  it('normalises names: case, accents, order and punctuation do not matter', () => {
    expect(normalizeName('Jürgen', 'Müller-Lüdenscheidt')).toBe(normalizeName('MULLER LUDENSCHEIDT', 'jurgen'));
    expect(normalizeName('Strauß', 'Anna')).toBe('anna strauss');
    expect(normalizeName('', ' ')).toBeNull();
  });
  it('builds the name key only with a birth date', () => {
    expect(candidateIdentityKeys({ firstName: 'Anna', lastName: 'Muster' }).nameBirth).toBeNull();
    expect(candidateIdentityKeys({ firstName: 'Anna', lastName: 'Muster', dateOfBirth: '1990-04-01' }).nameBirth).toBe(
      'anna muster|1990-04-01',
    );
  });
  it('reports the keys two candidates share', () => {
    const a = candidateIdentityKeys({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'a@x.ch',
      phone: '+41 79 123 45 67',
      dateOfBirth: '1990-04-01',
    });
    const b = candidateIdentityKeys({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'other@x.ch',
      phone: '079 123 45 67',
      dateOfBirth: '1990-04-01',
    });
    expect(matchingIdentityKeys(a, b)).toEqual(['phone', 'nameBirth']);
    expect(matchingIdentityKeys(a, candidateIdentityKeys({ firstName: 'Bert' }))).toEqual([]);
  });
});

describe('ownership window', () => {
  it('is active for the given number of months after the submission', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isOwnershipActive('2025-11-24T10:00:00Z', now)).toBe(true);
    expect(isOwnershipActive('2025-11-22T10:00:00Z', now)).toBe(false);
    expect(isOwnershipActive('2026-10-01T00:00:00Z', now, 1)).toBe(false);
    expect(isOwnershipActive('2026-11-23T09:00:00Z', now, 0)).toBe(false);
  });
  it('validates the setting', () => {
    expect(validate(ownershipSettingsSchema, { months: 12 }).ok).toBe(true);
    expect(validate(ownershipSettingsSchema, { months: 61 })).toEqual({ ok: false, errors: { months: 'domain.error.max' } });
    expect(validate(ownershipSettingsSchema, { months: 1.5 })).toEqual({ ok: false, errors: { months: 'domain.error.integer' } });
  });
});
