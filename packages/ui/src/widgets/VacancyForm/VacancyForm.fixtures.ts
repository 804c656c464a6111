import type { VacancyCreatePayload } from '@mandate/domain';
import type { VacancyFormValues } from './VacancyForm.values';

/** One list entry as a select option: the code as `id`. */
const o = (id: string, label: string) => ({ id, label });

/**
 * Data of the VacancyForm stories, shared with the contract test that sends `filled` to the real
 * server (apps/api/src/contracts/vacancyForm.test.ts): every option id is a code of its
 * `GET /list/{name}` list.
 */
export const vacancyFormFixtures = {
  lists: {
    countries: [o('AT', 'Austria'), o('DE', 'Germany'), o('CH', 'Switzerland')],
    departments: [o('research-development', 'Research & Development'), o('legal', 'Legal & Compliance'), o('hr', 'Human Resources')],
    sectors: [o('pharma', 'Pharma & Life Sciences'), o('healthcare', 'Healthcare'), o('banking', 'Banking')],
    searchTypes: [o('executive', 'Executive search'), o('specialist', 'Specialist search'), o('interim', 'Interim management')],
    experienceLevels: [
      o('professional', 'Professional (3–7 years)'),
      o('senior', 'Senior (7+ years)'),
      o('executive', 'Executive / C-level'),
    ],
    languages: [o('en', 'English'), o('de', 'German')],
    currencies: [o('chf', 'Swiss franc'), o('eur', 'Euro'), o('gbp', 'British pound'), o('usd', 'US dollar')],
    locales: [o('en', 'English'), o('de', 'German')],
    revenueSplits: [o('standard-25', 'Standard 25%'), o('standard-20', 'Standard 20%'), o('reduced-15', 'Reduced 15%')],
  },
  /** The lists in German, for the German story. */
  listsDe: {
    countries: [o('AT', 'Österreich'), o('DE', 'Deutschland'), o('CH', 'Schweiz')],
    departments: [o('research-development', 'Forschung & Entwicklung'), o('legal', 'Recht & Compliance'), o('hr', 'Personalwesen')],
    sectors: [o('pharma', 'Pharma & Life Sciences'), o('healthcare', 'Gesundheitswesen'), o('banking', 'Banken')],
    searchTypes: [o('executive', 'Executive Search'), o('specialist', 'Fachspezialisten-Suche'), o('interim', 'Interim-Management')],
    experienceLevels: [
      o('professional', 'Berufserfahren (3–7 Jahre)'),
      o('senior', 'Senior (7+ Jahre)'),
      o('executive', 'Geschäftsleitung / C-Level'),
    ],
    languages: [o('en', 'Englisch'), o('de', 'Deutsch')],
    currencies: [o('chf', 'Schweizer Franken'), o('eur', 'Euro'), o('gbp', 'Britisches Pfund'), o('usd', 'US-Dollar')],
    locales: [o('en', 'Englisch'), o('de', 'Deutsch')],
    revenueSplits: [o('standard-25', 'Standard 25%'), o('standard-20', 'Standard 20%'), o('reduced-15', 'Reduziert 15%')],
  },
  /** The values the Filled story starts from (it types the title and the fee itself). */
  filledValues: {
    title: '',
    reference: 'RA-2026-07',
    description: '<p>Lead the regulatory affairs team of our Basel site.</p>',
    requirements: '<p>Ten years in regulatory affairs, Swissmedic submissions.</p>',
    countryCode: 'CH',
    city: 'Basel',
    zipCode: '4058',
    address: 'Grenzacherstrasse 124',
    departments: ['research-development', 'legal'],
    sectors: ['pharma'],
    searchTypes: ['executive'],
    languages: ['en', 'de'],
    experienceLevel: 'senior',
    contactLanguage: 'de',
    positionCount: 2,
    salaryCurrency: 'chf',
    salaryMin: 180000,
    salaryMax: 220000,
    salaryConfidential: true,
    feeKind: 'percentage',
    successFeePercentage: null,
    successFeeFixedAmount: null,
    revenueSplit: 'standard-25',
    approvalId: 'PO-4711',
    isExclusiveForHeadhunters: false,
    isPublic: true,
    acceptingCandidates: true,
    acceptingRecruiters: true,
    customTermsPhase: 'applying',
  } satisfies VacancyFormValues,
  /** What the Filled story types. */
  typedTitle: 'Head of Regulatory Affairs',
  typedPercentage: '20',
  /** Exactly the payload `onSubmit` must receive in the Filled story (and the server must take). */
  filled: {
    title: 'Head of Regulatory Affairs',
    reference: 'RA-2026-07',
    description: '<p>Lead the regulatory affairs team of our Basel site.</p>',
    requirements: '<p>Ten years in regulatory affairs, Swissmedic submissions.</p>',
    countryCode: 'CH',
    city: 'Basel',
    zipCode: '4058',
    address: 'Grenzacherstrasse 124',
    departments: ['research-development', 'legal'],
    sectors: ['pharma'],
    searchTypes: ['executive'],
    languages: ['en', 'de'],
    experienceLevel: 'senior',
    contactLanguage: 'de',
    positionCount: 2,
    salaryCurrency: 'chf',
    salaryMin: 180000,
    salaryMax: 220000,
    salaryConfidential: true,
    successFeePercentage: 20,
    successFeeFixedAmount: null,
    revenueSplit: 'standard-25',
    approvalId: 'PO-4711',
    isExclusiveForHeadhunters: false,
    isPublic: true,
    acceptingCandidates: true,
    acceptingRecruiters: true,
    customTermsPhase: 'applying',
  } satisfies VacancyCreatePayload,
  /** The fixed-fee variant: CHF 45,000 instead of a percentage. */
  typedFixedFee: '45000',
  /** A German vacancy with long texts. */
  germanValues: {
    title: 'Leiterin / Leiter Qualitätssicherung und Regulatorische Angelegenheiten (Medizinprodukte, Zulassungsverfahren EU/CH)',
    reference: 'QS-RA-2026-Nord-Ost-0007',
    city: 'Schaffhausen',
    countryCode: 'CH',
    salaryCurrency: 'chf',
    salaryMin: 165000,
    salaryMax: 195000,
    feeKind: 'fixed',
    successFeeFixedAmount: 42000,
    customTermsPhase: 'submitting',
  } satisfies Partial<VacancyFormValues>,
} as const;
