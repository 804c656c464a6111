import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'web.candidate.back', defaultMessage: 'My candidates', description: 'Back link to the consultant’s candidate list' },
  dashboard: { id: 'web.candidate.dashboard', defaultMessage: 'My dashboard', description: 'Back link from the candidate list' },
  listTitle: { id: 'web.candidate.listTitle', defaultMessage: 'My candidates', description: 'Heading of the consultant’s candidate list' },
  listLabel: { id: 'web.candidate.listLabel', defaultMessage: 'Candidates', description: 'Accessible name of the list of candidates' },
  create: { id: 'web.candidate.create', defaultMessage: 'New candidate', description: 'Primary button: enter a new candidate' },
  search: { id: 'web.candidate.search', defaultMessage: 'Search by name or e-mail', description: 'Label of the candidate search field' },
  status: { id: 'web.candidate.status', defaultMessage: 'Status', description: 'Label of the candidate status filter' },
  statusActive: { id: 'web.candidate.statusActive', defaultMessage: 'Active', description: 'Status filter option' },
  statusDeleted: { id: 'web.candidate.statusDeleted', defaultMessage: 'Deleted', description: 'Status filter option' },
  empty: {
    id: 'web.candidate.empty',
    defaultMessage: 'You have not entered any candidates yet.',
    description: 'Shown when the consultant has no candidates',
  },
  noMatch: { id: 'web.candidate.noMatch', defaultMessage: 'No candidate matches the search.', description: 'Empty search result' },
  clearFilters: { id: 'web.candidate.clearFilters', defaultMessage: 'Clear search', description: 'Button that resets search and status' },
  loading: {
    id: 'web.candidate.loading',
    defaultMessage: 'Loading the candidate',
    description: 'Accessible name of the candidate page and the candidate edit page while the one candidate loads',
  },
  failed: { id: 'web.candidate.failed', defaultMessage: 'The candidates could not be loaded.', description: 'Inline error of the list' },
  retry: { id: 'web.candidate.retry', defaultMessage: 'Try again', description: 'Button that loads again after a failure' },
  notFound: {
    id: 'web.candidate.notFound',
    defaultMessage: 'This candidate could not be loaded.',
    description: 'Inline error of the candidate page when the server gave no message',
  },
  edit: { id: 'web.candidate.edit', defaultMessage: 'Edit', description: 'Action on a candidate' },
  consent: { id: 'web.candidate.consent', defaultMessage: 'Record consent', description: 'Action: record the data-privacy consent' },
  clone: { id: 'web.candidate.clone', defaultMessage: 'Create a copy', description: 'Action: copy a candidate' },
  delete: { id: 'web.candidate.delete', defaultMessage: 'Delete', description: 'Action: delete a candidate' },
  actions: { id: 'web.candidate.actions', defaultMessage: 'Actions', description: 'Menu button of the candidate page' },
  deleteTitle: { id: 'web.candidate.deleteTitle', defaultMessage: 'Delete candidate', description: 'Title of the delete confirmation' },
  deleteConfirm: { id: 'web.candidate.deleteConfirm', defaultMessage: 'Delete', description: 'Confirm button of the delete dialog' },
  cancel: { id: 'web.candidate.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the delete dialog' },
  pdf: { id: 'web.candidate.pdf', defaultMessage: 'Download PDF', description: 'Link: the candidate as a PDF' },
  profile: { id: 'web.candidate.profile', defaultMessage: 'Profile', description: 'Heading of the candidate’s key facts' },
  documents: { id: 'web.candidate.documents', defaultMessage: 'Documents', description: 'Heading of the candidate’s files' },
  consentHeading: { id: 'web.candidate.consentHeading', defaultMessage: 'Data-privacy consent', description: 'Heading' },
  applications: {
    id: 'web.candidate.applications',
    defaultMessage: 'Applications',
    description: 'Heading of the candidate’s applications',
  },
  noApplications: {
    id: 'web.candidate.noApplications',
    defaultMessage: 'Not submitted to a vacancy yet.',
    description: 'Shown when the candidate has no applications',
  },
  colVacancy: { id: 'web.candidate.colVacancy', defaultMessage: 'Vacancy', description: 'Column of the applications table' },
  colStatus: { id: 'web.candidate.colStatus', defaultMessage: 'Status', description: 'Column of the applications table' },
  colSubmitted: { id: 'web.candidate.colSubmitted', defaultMessage: 'Submitted', description: 'Column of the applications table' },
  createTitle: { id: 'web.candidate.createTitle', defaultMessage: 'New candidate', description: 'Heading of the new-candidate page' },
  saveChanges: { id: 'web.candidate.saveChanges', defaultMessage: 'Save changes', description: 'Submit button of the edit page' },
  createDone: { id: 'web.candidate.createDone', defaultMessage: 'The candidate was saved.', description: 'Success bar after creating' },
  editDone: { id: 'web.candidate.editDone', defaultMessage: 'The changes were saved.', description: 'Success bar after editing' },
  consentDone: { id: 'web.candidate.consentDone', defaultMessage: 'The consent was recorded.', description: 'Success bar' },
  cloneDone: { id: 'web.candidate.cloneDone', defaultMessage: 'A copy of {name} was created.', description: 'Success bar after cloning' },
  deleteDone: { id: 'web.candidate.deleteDone', defaultMessage: '{name} was deleted.', description: 'Success bar after deleting' },
});

const named = defineMessages<{ deleteText: { name: string }; editTitle: { name: string } }>({
  deleteText: {
    id: 'web.candidate.deleteText',
    defaultMessage: 'Delete {name}? The candidate stays on the applications already made, but can no longer be submitted or edited.',
    description: 'Text of the delete confirmation; {name} is the candidate',
  },
  editTitle: {
    id: 'web.candidate.editTitle',
    defaultMessage: 'Edit {name}',
    description: 'Heading of the edit page; {name} is the candidate',
  },
});

/** A text naming the candidate: "Delete Lena Vogel? …", "Edit Lena Vogel". */
export const formatNamed = (intl: IntlShape, key: 'deleteText' | 'editTitle', name: string): string =>
  intl.formatMessage(named[key] as MessageDescriptor, { name });

const counted = defineMessages<{ listTitleCount: { count: number } }>({
  listTitleCount: {
    id: 'web.candidate.listTitleCount',
    defaultMessage: 'My candidates ({count, number})',
    description: 'Heading of the candidate list with the number of candidates found',
  },
});

/** "My candidates (12)". */
export const formatListTitle = (intl: IntlShape, count: number): string =>
  intl.formatMessage(counted.listTitleCount as MessageDescriptor, { count });
