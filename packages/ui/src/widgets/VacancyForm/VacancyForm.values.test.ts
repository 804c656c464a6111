import { validate, vacancyCreateSchema, vacancyEditSchema } from '@mandate/domain';
import { describe, expect, it } from 'vitest';
import { vacancyFormFixtures } from './VacancyForm.fixtures';
import { emptyVacancyFormValues, vacancyFormInput } from './VacancyForm.values';

const filledValues = { ...vacancyFormFixtures.filledValues, title: vacancyFormFixtures.typedTitle, successFeePercentage: 20 };

describe('vacancyFormInput', () => {
  it('turns the Filled values into exactly the Filled payload through the create schema', () => {
    const checked = validate(vacancyCreateSchema, vacancyFormInput(filledValues));
    expect(checked).toEqual({ ok: true, value: vacancyFormFixtures.filled });
  });

  it('sends only the fee of the chosen kind', () => {
    const fixed = vacancyFormInput({ ...filledValues, feeKind: 'fixed', successFeeFixedAmount: 45000 });
    expect(fixed).toMatchObject({ successFeePercentage: null, successFeeFixedAmount: 45000 });
    const percent = vacancyFormInput({ ...filledValues, successFeeFixedAmount: 45000 });
    expect(percent).toMatchObject({ successFeePercentage: 20, successFeeFixedAmount: null });
  });

  it('sends no custom terms for "none" and leaves an unset contact language out', () => {
    const input = vacancyFormInput(emptyVacancyFormValues);
    expect(input.customTermsPhase).toBeNull();
    expect(input).not.toHaveProperty('contactLanguage');
    expect(input).not.toHaveProperty('feeKind');
  });

  it('is refused without a title and with an empty position count, under the form’s field names', () => {
    const checked = validate(vacancyCreateSchema, vacancyFormInput({ ...filledValues, title: ' ', positionCount: Number.NaN }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['positionCount', 'title']);
  });

  it('puts an upside-down salary range on the upper end', () => {
    const checked = validate(vacancyCreateSchema, vacancyFormInput({ ...filledValues, salaryMin: 300000 }));
    expect(checked.ok ? [] : Object.keys(checked.errors)).toEqual(['salaryMax']);
  });

  it('passes the edit schema too (the edit sends every field)', () => {
    expect(validate(vacancyEditSchema, vacancyFormInput(filledValues)).ok).toBe(true);
  });
});
