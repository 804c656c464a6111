/** Texts of the testimonials' refusals and mail. */
import { catalog } from '../http/catalog';

export const testimonialTexts = catalog({
  'testimonial-exists': {
    en: 'A testimonial for this search consultant on this vacancy exists already.',
    de: 'Für diesen Personalberater gibt es zu dieser Vakanz bereits eine Referenz.',
  },
  'testimonial-not-recruiter': {
    en: 'Testimonials are written for search consultants.',
    de: 'Referenzen werden für Personalberater geschrieben.',
  },
  'testimonial-already-accepted': { en: 'The testimonial is accepted already.', de: 'Die Referenz ist bereits angenommen.' },
  'testimonial-already-rejected': { en: 'The testimonial is rejected already.', de: 'Die Referenz ist bereits abgelehnt.' },
  'testimonial-accepted-fixed': {
    en: 'An accepted testimonial can no longer be changed by its author.',
    de: 'Eine angenommene Referenz kann ihr Verfasser nicht mehr ändern.',
  },
  'testimonial-mail-subject': { en: 'New testimonial for the vacancy {job}', de: 'Neue Referenz zur Vakanz {job}' },
  'testimonial-mail-body': {
    en: '{author} wrote a testimonial for your work on the vacancy {job}. Accept it to show it on your profile.',
    de: '{author} hat eine Referenz für Ihre Arbeit an der Vakanz {job} geschrieben. Nehmen Sie sie an, um sie in Ihrem Profil zu zeigen.',
  },
});
