import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.putOnHoldDialog.title',
    defaultMessage: 'Put vacancy on hold',
    description: 'Title of the dialog that puts a vacancy on hold (001 §2.5)',
  },
  reason: { id: 'ui.putOnHoldDialog.reason', defaultMessage: 'Reason', description: 'Label of the on-hold reason select (required)' },
  loadingReasons: {
    id: 'ui.putOnHoldDialog.loadingReasons',
    defaultMessage: 'Loading reasons…',
    description: 'Placeholder of the reason select while the reasons load',
  },
  comment: {
    id: 'ui.putOnHoldDialog.comment',
    defaultMessage: 'Description',
    description: 'Label of the free-text description of why the vacancy is put on hold',
  },
  no: { id: 'ui.putOnHoldDialog.no', defaultMessage: 'No', description: 'Cancel button of the put-on-hold dialog' },
  yes: {
    id: 'ui.putOnHoldDialog.yes',
    defaultMessage: 'Yes',
    description: 'Confirm button of the put-on-hold dialog: puts the vacancy on hold',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.putOnHoldDialog.intro',
    defaultMessage: '“{title}” stops until it is reactivated. The search consultants working on it are told.',
    description: 'Explanation at the top of the put-on-hold dialog; {title} is the vacancy title',
  },
});

/** "“Head of …” stops until it is reactivated. …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}
