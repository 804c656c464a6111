/**
 * The vacancy form's values and how they become the payload of `POST /job/create` /
 * `PUT /job/{id}/edit`: plain data and functions (no React), so fixtures and the contract test in
 * Node share them with the form.
 */

/** How the success fee is given: a percentage of the yearly package, or a fixed amount (001 §9). */
export const vacancyFeeKinds = ['percentage', 'fixed'] as const;
export type VacancyFeeKind = (typeof vacancyFeeKinds)[number];

/** When consultants agree to the company's own terms, or `none`. */
export const vacancyCustomTermsChoices = ['none', 'applying', 'submitting'] as const;
export type VacancyCustomTermsChoice = (typeof vacancyCustomTermsChoices)[number];

/**
 * What the form holds: every field of `POST /job/create` / `PUT /job/{id}/edit` under the schema's
 * own name (so the server's field errors land beside their fields), as the controls hold them; the
 * fee's kind and the custom-terms choice are the form's own and become the payload's fields.
 */
export interface VacancyFormValues {
  title: string;
  reference: string;
  /** The editor's HTML, `null` while empty (001 §5). */
  description: string | null;
  requirements: string | null;
  countryCode: string | null;
  city: string;
  zipCode: string;
  address: string;
  departments: string[];
  sectors: string[];
  searchTypes: string[];
  languages: string[];
  experienceLevel: string | null;
  contactLanguage: string | null;
  /** `NaN` while the field is empty. */
  positionCount: number;
  salaryCurrency: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryConfidential: boolean;
  feeKind: VacancyFeeKind;
  successFeePercentage: number | null;
  successFeeFixedAmount: number | null;
  revenueSplit: string | null;
  approvalId: string;
  isExclusiveForHeadhunters: boolean;
  isPublic: boolean;
  acceptingCandidates: boolean;
  acceptingRecruiters: boolean;
  customTermsPhase: VacancyCustomTermsChoice;
}

/** A new vacancy's values: one position, public, accepting candidates and consultants, a percentage fee. */
export const emptyVacancyFormValues: VacancyFormValues = {
  title: '',
  reference: '',
  description: null,
  requirements: null,
  countryCode: null,
  city: '',
  zipCode: '',
  address: '',
  departments: [],
  sectors: [],
  searchTypes: [],
  languages: [],
  experienceLevel: null,
  contactLanguage: null,
  positionCount: 1,
  salaryCurrency: null,
  salaryMin: null,
  salaryMax: null,
  salaryConfidential: false,
  feeKind: 'percentage',
  successFeePercentage: null,
  successFeeFixedAmount: null,
  revenueSplit: null,
  approvalId: '',
  isExclusiveForHeadhunters: false,
  isPublic: true,
  acceptingCandidates: true,
  acceptingRecruiters: true,
  customTermsPhase: 'none',
};

/** The form's values as the schema's input: the fee of the chosen kind only, the custom-terms choice as the phase. */
export function vacancyFormInput(values: VacancyFormValues): Record<string, unknown> {
  const { feeKind, customTermsPhase, contactLanguage, positionCount, successFeePercentage, successFeeFixedAmount, ...rest } = values;
  return {
    ...rest,
    ...(contactLanguage ? { contactLanguage } : {}),
    positionCount,
    successFeePercentage: feeKind === 'percentage' ? successFeePercentage : null,
    successFeeFixedAmount: feeKind === 'fixed' ? successFeeFixedAmount : null,
    customTermsPhase: customTermsPhase === 'none' ? null : customTermsPhase,
  };
}
