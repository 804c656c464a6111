/**
 * Feedback to the platform (001 §2.5 FeedbackDialog; §7.8 user feedback): stored and, in the same
 * transaction, queued as one mail per admin through the mail outbox; the admins list it.
 */
import { isAdmin, type ProductFeedbackListQuery, type ProductFeedbackPayload } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { domainMessage, requestLocale, t } from '../http/i18n';
import { unprocessable } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { referenceLists } from '../reference/lists';
import { authorize } from '../http/route';
import { feedbackTexts } from './feedback.messages';
import { adminRecipients, insertFeedback, listFeedback } from './feedback.queries';
import { feedbackView } from './feedback.view';
import { type Viewer } from '../auth/context';

export async function sendFeedback(db: Database, request: FastifyRequest, viewer: Viewer, body: ProductFeedbackPayload) {
  const categories = referenceLists['feedback-categories']!('en');
  const category = body.category === null ? null : categories.find((c) => c.code === body.category);
  if (category === undefined) {
    const locale = requestLocale(request);
    throw unprocessable(t(locale, 'validation-failed'), { category: domainMessage(locale, 'domain.error.option') });
  }
  return db.transaction(async (tx) => {
    const row = await insertFeedback(tx, viewer.id, body);
    for (const admin of await adminRecipients(tx)) {
      const label = category ? category.label[admin.locale] : null;
      const params = {
        subject: body.subject ?? feedbackTexts.text(admin.locale, 'feedback-no-subject'),
        name: viewer.name,
        email: row.user_email ?? '',
        category: label ?? feedbackTexts.text(admin.locale, 'feedback-no-category'),
        message: body.message,
      };
      await enqueueMail(tx, {
        kind: 'product-feedback',
        to: admin.email,
        subject: feedbackTexts.text(admin.locale, 'feedback-mail-subject', params),
        text: feedbackTexts.text(admin.locale, 'feedback-mail-body', params),
      });
    }
    return feedbackView(row);
  });
}

export async function feedbackPage(db: Database, request: FastifyRequest, viewer: Viewer, query: ProductFeedbackListQuery) {
  authorize(request, isAdmin(viewer));
  const { rows, total } = await listFeedback(db, query.page, query.pageSize);
  return { items: rows.map(feedbackView), total };
}
