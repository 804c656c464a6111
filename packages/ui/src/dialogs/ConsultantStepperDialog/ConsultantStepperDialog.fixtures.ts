import type { SearchConsultantListItem } from '@mandate/domain';

/**
 * The consultants the invite and select-suppliers stories list: the demo search consultants (ids of
 * a fresh demo database, so the contract test can send the Filled payloads to the real server), and
 * one demo account (role demo-user) that only the stories show.
 */
export const stepperConsultants: readonly SearchConsultantListItem[] = [
  {
    id: 4,
    name: 'Lea Schneider',
    position: 'Partner',
    organization: { name: 'Alpine Search AG' },
    place: { city: 'Zürich', country: { code: 'CH', label: 'Switzerland' } },
    rating: 4.5,
    invitations: { total: 12, accepted: 8, invited: 12, invitedAdmin: 3, applied: 9 },
  },
  {
    id: 5,
    name: 'Jürg Baumann',
    position: 'Senior Consultant',
    organization: { name: 'Alpine Search AG' },
    place: { city: 'Bern', country: { code: 'CH', label: 'Switzerland' } },
    rating: 4,
    invitations: { total: 7, accepted: 3, invited: 7, invitedAdmin: 1, applied: 4 },
  },
  {
    id: 6,
    name: 'Sophie Wagner',
    position: 'Managing Director',
    organization: { name: 'Nordlicht Executive Partners' },
    place: { city: 'Hamburg', country: { code: 'DE', label: 'Germany' } },
    rating: 3.5,
    invitations: { total: 4, accepted: 2, invited: 4, invitedAdmin: 0, applied: 6 },
  },
  {
    id: 7,
    name: 'Tobias Keller',
    position: 'Consultant',
    organization: { name: 'Nordlicht Executive Partners' },
    place: { city: 'München', country: { code: 'DE', label: 'Germany' } },
    rating: null,
    invitations: { total: 0, accepted: 0, invited: 0, invitedAdmin: 0, applied: 2 },
  },
  {
    id: 8,
    name: 'Élodie Dubois',
    position: 'Independent Headhunter',
    organization: null,
    place: { city: 'Genève', country: { code: 'CH', label: 'Switzerland' } },
    rating: 5,
    invitations: { total: 3, accepted: 3, invited: 3, invitedAdmin: 2, applied: 1 },
  },
  {
    id: 90,
    name: 'Demo Consultant',
    position: 'Consultant',
    organization: { name: 'Demo Search GmbH' },
    place: { city: 'Zug', country: { code: 'CH', label: 'Switzerland' } },
    isDemo: true,
    roles: [{ code: 'recruiter' }, { code: 'demo-user' }],
    invitations: { total: 1, accepted: 0, invited: 1, invitedAdmin: 0, applied: 0 },
  },
];
