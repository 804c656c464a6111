import type { InvitePayload } from '@mandate/domain';
import { stepperConsultants } from '../ConsultantStepperDialog/ConsultantStepperDialog.fixtures';

/**
 * Data of the InviteConsultantsDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts): Élodie Dubois (8) is a demo consultant with no relation
 * to the demo employer's vacancy DEMO-001.
 */
export const inviteConsultantsFixtures = {
  consultants: stepperConsultants,
  /** What the fake `loadTemplate` answers per language: the body prefills the invitation text. */
  templates: {
    en: { subject: 'Invitation to the vacancy {{job}}', body: '<p>We would like you to work on our vacancy. Are you interested?</p>' },
    de: {
      subject: 'Einladung zur Stelle {{job}}',
      body: '<p>Wir möchten Sie einladen, an unserer Stelle mitzuarbeiten. Haben Sie Interesse?</p>',
    },
  },
  /** The Filled story chooses her. */
  chosen: 'Élodie Dubois',
  /** What the Filled story types over the German template. */
  typed: 'Wir suchen eine Leitung Regulatory Affairs in Basel und kennen Ihr Netzwerk.',
  /** Exactly the payload `onSubmit` must receive. */
  filled: {
    recruiters: [8],
    comment: '<p>Wir suchen eine Leitung Regulatory Affairs in Basel und kennen Ihr Netzwerk.</p>',
    language: 'de',
  } satisfies InvitePayload,
} as const;
