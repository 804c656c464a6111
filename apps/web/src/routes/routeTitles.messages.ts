import { defineMessages } from 'react-intl';

/** Route titles: the page title is the product name plus these (001 §2.3). */
export const routeTitles = defineMessages({
  home: { id: 'web.title.home', defaultMessage: 'Home', description: 'Page title of the public home page' },
  aboutUs: { id: 'web.title.aboutUs', defaultMessage: 'About us', description: 'Page title of the public about-us page' },
  employer: { id: 'web.title.employer', defaultMessage: 'For employers', description: 'Page title of the public employer page' },
  employersBenefits: {
    id: 'web.title.employersBenefits',
    defaultMessage: 'Benefits for employers',
    description: 'Page title of the public page on employers’ benefits',
  },
  employerServiceOptions: {
    id: 'web.title.employerServiceOptions',
    defaultMessage: 'Service options for employers',
    description: 'Page title of the public page on the service options for employers',
  },
  agencies: { id: 'web.title.agencies', defaultMessage: 'Agencies', description: 'Page title of the public page for agencies' },
  headhuntersBenefits: {
    id: 'web.title.headhuntersBenefits',
    defaultMessage: 'Benefits for headhunters',
    description: 'Page title of the public page on headhunters’ benefits',
  },
  whyProduct: {
    id: 'web.title.whyProduct',
    defaultMessage: 'Why Mandate',
    description: 'Page title of the public page for headhunters on why to use the product',
  },
  searchConsultantsServiceOptions: {
    id: 'web.title.searchConsultantsServiceOptions',
    defaultMessage: 'Service options for search consultants',
    description: 'Page title of the public page on the service options for search consultants',
  },
  seco: {
    id: 'web.title.seco',
    defaultMessage: 'SECO',
    description: 'Page title of the public SECO page (Swiss State Secretariat for Economic Affairs licence)',
  },
  privacy: {
    id: 'web.title.privacy',
    defaultMessage: 'Data privacy request',
    description: 'Page title of the public data privacy request page (/privacy)',
  },
  codeOfConduct: {
    id: 'web.title.codeOfConduct',
    defaultMessage: 'Code of conduct',
    description: 'Page title of the public code of conduct',
  },
  impressum: { id: 'web.title.impressum', defaultMessage: 'Impressum', description: 'Page title of the legal notice (Impressum)' },
  login: { id: 'web.title.login', defaultMessage: 'Log in', description: 'Page title of the login page' },
  dashboard: { id: 'web.title.dashboard', defaultMessage: 'My Mandate', description: 'Page title of the home dashboard' },
  vacancy: { id: 'web.title.vacancy', defaultMessage: 'Vacancy', description: 'Page title of a vacancy page' },
  profile: { id: 'web.title.profile', defaultMessage: 'Profile', description: 'Page title of a user profile' },
  vacancyCreate: {
    id: 'web.title.vacancyCreate',
    defaultMessage: 'New vacancy',
    description: 'Page title of the form that creates a vacancy',
  },
  vacancyEdit: { id: 'web.title.vacancyEdit', defaultMessage: 'Edit vacancy', description: 'Page title of the form that edits a vacancy' },
  candidates: { id: 'web.title.candidates', defaultMessage: 'My candidates', description: 'Page title of the consultant’s candidate list' },
  candidate: { id: 'web.title.candidate', defaultMessage: 'Candidate', description: 'Page title of a candidate page' },
  candidateCreate: {
    id: 'web.title.candidateCreate',
    defaultMessage: 'New candidate',
    description: 'Page title of the new-candidate form',
  },
  candidateEdit: { id: 'web.title.candidateEdit', defaultMessage: 'Edit candidate', description: 'Page title of the candidate edit form' },
  vacancies: { id: 'web.title.vacancies', defaultMessage: 'Vacancies', description: 'Page title of the vacancy list' },
  applicationCreate: {
    id: 'web.title.applicationCreate',
    defaultMessage: 'Submit a candidate',
    description: 'Page title of the page that submits a candidate to a vacancy',
  },
  monitoring: {
    id: 'web.title.monitoring',
    defaultMessage: 'Monitoring',
    description: 'Page title of the monitoring of all vacancies (admins)',
  },
  messages: { id: 'web.title.messages', defaultMessage: 'Messages', description: 'Page title of the inbox' },
  shortlist: { id: 'web.title.shortlist', defaultMessage: 'Shortlists', description: 'Page title of the shortlist page' },
  shortlistPrint: {
    id: 'web.title.shortlistPrint',
    defaultMessage: 'Shortlist (print)',
    description: 'Page title of the print page of a shortlist',
  },
  shortlistCreate: {
    id: 'web.title.shortlistCreate',
    defaultMessage: 'New shortlist',
    description: 'Page title of the page where an employer composes and sends a shortlist',
  },
  messageThread: { id: 'web.title.messageThread', defaultMessage: 'Conversation', description: 'Page title of a message thread' },
  messagesWithUser: {
    id: 'web.title.messagesWithUser',
    defaultMessage: 'New message',
    description: 'Page title of the conversation with one person (or the form to start it)',
  },
  paymentTerms: { id: 'web.title.paymentTerms', defaultMessage: 'Payment terms', description: 'Page title of the payment terms (admins)' },
  feedback: {
    id: 'web.title.feedback',
    defaultMessage: 'Feedback',
    description: 'Page title of the feedback sent to the platform (admins)',
  },
});
