/** Texts of the feedback mail to the admins. */
import { catalog } from '../http/catalog';

export const feedbackTexts = catalog({
  'feedback-mail-subject': { en: 'Feedback: {subject}', de: 'Feedback: {subject}' },
  'feedback-no-subject': { en: '(no subject)', de: '(ohne Betreff)' },
  'feedback-mail-body': {
    en: '{name} ({email}) sent feedback.\nCategory: {category}\n\n{message}',
    de: '{name} ({email}) hat Feedback gesendet.\nKategorie: {category}\n\n{message}',
  },
  'feedback-no-category': { en: 'none', de: 'keine' },
});
