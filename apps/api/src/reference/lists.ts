/**
 * The reference lists served at `GET /api/list/{name}` (001 §3 "Reference lists", §7.6), each entry a
 * code with an English and a German label and, for some lists, extra fields (a revenue split's
 * percentage, a plan's badge). Codes are this product's own where the specs name none; the ones the
 * domain defines (statuses, milestones, currencies, roles, revenue split default) come from there.
 */
import {
  DEFAULT_REVENUE_SPLIT,
  agencyVerificationTypes,
  applicationStatusLabelsDe,
  applicationStatusLabelsEn,
  applicationStatuses,
  candidateListStatuses,
  currencyCodes,
  interestTypes,
  jobRecruiterDisplayLabels,
  jobRecruiterDisplayStatuses,
  jobStatuses,
  membershipStatuses,
  milestoneTypes,
  noteTypes,
  organizationTypes,
  paymentTermModes,
  roleCodes,
  sortOrders,
  userStatuses,
  yesNoNegotiable,
  type AgencyVerificationType,
  type CandidateListStatus,
  type CurrencyCode,
  type InterestType,
  type JobStatus,
  type MembershipStatus,
  type MilestoneType,
  type NoteType,
  type OrganizationType,
  type RoleCode,
  type SortOrder,
  type UserStatus,
  type YesNoNegotiable,
} from '@mandate/domain';
import { countries } from './countries';

/** A label in both languages of the interface. */
export interface Label {
  en: string;
  de: string;
}

/** One entry of a reference list before it is labelled for a request. */
export interface ReferenceEntry {
  code: string | number;
  label: Label;
  /** Extra fields answered next to code and label. */
  extra?: Record<string, unknown>;
}

const l = (en: string, de: string): Label => ({ en, de });
/** Entries from `[code, en, de]` triples. */
const triples = (rows: readonly (readonly [string, string, string])[]): ReferenceEntry[] =>
  rows.map(([code, en, de]) => ({ code, label: l(en, de) }));
/** Entries for every code of a domain list, labelled from a complete map. */
function fromDomain<C extends string>(codes: readonly C[], labels: Record<C, Label>): ReferenceEntry[] {
  return codes.map((code) => ({ code, label: labels[code] }));
}

const departments = triples([
  ['finance', 'Finance & Controlling', 'Finanzen & Controlling'],
  ['hr', 'Human Resources', 'Personalwesen'],
  ['it', 'IT', 'IT'],
  ['sales', 'Sales', 'Vertrieb'],
  ['marketing', 'Marketing & Communications', 'Marketing & Kommunikation'],
  ['operations', 'Operations', 'Betrieb'],
  ['engineering', 'Engineering', 'Technik'],
  ['research-development', 'Research & Development', 'Forschung & Entwicklung'],
  ['production', 'Production', 'Produktion'],
  ['procurement', 'Procurement & Supply Chain', 'Einkauf & Supply Chain'],
  ['legal', 'Legal & Compliance', 'Recht & Compliance'],
  ['general-management', 'General Management', 'Geschäftsleitung'],
  ['customer-service', 'Customer Service', 'Kundendienst'],
  ['other', 'Other', 'Andere'],
]);

const sectors = triples([
  ['banking', 'Banking', 'Banken'],
  ['insurance', 'Insurance', 'Versicherungen'],
  ['finance', 'Financial Services', 'Finanzdienstleistungen'],
  ['pharma', 'Pharma & Life Sciences', 'Pharma & Life Sciences'],
  ['healthcare', 'Healthcare', 'Gesundheitswesen'],
  ['industry', 'Industry & Manufacturing', 'Industrie & Fertigung'],
  ['automotive', 'Automotive', 'Automobil'],
  ['chemicals', 'Chemicals', 'Chemie'],
  ['energy', 'Energy & Utilities', 'Energie & Versorgung'],
  ['construction', 'Construction & Real Estate', 'Bau & Immobilien'],
  ['it', 'IT & Software', 'IT & Software'],
  ['telecommunications', 'Telecommunications', 'Telekommunikation'],
  ['retail', 'Retail & Consumer Goods', 'Handel & Konsumgüter'],
  ['logistics', 'Transport & Logistics', 'Transport & Logistik'],
  ['media', 'Media & Entertainment', 'Medien & Unterhaltung'],
  ['consulting', 'Consulting & Professional Services', 'Beratung & Dienstleistungen'],
  ['public-sector', 'Public Sector & Non-profit', 'Öffentlicher Sektor & Non-Profit'],
  ['education', 'Education & Research', 'Bildung & Forschung'],
  ['hospitality', 'Hospitality & Tourism', 'Gastgewerbe & Tourismus'],
  ['other', 'Other', 'Andere'],
]);

const experienceLevels = triples([
  ['entry', 'Entry level', 'Berufseinstieg'],
  ['junior', 'Junior (1–3 years)', 'Junior (1–3 Jahre)'],
  ['professional', 'Professional (3–7 years)', 'Berufserfahren (3–7 Jahre)'],
  ['senior', 'Senior (7+ years)', 'Senior (7+ Jahre)'],
  ['management', 'Management', 'Management'],
  ['executive', 'Executive / C-level', 'Geschäftsleitung / C-Level'],
  ['board', 'Board member', 'Verwaltungsrat / Aufsichtsrat'],
]);

const searchTypes = triples([
  ['executive', 'Executive search', 'Executive Search'],
  ['specialist', 'Specialist search', 'Fachspezialisten-Suche'],
  ['management', 'Middle management search', 'Suche im mittleren Management'],
  ['board', 'Board search', 'Suche nach Verwaltungs- und Aufsichtsräten'],
  ['interim', 'Interim management', 'Interim-Management'],
]);

/** 000 §1, 001 §3: English and German only. */
const languages = triples([
  ['en', 'English', 'Englisch'],
  ['de', 'German', 'Deutsch'],
]);

const assessmentLevels = triples([
  ['excellent', 'Excellent', 'Ausgezeichnet'],
  ['good', 'Good', 'Gut'],
  ['average', 'Average', 'Durchschnittlich'],
  ['poor', 'Poor', 'Schwach'],
  ['unsuitable', 'Not suitable', 'Nicht geeignet'],
]);

const candidateRejectReasons = triples([
  ['skills', 'Skills do not match', 'Fähigkeiten passen nicht'],
  ['experience', 'Not enough experience', 'Zu wenig Erfahrung'],
  ['overqualified', 'Overqualified', 'Überqualifiziert'],
  ['salary', 'Salary expectations too high', 'Gehaltsvorstellungen zu hoch'],
  ['cultural-fit', 'Cultural fit', 'Passt nicht zur Unternehmenskultur'],
  ['location', 'Location or mobility', 'Standort oder Mobilität'],
  ['language', 'Language skills', 'Sprachkenntnisse'],
  ['duplicate', 'Already known to us', 'Bereits bekannt'],
  [
    'incomplete',
    'Incomplete submission (e.g. no signed privacy notice)',
    'Unvollständige Einreichung (z. B. ohne unterschriebene Datenschutzerklärung)',
  ],
  ['other-candidate', 'Another candidate was chosen', 'Eine andere Person wurde ausgewählt'],
  ['other', 'Other', 'Anderer Grund'],
]);

const candidateWithdrawReasons = triples([
  ['candidate-not-interested', 'Candidate is no longer interested', 'Kandidat/in hat kein Interesse mehr'],
  ['candidate-accepted-other-offer', 'Candidate accepted another offer', 'Kandidat/in hat ein anderes Angebot angenommen'],
  ['candidate-unreachable', 'Candidate cannot be reached', 'Kandidat/in ist nicht erreichbar'],
  ['salary', 'Salary expectations do not match', 'Gehaltsvorstellungen passen nicht'],
  ['submitted-by-mistake', 'Submitted by mistake', 'Irrtümlich eingereicht'],
  ['other', 'Other', 'Anderer Grund'],
]);

const recruiterWithdrawReasons = triples([
  ['no-capacity', 'No capacity at the moment', 'Zurzeit keine Kapazität'],
  ['no-candidates', 'No suitable candidates in my network', 'Keine passenden Kandidaten in meinem Netzwerk'],
  ['conditions', 'Conditions do not fit', 'Konditionen passen nicht'],
  ['conflict-of-interest', 'Conflict of interest', 'Interessenkonflikt'],
  ['other', 'Other', 'Anderer Grund'],
]);

const jobCancelReasons = triples([
  ['filled-internally', 'Filled internally', 'Intern besetzt'],
  ['filled-by-other-channel', 'Filled through another channel', 'Über einen anderen Kanal besetzt'],
  ['position-cancelled', 'Position no longer needed', 'Stelle wird nicht mehr benötigt'],
  ['budget', 'Budget withdrawn', 'Budget gestrichen'],
  ['reorganisation', 'Reorganisation', 'Reorganisation'],
  ['no-suitable-candidates', 'No suitable candidates', 'Keine passenden Kandidaten'],
  ['other', 'Other', 'Anderer Grund'],
]);

const invitationDeclineReasons = triples([
  ['no-capacity', 'No capacity at the moment', 'Zurzeit keine Kapazität'],
  ['not-my-field', 'Not my field of expertise', 'Nicht mein Fachgebiet'],
  ['region', 'Region not covered', 'Region wird nicht abgedeckt'],
  ['fee', 'Success fee too low', 'Erfolgshonorar zu tief'],
  ['conflict-of-interest', 'Conflict of interest', 'Interessenkonflikt'],
  ['other', 'Other', 'Anderer Grund'],
]);

const jobOnHoldReasons = triples([
  ['budget-review', 'Budget under review', 'Budget wird geprüft'],
  ['internal-candidate', 'Internal candidate under review', 'Interne Kandidatur wird geprüft'],
  ['reorganisation', 'Reorganisation', 'Reorganisation'],
  ['enough-candidates', 'Enough candidates for now', 'Vorerst genug Kandidaten'],
  ['hiring-freeze', 'Hiring freeze', 'Einstellungsstopp'],
  ['other', 'Other', 'Anderer Grund'],
]);

/** Revenue split options (001 §3, §9); the default is domain's standard-25. */
const revenueSplits: ReferenceEntry[] = [
  [DEFAULT_REVENUE_SPLIT.code, DEFAULT_REVENUE_SPLIT.label, 'Standard 25%', DEFAULT_REVENUE_SPLIT.percentage],
  ['standard-20', 'Standard 20%', 'Standard 20%', 20],
  ['reduced-15', 'Reduced 15%', 'Reduziert 15%', 15],
  ['reduced-10', 'Reduced 10%', 'Reduziert 10%', 10],
  ['premium-30', 'Premium 30%', 'Premium 30%', 30],
  ['none-0', 'No split 0%', 'Keine Beteiligung 0%', 0],
].map(([code, en, de, percentage]) => ({ code, label: l(String(en), String(de)), extra: { percentage } }) as ReferenceEntry);

const feedbackCategories = triples([
  ['bug', 'Something does not work', 'Etwas funktioniert nicht'],
  ['feature-request', 'Idea or wish', 'Idee oder Wunsch'],
  ['question', 'Question', 'Frage'],
  ['praise', 'Praise', 'Lob'],
  ['other', 'Other', 'Anderes'],
]);

const milestoneLabels: Record<MilestoneType, Label> = {
  'headhunter-approved': l('Search consultant approved', 'Suchberater/in bestätigt'),
  'long-list-delivery': l('Long list delivered', 'Longlist geliefert'),
  'shortlist-delivery': l('Shortlist delivered', 'Shortlist geliefert'),
  'start-interviews': l('Interviews started', 'Interviews begonnen'),
  placement: l('Placement', 'Stellenbesetzung'),
  'end-probation': l('End of probation', 'Ende der Probezeit'),
  other: l('Other', 'Andere'),
};

const currencyNames: Record<CurrencyCode, Label> = {
  chf: l('Swiss franc', 'Schweizer Franken'),
  eur: l('Euro', 'Euro'),
  gbp: l('British pound', 'Britisches Pfund'),
  usd: l('US dollar', 'US-Dollar'),
};
/** `salary.currency.label` is shown next to amounts, so the label is the ISO code; `name` spells it out. */
const currencies = (locale: keyof Label): ReferenceEntry[] =>
  currencyCodes.map((code) => ({ code, label: l(code.toUpperCase(), code.toUpperCase()), extra: { name: currencyNames[code][locale] } }));

/** Subscription plans with their badges (001 §1: Basic, Premium, Premium+; B, P, P+). */
const plans: ReferenceEntry[] = [
  { code: 'basic', label: l('Basic', 'Basic'), extra: { badge: 'B' } },
  { code: 'premium', label: l('Premium', 'Premium'), extra: { badge: 'P' } },
  { code: 'premium-plus', label: l('Premium+', 'Premium+'), extra: { badge: 'P+' } },
];

const roleLabels: Record<RoleCode, Label> = {
  'bi-feature': l('BI features', 'BI-Funktionen'),
  'candidates-report': l('Candidates report', 'Kandidatenbericht'),
  'content-admin': l('Content admin', 'Content-Admin'),
  'demo-user': l('Demo user', 'Demo-Benutzer'),
  employer: l('Employer', 'Arbeitgeber'),
  enterprise: l('Enterprise', 'Enterprise'),
  'line-manager': l('Line manager', 'Linienvorgesetzte/r'),
  monitoring: l('Monitoring', 'Monitoring'),
  recruiter: l('Search consultant', 'Suchberater/in'),
  'sales-admin': l('Sales admin', 'Sales-Admin'),
  supervisor: l('Supervisor', 'Supervisor'),
};

/** 001 §3 locales de and en: each named in its own language. */
const localeEntries = triples([
  ['en', 'English', 'English'],
  ['de', 'Deutsch', 'Deutsch'],
]);

const yesNoLabels: Record<YesNoNegotiable, Label> = {
  yes: l('Yes', 'Ja'),
  no: l('No', 'Nein'),
  negotiable: l('Negotiable', 'Verhandelbar'),
};
const sortOrderLabels: Record<SortOrder, Label> = { ASC: l('Ascending', 'Aufsteigend'), DESC: l('Descending', 'Absteigend') };
const jobStatusLabels: Record<JobStatus, Label> = {
  empty: l('Empty', 'Leer'),
  draft: l('Draft', 'Entwurf'),
  active: l('Active', 'Aktiv'),
  'on-hold': l('On hold', 'Pausiert'),
  closed: l('Closed', 'Abgeschlossen'),
  cancelled: l('Cancelled', 'Abgebrochen'),
  expired: l('Expired', 'Abgelaufen'),
  'deleted-draft': l('Deleted draft', 'Gelöschter Entwurf'),
};
const userStatusLabels: Record<UserStatus, Label> = {
  active: l('Active', 'Aktiv'),
  inactive: l('Inactive', 'Inaktiv'),
  blocked: l('Blocked', 'Gesperrt'),
  deleted: l('Deleted', 'Gelöscht'),
};
const membershipStatusLabels: Record<MembershipStatus, Label> = { active: l('Active', 'Aktiv'), revoked: l('Revoked', 'Entzogen') };
const organizationTypeLabels: Record<OrganizationType, Label> = { company: l('Company', 'Unternehmen'), agency: l('Agency', 'Agentur') };
const candidateListStatusLabels: Record<CandidateListStatus, Label> = {
  submitted: l('Submitted', 'Eingereicht'),
  completed: l('Completed', 'Abgeschlossen'),
  rejected: l('Rejected', 'Abgelehnt'),
  withdrawn: l('Withdrawn', 'Zurückgezogen'),
};
const agencyVerificationLabels: Record<AgencyVerificationType, Label> = {
  registration: l('Commercial register entry', 'Handelsregistereintrag'),
  license: l('Recruitment licence', 'Bewilligung für Personalvermittlung'),
  reference: l('Reference', 'Referenz'),
  affiliation: l('Association membership', 'Verbandsmitgliedschaft'),
};
const interestTypeLabels: Record<InterestType, Label> = {
  department: l('Department', 'Abteilung'),
  sector: l('Sector', 'Branche'),
  country: l('Country', 'Land'),
  'job-search-type': l('Search type', 'Suchart'),
};
const noteTypeLabels: Record<NoteType, Label> = {
  job: l('Vacancy', 'Vakanz'),
  user: l('User', 'Benutzer'),
  candidate: l('Candidate', 'Kandidat/in'),
  'candidate-list': l('Candidate list', 'Kandidatenliste'),
};

/** Time zones of the IANA database as the runtime knows them; labelled by their id. */
const timeZones = (): ReferenceEntry[] =>
  Intl.supportedValuesOf('timeZone').map((zone) => ({ code: zone, label: l(zone.replaceAll('_', ' '), zone.replaceAll('_', ' ')) }));

const countryEntries: ReferenceEntry[] = countries.map(([code, en, de]) => ({ code, label: l(en, de) }));

/**
 * Every list by its name in `/api/list/{name}`. Functions, so a list may depend on the locale (currency
 * names) or be computed once from the runtime (time zones).
 */
export const referenceLists: Readonly<Record<string, (locale: keyof Label) => readonly ReferenceEntry[]>> = {
  countries: () => countryEntries,
  departments: () => departments,
  sectors: () => sectors,
  'experience-levels': () => experienceLevels,
  languages: () => languages,
  'search-types': () => searchTypes,
  'application-statuses': () =>
    applicationStatuses.map((code) => ({ code, label: l(applicationStatusLabelsEn[code], applicationStatusLabelsDe[code]) })),
  'assessment-levels': () => assessmentLevels,
  'candidate-reject-reasons': () => candidateRejectReasons,
  'candidate-withdraw-reasons': () => candidateWithdrawReasons,
  'recruiter-withdraw-reasons': () => recruiterWithdrawReasons,
  'job-cancel-reasons': () => jobCancelReasons,
  'invitation-decline-reasons': () => invitationDeclineReasons,
  'job-on-hold-reasons': () => jobOnHoldReasons,
  'revenue-splits': () => revenueSplits,
  'feedback-categories': () => feedbackCategories,
  milestones: () => fromDomain(milestoneTypes, milestoneLabels),
  currencies,
  plans: () => plans,
  roles: () => fromDomain(roleCodes, roleLabels),
  'time-zones': once(timeZones),
  locales: () => localeEntries,
  'yes-no-negotiable': () => fromDomain(yesNoNegotiable, yesNoLabels),
  'sort-orders': () => fromDomain(sortOrders, sortOrderLabels),
  'job-statuses': () => fromDomain(jobStatuses, jobStatusLabels),
  'job-recruiter-statuses': () =>
    jobRecruiterDisplayStatuses.map((code) => ({
      code,
      label: l(jobRecruiterDisplayLabels.en[code], jobRecruiterDisplayLabels.de[code]),
    })),
  'user-statuses': () => fromDomain(userStatuses, userStatusLabels),
  'membership-statuses': () => fromDomain(membershipStatuses, membershipStatusLabels),
  'organization-types': () => fromDomain(organizationTypes, organizationTypeLabels),
  'candidate-list-statuses': () => fromDomain(candidateListStatuses, candidateListStatusLabels),
  'agency-verification-types': () => fromDomain(agencyVerificationTypes, agencyVerificationLabels),
  'interest-types': () => fromDomain(interestTypes, interestTypeLabels),
  'note-types': () => fromDomain(noteTypes, noteTypeLabels),
  'payment-term-modes': () => [
    { code: paymentTermModes.company, label: l('Company', 'Unternehmen'), extra: { badge: 'C' } },
    { code: paymentTermModes.agency, label: l('Agency', 'Agentur'), extra: { badge: 'A' } },
  ],
};

/** Lists sorted by label in the reader's language (the rest keep their meaningful order). */
export const sortedByLabel: ReadonlySet<string> = new Set(['countries', 'time-zones']);

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
