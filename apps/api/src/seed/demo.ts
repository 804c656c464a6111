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
}

/** One login per role; the README lists the same table. Passwords are for the demo only. */
export const demoUsers: DemoUser[] = [
  {
    role: 'Employer',
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
    role: 'Employer (Germany)',
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
    role: 'Search consultant',
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
  },
  {
    role: 'Search consultant',
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
  },
  {
    role: 'Search consultant',
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
  },
  {
    role: 'Search consultant',
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
  },
  {
    role: 'Search consultant (new)',
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
