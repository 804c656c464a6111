import type { JobAction } from '@mandate/domain';

/** The vacancy actions this page carries out, each with the dialog it opens (select suppliers comes with its stepper). */
export const supportedActions = [
  'invite',
  'hold',
  'cancel',
  'reactivate',
  'reopen',
  'republish',
  'toggle-accepting-candidates',
  'toggle-accepting-headhunters',
  'delete-draft',
] as const satisfies readonly JobAction[];
export type SupportedAction = (typeof supportedActions)[number];
export const isSupported = (action: JobAction): action is SupportedAction => (supportedActions as readonly JobAction[]).includes(action);
