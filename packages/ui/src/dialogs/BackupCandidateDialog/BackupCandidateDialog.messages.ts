import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.backupCandidateDialog.title',
    defaultMessage: 'Back up candidate',
    description: 'Title of the dialog in which the employer keeps a candidate as a backup (000 §2)',
  },
});

const typed = defineMessages<{ intro: { name: string } }>({
  intro: {
    id: 'ui.backupCandidateDialog.intro',
    defaultMessage: '{name} is kept as a backup: out of the running for now, and can be reactivated later.',
    description: 'Explanation at the top of the backup-candidate dialog; {name} is the candidate’s full name',
  },
});

/** "Sophie Weber is kept as a backup: …" */
export function formatIntro(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { name });
}
