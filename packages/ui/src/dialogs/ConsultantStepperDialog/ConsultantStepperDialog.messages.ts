import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  selectStep: {
    id: 'ui.consultantStepperDialog.selectStep',
    defaultMessage: 'Select search consultants',
    description: 'Heading of the first step of the invite and select-suppliers dialogs, where consultants are chosen',
  },
  noneChosen: {
    id: 'ui.consultantStepperDialog.noneChosen',
    defaultMessage: 'No search consultant chosen yet: tick them in the list below.',
    description: 'Shown in the first step while no consultant is chosen',
  },
  exportList: {
    id: 'ui.consultantStepperDialog.exportList',
    defaultMessage: 'Export (xlsx)',
    description: 'Admin button on the first step: downloads the consultant list as an Excel file',
  },
  language: {
    id: 'ui.consultantStepperDialog.language',
    defaultMessage: 'Language',
    description: 'Label of the select of the notification’s language (English or German)',
  },
  loadingTemplate: {
    id: 'ui.consultantStepperDialog.loadingTemplate',
    defaultMessage: 'Loading the template…',
    description: 'Shown while the notification template of the chosen language loads',
  },
  templateFailed: {
    id: 'ui.consultantStepperDialog.templateFailed',
    defaultMessage: 'The template could not be loaded. Write the text yourself, or try again.',
    description: 'Shown when the notification template could not be loaded',
  },
  retry: {
    id: 'ui.consultantStepperDialog.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the template or the preview again after a failure',
  },
  previewStep: {
    id: 'ui.consultantStepperDialog.previewStep',
    defaultMessage: 'Preview',
    description: 'Heading of the last step: the notification as the server renders it',
  },
  previewLoading: {
    id: 'ui.consultantStepperDialog.previewLoading',
    defaultMessage: 'Preparing the preview…',
    description: 'Shown while the server renders the preview of the notification',
  },
  previewFailed: {
    id: 'ui.consultantStepperDialog.previewFailed',
    defaultMessage: 'The preview could not be prepared. You can still send the text, or try again.',
    description: 'Shown when the server could not render the preview',
  },
  previewText: {
    id: 'ui.consultantStepperDialog.previewText',
    defaultMessage: 'Notification text',
    description: 'Accessible name of the rendered notification in the preview step',
  },
});

const typed = defineMessages<{
  chosen: { count: number };
  remove: { name: string };
  positionAt: { position: string; organization: string };
  counts: { invited: string; invitedAdmin: string; applied: string };
  previewFor: { name: string };
  unknown: { id: string };
  subjectLine: { subject: string };
}>({
  subjectLine: {
    id: 'ui.consultantStepperDialog.subjectLine',
    defaultMessage: 'Subject: {subject}',
    description: 'The rendered subject in the preview step',
  },
  chosen: {
    id: 'ui.consultantStepperDialog.chosen',
    defaultMessage: '{count, plural, =0 {Chosen search consultants} one {# search consultant chosen} other {# search consultants chosen}}',
    description: 'Label of the list of chosen consultants in the first step, with their number',
  },
  remove: {
    id: 'ui.consultantStepperDialog.remove',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of the button that takes a consultant off the chosen list',
  },
  positionAt: {
    id: 'ui.consultantStepperDialog.positionAt',
    defaultMessage: '{position} at {organization}',
    description: 'A consultant card’s position at their organisation, e.g. "Partner at Alpine Search AG"',
  },
  counts: {
    id: 'ui.consultantStepperDialog.counts',
    defaultMessage: 'Invited {invited} · invited by admin {invitedAdmin} · applied {applied}',
    description: 'A consultant card’s invitation counts: invited in total, invited by an admin, applied',
  },
  previewFor: {
    id: 'ui.consultantStepperDialog.previewFor',
    defaultMessage: 'The notification as {name} receives it:',
    description: 'Introduces the preview, rendered for the first chosen consultant',
  },
  unknown: {
    id: 'ui.consultantStepperDialog.unknown',
    defaultMessage: 'Search consultant {id}',
    description: 'Name of a chosen consultant whose details are not loaded',
  },
});

/** "2 search consultants chosen". */
export const formatChosen = (intl: IntlShape, count: number) => intl.formatMessage(typed.chosen as MessageDescriptor, { count });
/** "Remove Lea Schneider". */
export const formatRemove = (intl: IntlShape, name: string) => intl.formatMessage(typed.remove as MessageDescriptor, { name });
/** "Partner at Alpine Search AG". */
export const formatPositionAt = (intl: IntlShape, position: string, organization: string) =>
  intl.formatMessage(typed.positionAt as MessageDescriptor, { position, organization });
/** "Invited 12 · invited by admin 3 · applied 5". */
export const formatCounts = (intl: IntlShape, invited: number, invitedAdmin: number, applied: number) =>
  intl.formatMessage(typed.counts as MessageDescriptor, {
    invited: intl.formatNumber(invited),
    invitedAdmin: intl.formatNumber(invitedAdmin),
    applied: intl.formatNumber(applied),
  });
/** "The notification as Lea Schneider receives it:". */
export const formatPreviewFor = (intl: IntlShape, name: string) => intl.formatMessage(typed.previewFor as MessageDescriptor, { name });
/** "Search consultant 17". */
export const formatUnknown = (intl: IntlShape, id: string) => intl.formatMessage(typed.unknown as MessageDescriptor, { id });
/** "Subject: You have been selected…". */
export const formatSubjectLine = (intl: IntlShape, subject: string) =>
  intl.formatMessage(typed.subjectLine as MessageDescriptor, { subject });
