import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  form: { id: 'ui.vacancyForm.form', defaultMessage: 'Vacancy', description: 'Accessible name of the vacancy create and edit form' },
  sectionBasics: {
    id: 'ui.vacancyForm.sectionBasics',
    defaultMessage: 'The position',
    description: 'Heading of the form section with title, reference, description and requirements',
  },
  sectionLocation: {
    id: 'ui.vacancyForm.sectionLocation',
    defaultMessage: 'Place of work',
    description: 'Heading of the form section with country, city, postcode and address',
  },
  sectionProfile: {
    id: 'ui.vacancyForm.sectionProfile',
    defaultMessage: 'Profile',
    description: 'Heading of the form section with department, sector, search type, experience and languages',
  },
  sectionSalary: {
    id: 'ui.vacancyForm.sectionSalary',
    defaultMessage: 'Salary and success fee',
    description: 'Heading of the form section with the salary range, currency, success fee and positions',
  },
  sectionPublication: {
    id: 'ui.vacancyForm.sectionPublication',
    defaultMessage: 'Search consultants and publication',
    description: 'Heading of the form section with exclusivity, visibility, contact language and custom terms',
  },
  title: { id: 'ui.vacancyForm.title', defaultMessage: 'Job title', description: 'Label of the vacancy title (required)' },
  reference: {
    id: 'ui.vacancyForm.reference',
    defaultMessage: 'Reference',
    description: 'Label of the employer’s own reference of the vacancy',
  },
  description: {
    id: 'ui.vacancyForm.description',
    defaultMessage: 'Description',
    description: 'Label of the rich-text description of the vacancy',
  },
  requirements: {
    id: 'ui.vacancyForm.requirements',
    defaultMessage: 'Requirements',
    description: 'Label of the rich-text requirements of the candidate profile',
  },
  country: { id: 'ui.vacancyForm.country', defaultMessage: 'Country', description: 'Label of the country of the place of work' },
  city: { id: 'ui.vacancyForm.city', defaultMessage: 'City', description: 'Label of the city of the place of work' },
  zipCode: { id: 'ui.vacancyForm.zipCode', defaultMessage: 'Postcode', description: 'Label of the postcode of the place of work' },
  address: { id: 'ui.vacancyForm.address', defaultMessage: 'Address', description: 'Label of the street address of the place of work' },
  departments: {
    id: 'ui.vacancyForm.departments',
    defaultMessage: 'Departments',
    description: 'Label of the departments the vacancy belongs to (several)',
  },
  sectors: {
    id: 'ui.vacancyForm.sectors',
    defaultMessage: 'Sectors',
    description: 'Label of the industry sectors of the vacancy (several)',
  },
  searchTypes: {
    id: 'ui.vacancyForm.searchTypes',
    defaultMessage: 'Type of search',
    description: 'Label of the kinds of search (executive, specialist…) the vacancy needs',
  },
  experienceLevel: {
    id: 'ui.vacancyForm.experienceLevel',
    defaultMessage: 'Experience level',
    description: 'Label of the experience level the vacancy asks for',
  },
  languages: {
    id: 'ui.vacancyForm.languages',
    defaultMessage: 'Languages',
    description: 'Label of the languages the candidate must speak',
  },
  salaryCurrency: {
    id: 'ui.vacancyForm.salaryCurrency',
    defaultMessage: 'Currency',
    description: 'Label of the currency of salary and fee',
  },
  salaryMin: { id: 'ui.vacancyForm.salaryMin', defaultMessage: 'Salary from', description: 'Label of the lower end of the yearly salary' },
  salaryMax: { id: 'ui.vacancyForm.salaryMax', defaultMessage: 'Salary up to', description: 'Label of the upper end of the yearly salary' },
  salaryConfidential: {
    id: 'ui.vacancyForm.salaryConfidential',
    defaultMessage: 'Keep the salary confidential',
    description: 'Checkbox: search consultants do not see the salary',
  },
  feeKind: {
    id: 'ui.vacancyForm.feeKind',
    defaultMessage: 'Success fee',
    description: 'Label of the choice between a percentage and a fixed success fee',
  },
  feePercentage: {
    id: 'ui.vacancyForm.feePercentage',
    defaultMessage: 'Percentage of the yearly package',
    description: 'Option: the success fee is a percentage of the yearly compensation',
  },
  feeFixed: { id: 'ui.vacancyForm.feeFixed', defaultMessage: 'Fixed amount', description: 'Option: the success fee is a fixed amount' },
  successFeePercentage: {
    id: 'ui.vacancyForm.successFeePercentage',
    defaultMessage: 'Success fee in %',
    description: 'Label of the success fee percentage',
  },
  successFeeFixedAmount: {
    id: 'ui.vacancyForm.successFeeFixedAmount',
    defaultMessage: 'Success fee amount',
    description: 'Label of the fixed success fee amount',
  },
  revenueSplit: {
    id: 'ui.vacancyForm.revenueSplit',
    defaultMessage: 'Revenue split',
    description: 'Label of the revenue split between agency and platform',
  },
  approvalId: {
    id: 'ui.vacancyForm.approvalId',
    defaultMessage: 'PO no. / approval ID',
    description: 'Label of the purchase-order number or internal approval id of the vacancy',
  },
  positionCount: {
    id: 'ui.vacancyForm.positionCount',
    defaultMessage: 'Positions',
    description: 'Label of the number of positions to fill (required, at least 1)',
  },
  isExclusiveForHeadhunters: {
    id: 'ui.vacancyForm.isExclusiveForHeadhunters',
    defaultMessage: 'Exclusive for headhunters',
    description: 'Checkbox: the vacancy is exclusive for the headhunters chosen; no invitations of others',
  },
  isPublic: {
    id: 'ui.vacancyForm.isPublic',
    defaultMessage: 'Show in the public vacancy list',
    description: 'Checkbox: the vacancy appears on the public home page once published',
  },
  acceptingCandidates: {
    id: 'ui.vacancyForm.acceptingCandidates',
    defaultMessage: 'Accepting candidates',
    description: 'Switch: search consultants may submit candidates',
  },
  acceptingRecruiters: {
    id: 'ui.vacancyForm.acceptingRecruiters',
    defaultMessage: 'Accepting search consultants',
    description: 'Switch: search consultants may ask to work on the vacancy',
  },
  contactLanguage: {
    id: 'ui.vacancyForm.contactLanguage',
    defaultMessage: 'Contact language',
    description: 'Label of the language search consultants write in to the employer',
  },
  customTermsPhase: {
    id: 'ui.vacancyForm.customTermsPhase',
    defaultMessage: 'Custom terms',
    description: 'Label of when search consultants must agree to the company’s own terms',
  },
  customTermsNone: {
    id: 'ui.vacancyForm.customTermsNone',
    defaultMessage: 'No custom terms',
    description: 'Option: the vacancy has no custom terms to agree to',
  },
  customTermsApplying: {
    id: 'ui.vacancyForm.customTermsApplying',
    defaultMessage: 'To agree when applying',
    description: 'Option: search consultants agree to the custom terms when they apply',
  },
  customTermsSubmitting: {
    id: 'ui.vacancyForm.customTermsSubmitting',
    defaultMessage: 'To agree when submitting a candidate',
    description: 'Option: search consultants agree to the custom terms when they submit a candidate',
  },
  loadingLists: {
    id: 'ui.vacancyForm.loadingLists',
    defaultMessage: 'Loading choices…',
    description: 'Placeholder of a select while its reference list loads',
  },
  cancel: { id: 'ui.vacancyForm.cancel', defaultMessage: 'Cancel', description: 'Leaves the vacancy form without saving' },
  saveDraft: { id: 'ui.vacancyForm.saveDraft', defaultMessage: 'Save draft', description: 'Saves the vacancy as a draft' },
  saveChanges: { id: 'ui.vacancyForm.saveChanges', defaultMessage: 'Save changes', description: 'Saves the changes of a vacancy' },
  publish: {
    id: 'ui.vacancyForm.publish',
    defaultMessage: 'Save and publish…',
    description: 'Saves the draft, then asks to accept the terms and publishes it',
  },
});
