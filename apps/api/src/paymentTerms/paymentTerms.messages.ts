/** Texts of the payment terms' refusals. */
import { catalog } from '../http/catalog';

export const paymentTermTexts = catalog({
  'payment-term-code-taken': { en: 'Another payment term has this code.', de: 'Eine andere Zahlungsbedingung hat diesen Code.' },
});
