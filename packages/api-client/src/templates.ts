import type {
  Id,
  InferOutput,
  invitationTemplateKinds,
  invitationTemplateResponse,
  Locale,
  renderedTemplateResponse,
  RenderTemplatePayload,
  TemplateEditPayload,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';

/** A kind of invitation template (001 §7.6): the invitation, or the mail to selected consultants. */
export type InvitationTemplateKind = (typeof invitationTemplateKinds)[number];

/** An invitation template: the platform's, or a company's own (`organization`). */
export type InvitationTemplate = InferOutput<typeof invitationTemplateResponse>;

/** A template filled with a vacancy, a recipient and a comment. */
export type RenderedTemplate = InferOutput<typeof renderedTemplateResponse>;

/**
 * `GET /notification-template/{kind}?language=&jobId=`: the template of a language; with `jobId`,
 * the vacancy's company's own when it has one.
 */
export const getInvitationTemplate = operation(
  'GET',
  '/notification-template/{kind}',
  (route) =>
    (
      client: ApiClient,
      kind: InvitationTemplateKind,
      query: { language?: Locale; jobId?: Id | null } = {},
      options: CallOptions = {},
    ): Promise<InvitationTemplate> =>
      route.call(client, { params: { kind }, query }, options),
);

/** `POST /notification-template/{kind}/render`: the template (or, admins, the given one) filled for a recipient, as HTML. */
export const renderInvitationTemplate = operation(
  'POST',
  '/notification-template/{kind}/render',
  (route) =>
    (
      client: ApiClient,
      kind: InvitationTemplateKind,
      payload: RenderTemplatePayload,
      options: CallOptions = {},
    ): Promise<RenderedTemplate> =>
      route.call(client, { params: { kind }, body: payload }, options),
);

/** `PUT /notification-template/{kind}/{language}/edit`: changes the platform's template of a kind and language (admins). */
export const editInvitationTemplate = operation(
  'PUT',
  '/notification-template/{kind}/{language}/edit',
  (route) =>
    (
      client: ApiClient,
      kind: InvitationTemplateKind,
      language: Locale,
      payload: TemplateEditPayload,
      options: CallOptions = {},
    ): Promise<InvitationTemplate> =>
      route.call(client, { params: { kind, language }, body: payload }, options),
);
