/**
 * `POST /user/create-shortlist-recipient` (001 §7.8): an employer adds a reviewer for their
 * shortlists by e-mail — a new line manager of their own company, or the colleague who already has
 * this address. An address of anyone else (another organisation, an inactive or removed colleague)
 * is refused with a field message, so the employer's form keeps what was typed.
 */
import { hasRole, shortlistRecipientCreateSchema, type InferOutput, type organizationMemberResponse } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { num } from '../db/values';
import { requestLocale } from '../http/i18n';
import { authorize, doc, fieldError } from '../http/route';
import { parse } from '../http/validation';
import { insertRecipient, userByEmail, type RecipientRow } from './shortlistRecipient.queries';

const TAG = 'Users';

/** The recipient as the organisation's member list answers a member. */
const recipientView = (r: RecipientRow): InferOutput<typeof organizationMemberResponse> => ({
  id: num(r.id),
  name: `${r.first_name} ${r.last_name}`.trim(),
  position: r.position,
  roles: r.roles.map((code) => ({ code })) as InferOutput<typeof organizationMemberResponse>['roles'],
  status: { code: r.status } as InferOutput<typeof organizationMemberResponse>['status'],
  membershipStatus: { code: r.membership_status } as InferOutput<typeof organizationMemberResponse>['membershipStatus'],
});

export async function shortlistRecipientRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/user/create-shortlist-recipient',
    doc(
      TAG,
      'Add a line manager of the own company as a shortlist reviewer by e-mail (firstName, lastName optional)',
      shortlistRecipientCreateSchema,
    ),
    async (request) => {
      const viewer = requireUser(request);
      const organizationId = viewer.organizationId;
      authorize(request, hasRole(viewer, 'employer') && organizationId !== null);
      const body = parse(request, shortlistRecipientCreateSchema, request.body ?? {});
      const result = await db.transaction(async (tx) => {
        const existing = await userByEmail(tx, body.email);
        if (existing) {
          const colleague =
            existing.organization_id !== null &&
            num(existing.organization_id) === organizationId &&
            existing.status === 'active' &&
            existing.membership_status === 'active';
          if (!colleague) throw fieldError(request, 'email', 'recipient-unavailable');
          return existing;
        }
        return insertRecipient(tx, {
          email: body.email,
          firstName: body.firstName ?? body.email.split('@')[0]!,
          lastName: body.lastName ?? '',
          organizationId: organizationId!,
          locale: requestLocale(request),
        });
      });
      return { result: recipientView(result) };
    },
  );
}
