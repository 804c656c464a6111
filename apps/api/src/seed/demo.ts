import type { RoleCode } from '@mandate/domain';

/** The demo organisations: two companies and two agencies. */
export const demoOrganizations = [
  { key: 'helvetia', name: 'Helvetia Pharma AG', type: 'company', countryCode: 'CH', city: 'Basel' },
  { key: 'rhein', name: 'Rhein Logistik GmbH', type: 'company', countryCode: 'DE', city: 'Köln' },
  { key: 'alpine', name: 'Alpine Search AG', type: 'agency', countryCode: 'CH', city: 'Zürich' },
  { key: 'nordlicht', name: 'Nordlicht Executive Partners GmbH', type: 'agency', countryCode: 'DE', city: 'Hamburg' },
] as const;

export type DemoOrganizationKey = (typeof demoOrganizations)[number]['key'];

export interface DemoUser {
  role: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: RoleCode[];
  organization: DemoOrganizationKey | null;
  position: string;
  city: string;
  countryCode: string;
  subscription?: 'basic' | 'premium' | 'premium-plus';
  rating?: number;
  interviewRatio?: number;
  customerSatisfaction?: number;
  /** Organisations this user manages. */
  manages?: DemoOrganizationKey[];
  /** A consultant's fields of activity (codes of the reference lists) and track record. */
  profile?: {
    sectors: string[];
    departments: string[];
    searchTypes: string[];
    countries: string[];
    keywords: string[];
    interviewsCount: number;
    placementsCount: number;
    companyRatingCount: number;
  };
}

/** One login per role; the README lists the same table. Passwords are for the demo only. */
export const demoUsers: DemoUser[] = [
  {
    role: 'Employer (Helvetia Pharma AG, Basel)',
    username: 'employer@mandate.demo',
    password: 'Employer-2026',
    firstName: 'Anna',
    lastName: 'Meier',
    roles: ['employer'],
    organization: 'helvetia',
    position: 'Head of HR',
    city: 'Basel',
    countryCode: 'CH',
    manages: ['helvetia'],
  },
  {
    role: 'Employer (Rhein Logistik GmbH, Köln)',
    username: 'employer.de@mandate.demo',
    password: 'Employer-2026',
    firstName: 'Jonas',
    lastName: 'Becker',
    roles: ['employer'],
    organization: 'rhein',
    position: 'Personalleiter',
    city: 'Köln',
    countryCode: 'DE',
    manages: ['rhein'],
  },
  {
    role: 'Line manager',
    username: 'linemanager@mandate.demo',
    password: 'Manager-2026',
    firstName: 'Marco',
    lastName: 'Rossi',
    roles: ['line-manager'],
    organization: 'helvetia',
    position: 'CFO',
    city: 'Basel',
    countryCode: 'CH',
  },
  {
    role: 'Search consultant (P+, Alpine Search AG)',
    username: 'consultant1@mandate.demo',
    password: 'Consultant-2026',
    firstName: 'Lea',
    lastName: 'Schneider',
    roles: ['recruiter'],
    organization: 'alpine',
    position: 'Partner',
    city: 'Zürich',
    countryCode: 'CH',
    subscription: 'premium-plus',
    rating: 4.8,
    interviewRatio: 72,
    customerSatisfaction: 95,
    profile: {
      sectors: ['pharma', 'banking'],
      departments: ['finance', 'general-management'],
      searchTypes: ['executive', 'board'],
      countries: ['CH', 'DE'],
      keywords: ['cfo', 'life sciences'],
      interviewsCount: 64,
      placementsCount: 21,
      companyRatingCount: 18,
    },
  },
  {
    role: 'Search consultant (P, Alpine Search AG)',
    username: 'consultant2@mandate.demo',
    password: 'Consultant-2026',
    firstName: 'Jürg',
    lastName: 'Baumann',
    roles: ['recruiter'],
    organization: 'alpine',
    position: 'Senior Consultant',
    city: 'Bern',
    countryCode: 'CH',
    subscription: 'premium',
    rating: 4.2,
    interviewRatio: 55,
    customerSatisfaction: 88,
    profile: {
      sectors: ['insurance', 'it'],
      departments: ['it', 'operations'],
      searchTypes: ['specialist', 'management'],
      countries: ['CH'],
      keywords: ['cto', 'cloud'],
      interviewsCount: 38,
      placementsCount: 9,
      companyRatingCount: 8,
    },
  },
  {
    role: 'Search consultant (P, Nordlicht Executive Partners)',
    username: 'consultant3@mandate.demo',
    password: 'Consultant-2026',
    firstName: 'Sophie',
    lastName: 'Wagner',
    roles: ['recruiter'],
    organization: 'nordlicht',
    position: 'Managing Director',
    city: 'Hamburg',
    countryCode: 'DE',
    subscription: 'premium',
    rating: 3.9,
    interviewRatio: 48,
    customerSatisfaction: 81,
    profile: {
      sectors: ['logistics', 'industry'],
      departments: ['operations', 'procurement'],
      searchTypes: ['executive'],
      countries: ['DE', 'AT'],
      keywords: ['supply chain'],
      interviewsCount: 29,
      placementsCount: 7,
      companyRatingCount: 6,
    },
  },
  {
    role: 'Search consultant (B, Nordlicht Executive Partners)',
    username: 'consultant4@mandate.demo',
    password: 'Consultant-2026',
    firstName: 'Tobias',
    lastName: 'Keller',
    roles: ['recruiter'],
    organization: 'nordlicht',
    position: 'Consultant',
    city: 'München',
    countryCode: 'DE',
    subscription: 'basic',
    rating: 3.1,
    interviewRatio: 30,
    customerSatisfaction: 70,
    profile: {
      sectors: ['retail'],
      departments: ['sales', 'marketing'],
      searchTypes: ['specialist'],
      countries: ['DE'],
      keywords: ['key account'],
      interviewsCount: 12,
      placementsCount: 2,
      companyRatingCount: 2,
    },
  },
  {
    role: 'Search consultant (B, independent, new)',
    username: 'consultant5@mandate.demo',
    password: 'Consultant-2026',
    firstName: 'Élodie',
    lastName: 'Dubois',
    roles: ['recruiter'],
    organization: null,
    position: 'Independent Headhunter',
    city: 'Genève',
    countryCode: 'CH',
    subscription: 'basic',
    rating: -1,
    profile: {
      sectors: ['pharma'],
      departments: ['research-development'],
      searchTypes: ['specialist'],
      countries: ['CH', 'FR'],
      keywords: ['biotech'],
      interviewsCount: 0,
      placementsCount: 0,
      companyRatingCount: 0,
    },
  },
  {
    role: 'Content admin',
    username: 'content.admin@mandate.demo',
    password: 'Admin-2026',
    firstName: 'Nina',
    lastName: 'Frei',
    roles: ['content-admin'],
    organization: null,
    position: 'Content admin',
    city: 'Zürich',
    countryCode: 'CH',
  },
  {
    role: 'Sales admin',
    username: 'sales.admin@mandate.demo',
    password: 'Admin-2026',
    firstName: 'Paul',
    lastName: 'Huber',
    roles: ['sales-admin'],
    organization: null,
    position: 'Sales admin',
    city: 'Zürich',
    countryCode: 'CH',
  },
  {
    role: 'Demo user',
    username: 'demo@mandate.demo',
    password: 'Demo-2026',
    firstName: 'Demo',
    lastName: 'User',
    roles: ['demo-user', 'employer'],
    organization: 'helvetia',
    position: 'Demo',
    city: 'Basel',
    countryCode: 'CH',
  },
];
