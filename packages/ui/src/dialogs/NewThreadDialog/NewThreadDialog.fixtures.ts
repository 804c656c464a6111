import type { ThreadPayload } from '@mandate/domain';

/** A person the recipients autocomplete offers: id, name and where they work. */
export interface FixturePerson {
  id: number;
  label: string;
  description: string;
}

const firstNames = ['Anna', 'Jonas', 'Lea', 'Marco', 'Sofia', 'Lukas', 'Nina', 'David', 'Laura', 'Simon'];
const lastNames = ['Keller', 'Brunner', 'Meier', 'Rossi', 'Huber'];

/**
 * Data of the NewThreadDialog stories, shared with the contract test (apps/api/src/contracts). User
 * ids are the stories': the contract case sends `filled` with a demo user's id in place of the
 * recipient's, every other field unchanged.
 */
export const newThreadFixtures = {
  /** The signed-in user of the stories: the loader answers them too, the dialog never offers them. */
  currentUserId: 7,
  /** 45 people (three pages of 20); the signed-in user (id 7) among them. */
  people: Array.from({ length: 45 }, (_, i): FixturePerson => ({
    id: i + 1,
    label: `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}`,
    description: i % 2 ? 'Alpine Search AG' : 'Helvetia Pharma AG',
  })),
  /** The recipient the Filled story picks (id 12). */
  recipient: 'Jonas Brunner',
  /** The vacancy the generic variant offers. */
  vacancies: [
    { id: 1, label: 'Head of Regulatory Affairs', description: 'DEMO-001' },
    { id: 2, label: 'Supply Chain Manager', description: 'DEMO-002' },
  ],
  /** What the Filled story types into the message. */
  typedMessage: 'Could we go through the shortlist on Thursday at 10:00?',
  /** Exactly the payload `onSubmit` must receive. */
  filled: {
    participants: [{ id: 12 }],
    subject: 'Shortlist Head of Regulatory Affairs',
    message: { content: '<p>Could we go through the shortlist on Thursday at 10:00?</p>', attachments: [] },
    job: null,
  } satisfies ThreadPayload,
} as const;
