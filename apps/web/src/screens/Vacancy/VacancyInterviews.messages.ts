import { defineMessages } from 'react-intl';

/** Texts of the interviews and the bulk actions on the vacancy page's applications tab. */
export const interviewMessages = defineMessages({
  schedule: {
    id: 'web.vacancy.interviews.schedule',
    defaultMessage: 'Schedule interview',
    description: 'Button on an application: opens the dialog to schedule an interview',
  },
  select: {
    id: 'web.vacancy.bulk.select',
    defaultMessage: 'Select {name}',
    description: 'Accessible name of the checkbox that selects an application for a bulk action',
  },
  selectedCount: {
    id: 'web.vacancy.bulk.selectedCount',
    defaultMessage: '{count, plural, one {# application selected} other {# applications selected}}',
    description: 'How many applications are selected for a bulk action',
  },
  toolbar: { id: 'web.vacancy.bulk.toolbar', defaultMessage: 'Selected applications', description: 'Name of the bulk actions toolbar' },
  review: {
    id: 'web.vacancy.bulk.review',
    defaultMessage: 'Move to review',
    description: 'Bulk action: forward every selected application to the HR review',
  },
  reject: {
    id: 'web.vacancy.bulk.reject',
    defaultMessage: 'Reject…',
    description: 'Bulk action: reject every selected application with one reason',
  },
  clear: { id: 'web.vacancy.bulk.clear', defaultMessage: 'Clear selection', description: 'Bulk action: unselect every application' },
});
