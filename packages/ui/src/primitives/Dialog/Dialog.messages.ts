import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close', description: 'Accessible label of the × button that closes a dialog' },
  move: {
    id: 'ui.dialog.move',
    defaultMessage: 'Move dialog',
    description: 'Accessible name of the title bar of a movable dialog, a tab stop that moves the dialog with the arrow keys',
  },
  moveInstructions: {
    id: 'ui.dialog.moveInstructions',
    defaultMessage: 'Drag the title bar, or use the arrow keys to move the dialog; hold Shift for larger steps.',
    description: 'Instructions read with the focused title bar of a movable dialog',
  },
  yes: { id: 'ui.dialog.yes', defaultMessage: 'Yes', description: 'Confirm button of a yes/no dialog' },
  no: { id: 'ui.dialog.no', defaultMessage: 'No', description: 'Cancel button of a yes/no dialog' },
  errorTitle: { id: 'ui.errorDialog.title', defaultMessage: 'Error', description: 'Title of the dialog shown after an unexpected failure' },
  errorText: {
    id: 'ui.errorDialog.text',
    defaultMessage: 'Something went wrong',
    description: 'Text of the dialog shown after an unexpected failure',
  },
  errorClose: { id: 'ui.errorDialog.close', defaultMessage: 'Close', description: 'Button that closes the error dialog' },
  errorMessage: {
    id: 'ui.errorDialog.message',
    defaultMessage: 'Message',
    description: 'Label of the technical error message in the error dialog',
  },
  errorLocation: {
    id: 'ui.errorDialog.location',
    defaultMessage: 'File and line',
    description: 'Label of where the error happened in the error dialog',
  },
  errorBody: { id: 'ui.errorDialog.body', defaultMessage: 'Response', description: 'Label of the raw server response in the error dialog' },
});
