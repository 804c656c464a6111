import type { SearchConsultantListItem, SelectSuppliersPayload } from '@mandate/domain';

const countries = { CH: 'Switzerland', DE: 'Germany' } as const;

/** A listed consultant: where they work, their rating, and their invitations as `[total, accepted, invited, invitedAdmin, applied]`. */
function consultant(
  id: number,
  name: string,
  position: string,
  organization: string | null,
  [city, country]: readonly [string, keyof typeof countries],
  rating: number | null | undefined,
  [total, accepted, invited, invitedAdmin, applied]: readonly [number, number, number, number, number],
  more: Partial<SearchConsultantListItem> = {},
): SearchConsultantListItem {
  return {
    id,
    name,
    position,
    organization: organization === null ? null : { name: organization },
    place: { city, country: { code: country, label: countries[country] } },
    ...(rating === undefined ? {} : { rating }),
    ...more,
    invitations: { total, accepted, invited, invitedAdmin, applied },
  };
}

/**
 * The consultants the invite and select-suppliers stories list: the demo search consultants (ids of
 * a fresh demo database, so the contract test can send the Filled payloads to the real server), and
 * one demo account (role demo-user) that only the stories show.
 */
export const stepperConsultants: readonly SearchConsultantListItem[] = [
  consultant(4, 'Lea Schneider', 'Partner', 'Alpine Search AG', ['Zürich', 'CH'], 4.5, [12, 8, 12, 3, 9]),
  consultant(5, 'Jürg Baumann', 'Senior Consultant', 'Alpine Search AG', ['Bern', 'CH'], 4, [7, 3, 7, 1, 4]),
  consultant(6, 'Sophie Wagner', 'Managing Director', 'Nordlicht Executive Partners', ['Hamburg', 'DE'], 3.5, [4, 2, 4, 0, 6]),
  consultant(7, 'Tobias Keller', 'Consultant', 'Nordlicht Executive Partners', ['München', 'DE'], null, [0, 0, 0, 0, 2]),
  consultant(8, 'Élodie Dubois', 'Independent Headhunter', null, ['Genève', 'CH'], 5, [3, 3, 3, 2, 1]),
  consultant(90, 'Demo Consultant', 'Consultant', 'Demo Search GmbH', ['Zug', 'CH'], undefined, [1, 0, 1, 0, 0], {
    isDemo: true,
    roles: [{ code: 'recruiter' }, { code: 'demo-user' }],
  }),
];

/**
 * Data of the ConsultantStepperDialog stories (on a host form as SelectSuppliersDialog mounts it, the
 * employer's: no texts step), shared with the contract test that sends `filled` to the real server
 * (apps/api/src/contracts/ConsultantStepperDialog.payload.test.ts): Élodie Dubois (8) is a demo
 * consultant with no relation to a vacancy published now.
 */
export const consultantStepperFixtures = {
  consultants: stepperConsultants,
  /** The Filled story ticks her. */
  chosen: 'Élodie Dubois',
  /** Exactly the payload `onSubmit` must receive in the Filled story. */
  filled: { recruiters: [8], comment: null, language: 'en' } satisfies SelectSuppliersPayload,
  /** Chosen before the ChosenBefore story opened it (Lea Schneider, Sophie Wagner), and what it sends. */
  chosenBefore: { recruiters: [4, 6], comment: null, language: 'en' } satisfies SelectSuppliersPayload,
} as const;
