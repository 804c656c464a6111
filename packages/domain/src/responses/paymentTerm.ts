/** Answers about payment terms (001 §3 Payment term). */
import * as v from 'valibot';
import { paymentTermModes } from '../statuses';
import { count, id, text } from './shared';

/** A payment term as the server answers it: label, code, days and mode (0 company, 1 agency). */
export const paymentTermResponse = v.object({
  id: id(),
  label: text(),
  code: v.nullable(text()),
  days: count(),
  mode: v.picklist([paymentTermModes.company, paymentTermModes.agency]),
});
