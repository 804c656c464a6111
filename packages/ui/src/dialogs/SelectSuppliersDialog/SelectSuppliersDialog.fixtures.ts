import type { SelectSuppliersPayload } from '@mandate/domain';
import { stepperConsultants } from '../ConsultantStepperDialog/ConsultantStepperDialog.fixtures';

const body = '<p>Dear {{recipient}},</p><p>you have been selected as a supplier for the vacancy <strong>{{job}}</strong>.</p>';

/**
 * Data of the SelectSuppliersDialog stories, shared with the contract test that sends `filled` (an
 * employer) and `filledAdmin` (an admin) to the real server (apps/api/src/contracts): Élodie Dubois
 * (8) is a demo consultant.
 */
export const selectSuppliersFixtures = {
  consultants: stepperConsultants,
  /** What the fake `loadTemplate` answers per language (the selected-recruiter template). */
  templates: {
    en: { subject: 'You have been selected for the vacancy {{job}}', body },
    de: {
      subject: 'Sie wurden für die Stelle {{job}} ausgewählt',
      body: '<p>Guten Tag {{recipient}},</p><p>Sie wurden als Anbieter für die Stelle <strong>{{job}}</strong> ausgewählt.</p>',
    },
  },
  /** The Filled stories choose her. */
  chosen: 'Élodie Dubois',
  /** What the admin's Filled story types as the subject (the body stays the template's). */
  typedSubject: 'Selected: {{job}}',
  /** An employer's payload: the consultants only. */
  filled: { recruiters: [8], comment: null, language: 'en' } satisfies SelectSuppliersPayload,
  /** An admin's payload: with the edited template. */
  filledAdmin: { recruiters: [8], comment: { subject: 'Selected: {{job}}', body }, language: 'en' } satisfies SelectSuppliersPayload,
} as const;
