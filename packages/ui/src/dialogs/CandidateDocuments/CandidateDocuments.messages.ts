import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.candidateDocuments.label',
    defaultMessage: 'Documents for the candidate',
    description: 'Accessible name of the list of PDF documents (privacy notice, terms) offered in the candidate dialogs',
  },
  privacyNotice: {
    id: 'ui.candidateDocuments.privacyNotice',
    defaultMessage: 'Candidate Privacy Notice (PDF)',
    description: 'Name of the data-privacy notice document the candidate has to sign, followed by one link per language',
  },
  terms: {
    id: 'ui.candidateDocuments.terms',
    defaultMessage: 'Terms (PDF)',
    description: 'Name of the terms document for candidates, followed by one link per language',
  },
  unavailable: {
    id: 'ui.candidateDocuments.unavailable',
    defaultMessage: '{language}: not available',
    description: 'In place of a document link whose PDF is missing in that language; {language} is "English" or "German" (the link texts)',
  },
  en: { id: 'ui.candidateDocuments.en', defaultMessage: 'English', description: 'Link to the English version of a PDF document' },
  de: { id: 'ui.candidateDocuments.de', defaultMessage: 'German', description: 'Link to the German version of a PDF document' },
});
