import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  createTitle: {
    id: 'web.vacancyEdit.createTitle',
    defaultMessage: 'New vacancy',
    description: 'Heading of the page that creates a vacancy',
  },
  backToDashboard: {
    id: 'web.vacancyEdit.backToDashboard',
    defaultMessage: 'My dashboard',
    description: 'Back link from the new-vacancy page to the home dashboard',
  },
  backToVacancy: {
    id: 'web.vacancyEdit.backToVacancy',
    defaultMessage: 'Back to the vacancy',
    description: 'Back link from the vacancy edit page to the vacancy page',
  },
  actions: {
    id: 'web.vacancyEdit.actions',
    defaultMessage: 'Actions',
    description: 'Button that opens the menu of further actions on the draft',
  },
  deleteDraft: {
    id: 'web.vacancyEdit.deleteDraft',
    defaultMessage: 'Delete draft',
    description: 'Menu action that deletes the draft vacancy',
  },
  deleteTitle: {
    id: 'web.vacancyEdit.deleteTitle',
    defaultMessage: 'Delete draft',
    description: 'Title of the dialog that confirms deleting a draft vacancy',
  },
  loading: {
    id: 'web.vacancyEdit.loading',
    defaultMessage: 'Loading the vacancy',
    description: 'Accessible name of the page while the vacancy loads',
  },
  failed: {
    id: 'web.vacancyEdit.failed',
    defaultMessage: 'The vacancy could not be loaded.',
    description: 'Shown where the form would be when loading the vacancy failed without a message of the server',
  },
  retry: { id: 'web.vacancyEdit.retry', defaultMessage: 'Try again', description: 'Loads the vacancy again after a failure' },
  notEditableTitle: {
    id: 'web.vacancyEdit.notEditableTitle',
    defaultMessage: 'This vacancy cannot be edited now',
    description: 'Title of the notice on the edit page when the rules do not allow editing the vacancy (001 §4.1)',
  },
  draftSaved: {
    id: 'web.vacancyEdit.draftSaved',
    defaultMessage: 'The draft is saved.',
    description: 'Success bar after a new vacancy was saved as a draft',
  },
  saved: { id: 'web.vacancyEdit.saved', defaultMessage: 'The vacancy is saved.', description: 'Success bar after the vacancy was edited' },
  published: {
    id: 'web.vacancyEdit.published',
    defaultMessage: 'The vacancy is published.',
    description: 'Success bar after a draft was published',
  },
  deleted: { id: 'web.vacancyEdit.deleted', defaultMessage: 'The draft is deleted.', description: 'Success bar after a draft was deleted' },
  leaveTitle: {
    id: 'web.vacancyEdit.leaveTitle',
    defaultMessage: 'Leave without saving?',
    description: 'Title of the dialog shown when the user leaves the vacancy form with unsaved changes',
  },
  leaveMessage: {
    id: 'web.vacancyEdit.leaveMessage',
    defaultMessage: 'Your changes to the vacancy are not saved and will be lost.',
    description: 'Text of the unsaved-changes dialog of the vacancy form',
  },
  leave: { id: 'web.vacancyEdit.leave', defaultMessage: 'Leave', description: 'Leaves the vacancy form, losing the changes' },
  stay: { id: 'web.vacancyEdit.stay', defaultMessage: 'Stay', description: 'Stays on the vacancy form with the changes' },
});

const typed = defineMessages<{ deleteMessage: { title: string } }>({
  deleteMessage: {
    id: 'web.vacancyEdit.deleteMessage',
    defaultMessage: 'Delete the draft “{title}”? It cannot be restored.',
    description: 'Question of the dialog that confirms deleting a draft vacancy',
  },
});

export const formatDeleteMessage = (intl: IntlShape, title: string) => intl.formatMessage(typed.deleteMessage, { title });
