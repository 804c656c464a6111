import type { Id } from '@mandate/domain';
import { Badge, Button, Card, ConfirmActionDialog, Heading, SkeletonText, Stack, TestimonialDialog, Text } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { RetryAlert } from '../PageStates';
import * as styles from './Profile.css';
import { messages } from './Profile.messages';
import {
  decideTestimonialAtom,
  deleteTestimonialAtom,
  editTestimonialAtom,
  testimonialsAtom,
  type ShownTestimonial,
} from './profile.atoms';

type Open = { kind: 'edit' | 'delete' | 'reject'; testimonial: ShownTestimonial } | null;

const authorOf = (t: ShownTestimonial) => [t.author?.fullName, t.author?.organization].filter(Boolean).join(', ') || '—';

function formatDay(intl: IntlShape, iso: string): string {
  return intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : intl.formatDate(iso, { dateStyle: 'medium' });
}

function TestimonialItem({
  testimonial,
  onOpen,
  onAccept,
}: {
  testimonial: ShownTestimonial;
  onOpen: (open: Open) => void;
  onAccept: () => void;
}) {
  const intl = useIntl();
  const author = authorOf(testimonial);
  const date = testimonial.decisionDate ?? testimonial.creationDate;
  return (
    <li className={styles.item}>
      <p className={styles.quote}>{testimonial.content}</p>
      <div className={styles.byline}>
        <span>{intl.formatMessage(messages.byline as MessageDescriptor, { author, vacancy: testimonial.job.title })}</span>
        {date ? <time dateTime={date}>{formatDay(intl, date)}</time> : null}
        {testimonial.status.code !== 'accepted' ? (
          <Badge tone={testimonial.status.code === 'rejected' ? 'critical' : 'caution'}>
            {intl.formatMessage(testimonial.status.code === 'rejected' ? messages.statusRejected : messages.statusPending)}
          </Badge>
        ) : null}
      </div>
      {testimonial.canDecide || testimonial.canChange ? (
        <div className={styles.actions} role="group" aria-label={intl.formatMessage(messages.actionsOf as MessageDescriptor, { author })}>
          {testimonial.canDecide ? (
            <>
              <Button size="small" onPress={onAccept}>
                {intl.formatMessage(messages.accept)}
              </Button>
              <Button size="small" variant="secondary" onPress={() => onOpen({ kind: 'reject', testimonial })}>
                {intl.formatMessage(messages.reject)}
              </Button>
            </>
          ) : null}
          {testimonial.canChange ? (
            <>
              <Button size="small" variant="secondary" onPress={() => onOpen({ kind: 'edit', testimonial })}>
                {intl.formatMessage(messages.edit)}
              </Button>
              <Button size="small" variant="ghost" onPress={() => onOpen({ kind: 'delete', testimonial })}>
                {intl.formatMessage(messages.delete)}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A search consultant's testimonials on their profile (001 §7.8): the accepted ones for everyone;
 * for the consultant those waiting for their decision (Accept / Reject), for an author their own
 * while pending (Edit / Delete). Which testimonials the viewer reads is the server's answer.
 */
export function Testimonials({ consultantId, consultantName, isOwn }: { consultantId: Id; consultantName: string; isOwn: boolean }) {
  const intl = useIntl();
  const testimonials = useAtomValue(testimonialsAtom(consultantId));
  const edit = useSetAtom(editTestimonialAtom);
  const remove = useSetAtom(deleteTestimonialAtom);
  const decide = useSetAtom(decideTestimonialAtom);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  let body;
  if (testimonials.error && testimonials.accepted.length === 0 && testimonials.others.length === 0) {
    body = (
      <RetryAlert
        error={testimonials.error}
        fallback={intl.formatMessage(messages.testimonialsFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={testimonials.retry}
      />
    );
  } else if (testimonials.isPending) {
    body = (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.testimonialsLoading)} role="status">
        <SkeletonText lines={3} />
      </div>
    );
  } else {
    const item = (t: ShownTestimonial) => (
      <TestimonialItem
        key={t.id}
        testimonial={t}
        onOpen={setOpen}
        onAccept={() => void decide({ id: t.id, consultantId, accept: true }).catch(() => undefined)}
      />
    );
    body = (
      <Stack gap="medium">
        {testimonials.accepted.length === 0 ? (
          <Text tone="secondary">{intl.formatMessage(messages.noTestimonials)}</Text>
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.testimonialsList)}>
            {testimonials.accepted.map(item)}
          </ul>
        )}
        {testimonials.others.length > 0 ? (
          <Stack gap="small">
            <Heading level={3}>{intl.formatMessage(isOwn ? messages.pendingOwn : messages.notShown)}</Heading>
            <ul className={styles.list} aria-label={intl.formatMessage(isOwn ? messages.pendingOwn : messages.notShown)}>
              {testimonials.others.map(item)}
            </ul>
          </Stack>
        ) : null}
      </Stack>
    );
  }

  return (
    <Card title={intl.formatMessage(messages.testimonials)}>
      {body}
      {open?.kind === 'edit' ? (
        <TestimonialDialog
          consultantName={consultantName}
          vacancyTitle={open.testimonial.job.title}
          defaultContent={open.testimonial.content}
          onCancel={close}
          onSubmit={async (payload) => {
            await edit({ id: open.testimonial.id, consultantId, payload });
            close();
          }}
        />
      ) : null}
      {open?.kind === 'delete' || open?.kind === 'reject' ? (
        <ConfirmActionDialog
          texts={
            open.kind === 'delete'
              ? { title: intl.formatMessage(messages.deleteTitle), message: intl.formatMessage(messages.deleteQuestion) }
              : {
                  title: intl.formatMessage(messages.rejectTitle),
                  message: intl.formatMessage(messages.rejectQuestion as MessageDescriptor, { author: authorOf(open.testimonial) }),
                }
          }
          isDestructive
          onCancel={close}
          onSubmit={async () => {
            if (open.kind === 'delete') await remove({ id: open.testimonial.id, consultantId });
            else await decide({ id: open.testimonial.id, consultantId, accept: false });
            close();
          }}
        />
      ) : null}
    </Card>
  );
}
