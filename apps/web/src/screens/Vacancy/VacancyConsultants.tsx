import type { Id } from '@mandate/domain';
import { Button, ConsultantList, ConsultantRow, EmptyState, SkeletonText, type ConsultantRowAction } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { paths } from '../../routes/paths';
import { UserPopover } from '../Profile/UserPopover';
import { RetryAlert } from '../PageStates';
import { messages, testimonialMessages } from './VacancyView.messages';
import { isConsultantAction, vacancyConsultantsAtom, type ConsultantAction, type VacancyConsultant } from './vacancy.atoms';

/** The button text of each consultant action. */
const actionLabels: Readonly<Record<ConsultantAction, MessageDescriptor>> = {
  approve: messages.approve,
  reject: messages.reject,
  reactivate: messages.reactivate,
  'withdraw-invitation': messages.withdrawInvitation,
  'request-testimonial': messages.requestTestimonial,
  testimonial: testimonialMessages.write,
  'accept-invitation': messages.acceptInvitation,
  'decline-invitation': messages.declineInvitation,
  withdraw: messages.withdraw,
};

/** The row's buttons: the actions the server allows this viewer on this relation, those this page carries out, in the server's order. */
function rowActions(intl: IntlShape, consultant: VacancyConsultant): ConsultantRowAction[] {
  return consultant.actions.filter(isConsultantAction).map((action) => ({ id: action, label: intl.formatMessage(actionLabels[action]) }));
}

export interface VacancyConsultantsProps {
  vacancyId: Id;
  /** The viewer is a search consultant (they see only their own row). */
  isConsultant: boolean;
  /** A consultant without a relation may ask to work on the vacancy (the server's menu says so): the empty state offers it. */
  canRequest: boolean;
  onAction: (action: ConsultantAction, consultant: VacancyConsultant) => void;
  onRequest: () => void;
}

/** The consultants tab: each consultant with the displayed status of 000 §4 and the buttons of what the viewer may do. */
export function VacancyConsultants({ vacancyId, isConsultant, canRequest, onAction, onRequest }: VacancyConsultantsProps) {
  const intl = useIntl();
  const consultants = useAtomValue(vacancyConsultantsAtom(vacancyId));

  if (consultants.error && consultants.items.length === 0) {
    return (
      <RetryAlert
        error={consultants.error}
        fallback={intl.formatMessage(messages.consultantsFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={consultants.retry}
      />
    );
  }
  if (consultants.isPending) {
    return (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.consultantsLoading)} role="status">
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (consultants.items.length === 0) {
    return (
      <EmptyState
        titleLevel={2}
        title={intl.formatMessage(messages.consultantsEmpty)}
        description={intl.formatMessage(isConsultant ? messages.consultantsEmptyConsultant : messages.consultantsEmptyEmployer)}
        action={
          canRequest ? (
            <Button variant="secondary" onPress={onRequest}>
              {intl.formatMessage(messages.request)}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <ConsultantList aria-label={intl.formatMessage(messages.tabConsultants)}>
      {consultants.items.map((consultant) => (
        <ConsultantRow
          key={consultant.id}
          name={consultant.recruiter.fullName}
          organization={consultant.recruiter.organization?.name ?? null}
          href={paths.profile(consultant.recruiter.id)}
          // The employer side opens the consultant's popover from the name (001 §2.6): their details and "Send private message".
          {...(isConsultant ? {} : { nameSlot: <UserPopover userId={consultant.recruiter.id} name={consultant.recruiter.fullName} /> })}
          status={consultant.shownStatus}
          since={consultant.lastStatus.creationDate}
          candidates={consultant.candidatesCount}
          message={consultant.comment}
          actions={rowActions(intl, consultant)}
          onAction={(action) => onAction(action as ConsultantAction, consultant)}
        />
      ))}
    </ConsultantList>
  );
}
