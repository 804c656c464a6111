import type { AddContactsPayload } from '@mandate/domain';

/**
 * Data of the AddContactsDialog stories: the user's own vacancies and, per vacancy, the contacts the
 * add-contacts rules give (001 §5: for an employer the vacancy's accepted or requested consultants).
 */
export const addContactsFixtures = {
  vacancies: [
    { id: 1, label: 'Head of Regulatory Affairs', description: 'DEMO-001' },
    { id: 2, label: 'Supply Chain Manager', description: 'DEMO-002' },
  ],
  contactsByVacancy: {
    1: [
      { id: 21, label: 'Lea Brunner', description: 'Alpine Search AG' },
      { id: 22, label: 'Marco Rossi', description: 'Alpine Search AG' },
      { id: 23, label: 'Sofia Huber', description: 'Nordlicht Executive Partners' },
    ],
    2: [{ id: 24, label: 'Jonas Meier', description: 'Nordlicht Executive Partners' }],
  } as Record<number, readonly { id: number; label: string; description: string }[]>,
  /** Exactly the payload `onSubmit` must receive (vacancy 1, its first two contacts). */
  filled: { jobId: 1, contacts: [21, 22] } satisfies AddContactsPayload,
} as const;
