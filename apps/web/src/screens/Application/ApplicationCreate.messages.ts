import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'web.submit.title',
    defaultMessage: 'Submit a candidate',
    description: 'Heading of the page that submits a candidate to a vacancy',
  },
  back: { id: 'web.submit.back', defaultMessage: 'Back to the vacancy', description: 'Back link from the submission page to the vacancy' },
  loading: { id: 'web.submit.loading', defaultMessage: 'Loading the submission', description: 'Accessible name of the loading page' },
  notFound: {
    id: 'web.submit.notFound',
    defaultMessage: 'This vacancy could not be loaded.',
    description: 'Inline error when the vacancy of the submission could not be loaded and the server gave no message',
  },
  noJob: {
    id: 'web.submit.noJob',
    defaultMessage: 'Choose a vacancy to submit a candidate to: open it and use “Submit candidate”.',
    description: 'Shown when the submission page was opened without a vacancy',
  },
  retry: { id: 'web.submit.retry', defaultMessage: 'Try again', description: 'Button that loads again after a failure' },
  refused: {
    id: 'web.submit.refused',
    defaultMessage: 'You cannot submit candidates to this vacancy now.',
    description: 'Shown when the server does not allow this user to submit a candidate to the vacancy (no reason given)',
  },
  vacancyLink: { id: 'web.submit.vacancyLink', defaultMessage: 'Open the vacancy', description: 'Link to the vacancy page' },
  candidateHeading: { id: 'web.submit.candidateHeading', defaultMessage: 'Candidate', description: 'Heading of the chosen candidate' },
  chooseOther: {
    id: 'web.submit.chooseOther',
    defaultMessage: 'Choose another candidate',
    description: 'Button: back to the choice of a candidate',
  },
  editCandidate: { id: 'web.submit.editCandidate', defaultMessage: 'Edit candidate', description: 'Link: edit the chosen candidate first' },
  candidateFailed: {
    id: 'web.submit.candidateFailed',
    defaultMessage: 'This candidate could not be loaded.',
    description: 'Inline error when the chosen candidate could not be loaded and the server gave no message',
  },
  checkHeading: { id: 'web.submit.checkHeading', defaultMessage: 'Duplicate check', description: 'Heading of the duplicate check' },
  checking: {
    id: 'web.submit.checking',
    defaultMessage: 'Checking whether this person was submitted before…',
    description: 'Shown while the duplicate check runs',
  },
  checkFailed: {
    id: 'web.submit.checkFailed',
    defaultMessage: 'The duplicate check failed. The server checks again when you submit.',
    description: 'Shown when the duplicate check could not run',
  },
  noDuplicate: {
    id: 'web.submit.noDuplicate',
    defaultMessage: 'No other submission of this person to this employer was found.',
    description: 'Result of the duplicate check: none',
  },
  alreadySubmitted: {
    id: 'web.submit.alreadySubmitted',
    defaultMessage: 'This candidate is already on this vacancy.',
    description: 'Result of the duplicate check: the candidate was submitted to this vacancy before',
  },
  viewApplications: {
    id: 'web.submit.viewApplications',
    defaultMessage: 'See the vacancy’s applications',
    description: 'Link to the applications tab of the vacancy',
  },
  keyEmail: { id: 'web.submit.keyEmail', defaultMessage: 'e-mail', description: 'Identity key: e-mail address' },
  keyPhone: { id: 'web.submit.keyPhone', defaultMessage: 'phone', description: 'Identity key: phone number' },
  keyNameBirth: {
    id: 'web.submit.keyNameBirth',
    defaultMessage: 'name and date of birth',
    description: 'Identity key: name with date of birth',
  },
  nextSteps: {
    id: 'web.submit.nextSteps',
    defaultMessage:
      'What you can do: submit another candidate, or write to the employer through Messages — the employer sees the refused submission and can allow it.',
    description: 'What the consultant can do after an ownership conflict',
  },
  messagesLink: { id: 'web.submit.messagesLink', defaultMessage: 'Messages', description: 'Link to the inbox' },
  comment: { id: 'web.submit.comment', defaultMessage: 'Comment to the employer', description: 'Label of the optional cover comment' },
  consent: {
    id: 'web.submit.consent',
    defaultMessage: 'The candidate agreed to be submitted to this vacancy and signed the Candidate Privacy Notice.',
    description: 'Tick box the consultant must tick before submitting',
  },
  submit: { id: 'web.submit.submit', defaultMessage: 'Submit candidate', description: 'Primary button of the submission' },
  submitting: { id: 'web.submit.submitting', defaultMessage: 'Submitting…', description: 'Button label while the submission is sent' },
  failed: {
    id: 'web.submit.failed',
    defaultMessage: 'The candidate could not be submitted. Please try again.',
    description: 'Shown when the submission failed without a message from the server',
  },
  submitted: {
    id: 'web.submit.submitted',
    defaultMessage: '{name} was submitted.',
    description: 'Success bar after a candidate was submitted',
  },
  entry: {
    id: 'web.submit.entry',
    defaultMessage: 'Submit candidate',
    description: 'Button on the vacancy and candidate pages: an accepted consultant submits a candidate to the vacancy',
  },
  chooseVacancy: {
    id: 'web.submit.chooseVacancy',
    defaultMessage: 'Submit to a vacancy',
    description: 'Label of the list of vacancies on the candidate page the consultant can submit the candidate to',
  },
  form: { id: 'web.submit.form', defaultMessage: 'Submission', description: 'Accessible name of the submission form' },
});

/** The texts with values (typed, so a missing value does not compile). */
const valued = defineMessages<{
  ownedBy: { owner: string; agency: string; since: string; until: string };
  matchedBy: { keys: string };
  submitTo: { title: string };
}>({
  submitTo: {
    id: 'web.submit.submitTo',
    defaultMessage: 'Submit to “{title}”',
    description: 'Link on the candidate page: submit this candidate to the named vacancy',
  },
  ownedBy: {
    id: 'web.submit.ownedBy',
    defaultMessage:
      '{owner} ({agency}) submitted this person to this employer on {since}. They own the candidate there until {until}; your submission would be refused.',
    description: 'Result of the duplicate check: another agency owns the person at this employer',
  },
  matchedBy: {
    id: 'web.submit.matchedBy',
    defaultMessage: 'Matched by: {keys}',
    description: 'Which identity data made the two submissions the same person',
  },
});

/** "{owner} ({agency}) submitted this person … on {since} … until {until}". */
export const formatOwnedBy = (intl: IntlShape, values: { owner: string; agency: string; since: string; until: string }): string =>
  intl.formatMessage(valued.ownedBy, values);

/** "Matched by: {keys}". */
export const formatMatchedBy = (intl: IntlShape, keys: string): string => intl.formatMessage(valued.matchedBy, { keys });

/** "Submit to “{title}”". */
export const formatSubmitTo = (intl: IntlShape, title: string): string => intl.formatMessage(valued.submitTo, { title });
