/** Answers of reference data and notification templates (000 §7 data listings, 001 §7.6). */
import * as v from 'valibot';
import { invitationTemplateKinds } from '../schemas/vacancy';
import { locales } from '../statuses';
import { coded, id, isoDateTime, text } from './shared';

/**
 * An entry of a reference list (`GET /list/{name}`): its code, its label in the request's language
 * and any extras (`percentage` of a revenue split, `badge` of a plan). Codes are texts, except where
 * the spec gives numbers: the payment-term modes are 0 (company) and 1 (agency) (001 §3 Payment term).
 */
export const dataListEntryResponse = v.looseObject({ code: v.union([text(), v.number()]), label: text() });

/** `GET /list`: the names of the reference lists. */
export const dataListNameResponse = v.object({ code: text() });

/** An invitation template: the platform's, or a company's own (`organization`). */
export const invitationTemplateResponse = v.object({
  id: id(),
  kind: v.picklist(invitationTemplateKinds),
  language: coded(locales),
  organization: v.nullable(v.object({ id: id() })),
  subject: text(),
  /** Rich text with the placeholders `{{job}}`, `{{recipient}}` and `{{comment}}`. */
  body: text(),
  /** The invitation text a stepper starts with (what goes where `{{comment}}` is); null for other kinds. */
  defaultComment: v.nullable(text()),
  updateDate: isoDateTime(),
});

/** A template filled with a vacancy, a recipient and a comment. */
export const renderedTemplateResponse = v.object({ subject: text(), html: text(), text: text() });
