import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  by: { id: 'ui.statusHistory.by', defaultMessage: 'by {name}', description: 'Who made a change in a status history entry' },
  reason: { id: 'ui.statusHistory.reason', defaultMessage: 'Reason', description: 'Label of the reason of a status change' },
  comment: { id: 'ui.statusHistory.comment', defaultMessage: 'Comment', description: 'Label of the comment of a status change' },
  empty: { id: 'ui.statusHistory.empty', defaultMessage: 'No changes yet.', description: 'A status history without entries' },
});
