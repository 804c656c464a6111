import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  reset: {
    id: 'ui.stepper.reset',
    defaultMessage: 'Reset',
    description: 'Stepper button that clears all steps and goes back to the first',
  },
  cancel: { id: 'ui.stepper.cancel', defaultMessage: 'Cancel', description: 'Stepper button that leaves without saving' },
  back: { id: 'ui.stepper.back', defaultMessage: 'Back', description: 'Stepper button to the previous step' },
  continue: { id: 'ui.stepper.continue', defaultMessage: 'Continue', description: 'Stepper button to the next step' },
  preview: { id: 'ui.stepper.preview', defaultMessage: 'Preview', description: 'Stepper button to the preview step' },
  finish: { id: 'ui.stepper.finish', defaultMessage: 'Finish', description: 'Stepper button that completes the last step' },
  progress: { id: 'ui.stepper.progress', defaultMessage: 'Progress', description: 'Accessible name of the list of steps' },
});

const typed = defineMessages<{
  position: { current: string; total: string };
  stepDone: { title: string };
  stepCurrent: { title: string };
  stepUpcoming: { title: string };
}>({
  position: {
    id: 'ui.stepper.position',
    defaultMessage: 'Step {current} of {total}',
    description: 'Which step is shown, e.g. "Step 2 of 3"',
  },
  stepDone: {
    id: 'ui.stepper.stateDone',
    defaultMessage: '{title} (completed)',
    description: 'A step already done in the list of steps, as screen readers read it (the tick shows it)',
  },
  stepCurrent: {
    id: 'ui.stepper.stateCurrent',
    defaultMessage: '{title} (current step)',
    description: 'The step shown now in the list of steps, as screen readers read it (the highlight shows it)',
  },
  stepUpcoming: {
    id: 'ui.stepper.stateUpcoming',
    defaultMessage: '{title} (not started)',
    description: 'A step not reached yet in the list of steps, as screen readers read it',
  },
});

/** A step's title with its state, for screen readers: "Notification text (current step)". */
export function formatStepState(intl: IntlShape, title: string, state: 'done' | 'current' | 'upcoming'): string {
  const message = state === 'done' ? typed.stepDone : state === 'current' ? typed.stepCurrent : typed.stepUpcoming;
  return intl.formatMessage(message, { title });
}

/** "Step 2 of 3". */
export function formatPosition(intl: IntlShape, current: number, total: number): string {
  return intl.formatMessage(typed.position, { current: intl.formatNumber(current), total: intl.formatNumber(total) });
}
