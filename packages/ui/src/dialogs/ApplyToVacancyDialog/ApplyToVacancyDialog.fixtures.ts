import type { ApplyPayload } from '@mandate/domain';

/**
 * Data of the ApplyToVacancyDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts).
 */
export const applyToVacancyFixtures = {
  /** What the Filled story types into the cover letter. */
  typed: 'We placed two heads of regulatory affairs in Basel last year and know the oncology market well.',
  /** Exactly the payload `onSubmit` must receive: the editor's HTML of what was typed. */
  filled: {
    comment: '<p>We placed two heads of regulatory affairs in Basel last year and know the oncology market well.</p>',
  } satisfies ApplyPayload,
} as const;
