import type { Vacancy } from '@mandate/api-client';
import type { StatusCommentPayload } from '@mandate/domain';
import {
  ActivateConsultantDialog,
  ApplyToVacancyDialog,
  CancelVacancyDialog,
  ConfirmActionDialog,
  DeclineInvitationDialog,
  InviteConsultantsDialog,
  LoadingOverlay,
  PutOnHoldDialog,
  ReactivateConsultantDialog,
  RejectConsultantDialog,
  RequestTestimonialDialog,
  WithdrawApplicationDialog,
} from '@mandate/ui';
import { useAtomValue, useSetAtom, type WritableAtom } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { paths } from '../../routes/paths';
import { currentUserAtom } from '../../session/session';
import { WriteTestimonial } from './VacancyTestimonial';
import type { SupportedAction } from './vacancyActions';
import { dialogMessages } from './VacancyDialogs.messages';
import { messages as pageMessages } from './VacancyView.messages';
import {
  acceptInvitationAtom,
  approveConsultantAtom,
  cancelVacancyAtom,
  declineInvitationAtom,
  deleteDraftAtom,
  inviteConsultantsAtom,
  loadInvitableConsultantsAtom,
  loadInviteTemplateAtom,
  putVacancyOnHoldAtom,
  reactivateConsultantAtom,
  reactivateVacancyAtom,
  rejectConsultantAtom,
  renderInvitationAtom,
  reopenVacancyAtom,
  republishVacancyAtom,
  requestTestimonialAtom,
  requestVacancyAtom,
  toggleAcceptingCandidatesAtom,
  toggleAcceptingHeadhuntersAtom,
  vacancySuppliersAtom,
  withdrawFromVacancyAtom,
  withdrawInvitationAtom,
  type ConsultantAction,
  type VacancyConsultant,
} from './vacancy.atoms';

interface DialogProps {
  vacancy: Vacancy;
  onClose: () => void;
}

const messages = { ...pageMessages, ...dialogMessages };

/** While a dialog's reference list loads, an overlay: the dialog opens with its options, so focus lands on its first field. */
function Opening() {
  const intl = useIntl();
  return <LoadingOverlay fullPage label={intl.formatMessage(messages.loadingDialog)} />;
}

/** The put-on-hold dialog with its reasons (`GET /list/job-on-hold-reasons`). */
function PutOnHold({ vacancy, onClose }: DialogProps) {
  const reasons = useAtomValue(selectOptionsAtom('job-on-hold-reasons'));
  const putOnHold = useSetAtom(putVacancyOnHoldAtom);
  if (reasons.isLoading) return <Opening />;
  return (
    <PutOnHoldDialog
      vacancyTitle={vacancy.title}
      reasons={reasons.options}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await putOnHold({ id: vacancy.id, payload });
        onClose();
      }}
    />
  );
}

/** The cancel dialog with its reasons and the consultants who supplied candidates to rate; admins get their variant. */
function Cancel({ vacancy, onClose }: DialogProps) {
  const reasons = useAtomValue(selectOptionsAtom('job-cancel-reasons'));
  const suppliers = useAtomValue(vacancySuppliersAtom(vacancy.id));
  const isAdmin = useAtomValue(currentUserAtom).data?.isAdmin ?? false;
  const cancel = useSetAtom(cancelVacancyAtom);
  if (reasons.isLoading || suppliers.isLoading) return <Opening />;
  return (
    <CancelVacancyDialog
      vacancyTitle={vacancy.title}
      reasons={reasons.options}
      consultants={suppliers.consultants}
      isAdmin={isAdmin}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await cancel({ id: vacancy.id, payload });
        onClose();
      }}
    />
  );
}

/**
 * The invite stepper (001 §2.5): the picker lists active search consultants without those the
 * company blacklisted; the text starts from the invitation template of the vacancy's contact
 * language; the preview is the server's rendering for the first chosen consultant.
 */
function Invite({ vacancy, onClose }: DialogProps) {
  const isAdmin = useAtomValue(currentUserAtom).data?.isAdmin ?? false;
  const loadConsultants = useSetAtom(loadInvitableConsultantsAtom);
  const loadTemplate = useSetAtom(loadInviteTemplateAtom);
  const renderInvitation = useSetAtom(renderInvitationAtom);
  const invite = useSetAtom(inviteConsultantsAtom);
  const companyId = vacancy.authoredBy.organization?.id ?? null;
  return (
    <InviteConsultantsDialog
      isAdmin={isAdmin}
      loadPage={(query) => loadConsultants({ companyId, query })}
      loadTemplate={(language) => loadTemplate({ vacancyId: vacancy.id, language })}
      loadPreview={(request) => renderInvitation({ vacancyId: vacancy.id, ...request })}
      defaultValues={{ language: vacancy.contactLanguage.code === 'de' ? 'de' : 'en' }}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await invite({ id: vacancy.id, payload });
        onClose();
      }}
    />
  );
}

/** The texts and call of each yes/no action of the menu. */
interface ConfirmDefinition {
  title: MessageDescriptor;
  message: MessageDescriptor;
  action: WritableAtom<null, [{ id: number; payload: never }], Promise<unknown>>;
  /** The payload from the confirm's `{ comment: null }`. */
  payload: (vacancy: Vacancy, confirmed: StatusCommentPayload) => unknown;
  isDestructive?: boolean;
}

function confirmOf(action: Exclude<SupportedAction, 'invite' | 'hold' | 'cancel'>, vacancy: Vacancy): ConfirmDefinition {
  const keep = (_: Vacancy, confirmed: StatusCommentPayload) => confirmed;
  switch (action) {
    case 'reactivate':
      return { title: messages.reactivateTitle, message: messages.reactivateMessage, action: reactivateVacancyAtom, payload: keep };
    case 'reopen':
      return { title: messages.reopenTitle, message: messages.reopenMessage, action: reopenVacancyAtom, payload: keep };
    case 'republish':
      return { title: messages.republishTitle, message: messages.republishMessage, action: republishVacancyAtom, payload: keep };
    case 'toggle-accepting-candidates':
      return vacancy.acceptingCandidates
        ? {
            title: messages.acceptingCandidatesOffTitle,
            message: messages.acceptingCandidatesOffMessage,
            action: toggleAcceptingCandidatesAtom,
            payload: () => ({ value: false }),
          }
        : {
            title: messages.acceptingCandidatesOnTitle,
            message: messages.acceptingCandidatesOnMessage,
            action: toggleAcceptingCandidatesAtom,
            payload: () => ({ value: true }),
          };
    case 'toggle-accepting-headhunters':
      return vacancy.acceptingRecruiters
        ? {
            title: messages.acceptingHeadhuntersOffTitle,
            message: messages.acceptingHeadhuntersOffMessage,
            action: toggleAcceptingHeadhuntersAtom,
            payload: () => ({ value: false }),
          }
        : {
            title: messages.acceptingHeadhuntersOnTitle,
            message: messages.acceptingHeadhuntersOnMessage,
            action: toggleAcceptingHeadhuntersAtom,
            payload: () => ({ value: true }),
          };
    case 'delete-draft':
      return {
        title: messages.deleteDraftTitle,
        message: messages.deleteDraftMessage,
        action: deleteDraftAtom,
        payload: () => undefined,
        isDestructive: true,
      };
  }
}

/** A yes/no action of the menu on the shared ConfirmActionDialog. */
function Confirm({ vacancy, onClose, action }: DialogProps & { action: Exclude<SupportedAction, 'invite' | 'hold' | 'cancel'> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const definition = confirmOf(action, vacancy);
  const run = useSetAtom(definition.action);
  return (
    <ConfirmActionDialog
      isDestructive={definition.isDestructive ?? false}
      texts={{ title: intl.formatMessage(definition.title), message: intl.formatMessage(definition.message, { title: vacancy.title }) }}
      onCancel={onClose}
      onSubmit={async (confirmed) => {
        await run({ id: vacancy.id, payload: definition.payload(vacancy, confirmed) as never });
        onClose();
        // A deleted draft has no page any more.
        if (action === 'delete-draft') void navigate(paths.myDashboard());
      }}
    />
  );
}

/** The dialog of a vacancy action of the menu, mounted while open. */
export function VacancyActionDialog({ action, ...props }: DialogProps & { action: SupportedAction }) {
  if (action === 'invite') return <Invite {...props} />;
  if (action === 'hold') return <PutOnHold {...props} />;
  if (action === 'cancel') return <Cancel {...props} />;
  return <Confirm {...props} action={action} />;
}

// --- Consultant actions --------------------------------------------------------------------------

/** A consultant action, or a consultant's request to work on the vacancy (no relation yet). */
export type ConsultantDialogAction = ConsultantAction | 'request';

interface ConsultantDialogProps extends DialogProps {
  action: ConsultantDialogAction;
  /** The relation acted on; absent for a request. */
  consultant?: VacancyConsultant;
}

/** The decline dialog with its reasons (`GET /list/invitation-decline-reasons`). */
function Decline({ vacancy, onClose }: DialogProps) {
  const reasons = useAtomValue(selectOptionsAtom('invitation-decline-reasons'));
  const decline = useSetAtom(declineInvitationAtom);
  if (reasons.isLoading) return <Opening />;
  return (
    <DeclineInvitationDialog
      vacancyTitle={vacancy.title}
      reasons={reasons.options}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await decline({ vacancyId: vacancy.id, payload });
        onClose();
      }}
    />
  );
}

/** The withdraw dialog with its reasons (`GET /list/recruiter-withdraw-reasons`). */
function Withdraw({ vacancy, onClose, consultant }: DialogProps & { consultant: VacancyConsultant }) {
  const reasons = useAtomValue(selectOptionsAtom('recruiter-withdraw-reasons'));
  const withdraw = useSetAtom(withdrawFromVacancyAtom);
  if (reasons.isLoading) return <Opening />;
  return (
    <WithdrawApplicationDialog
      vacancyTitle={vacancy.title}
      reasons={reasons.options}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await withdraw({ vacancyId: vacancy.id, relationId: consultant.id, name: consultant.recruiter.fullName, payload });
        onClose();
      }}
    />
  );
}

/** The cover-letter dialog: a request to work on the vacancy, or accepting an invitation (the same `applySchema`). */
function Apply({ vacancy, onClose, accept }: DialogProps & { accept: boolean }) {
  const run = useSetAtom(accept ? acceptInvitationAtom : requestVacancyAtom);
  return (
    <ApplyToVacancyDialog
      vacancyTitle={vacancy.title}
      contactLanguage={vacancy.contactLanguage.code}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await run({ vacancyId: vacancy.id, payload });
        onClose();
      }}
    />
  );
}

/** The dialog of a consultant action (consultants tab, page header), mounted while open. */
export function ConsultantActionDialog({ action, consultant, vacancy, onClose }: ConsultantDialogProps) {
  const intl = useIntl();
  const approve = useSetAtom(approveConsultantAtom);
  const reject = useSetAtom(rejectConsultantAtom);
  const reactivate = useSetAtom(reactivateConsultantAtom);
  const withdrawInvitation = useSetAtom(withdrawInvitationAtom);
  const requestTestimonial = useSetAtom(requestTestimonialAtom);
  if (action === 'request' || action === 'accept-invitation') {
    return <Apply vacancy={vacancy} onClose={onClose} accept={action === 'accept-invitation'} />;
  }
  if (action === 'decline-invitation') return <Decline vacancy={vacancy} onClose={onClose} />;
  if (!consultant) return null;
  if (action === 'withdraw') return <Withdraw vacancy={vacancy} onClose={onClose} consultant={consultant} />;
  if (action === 'testimonial') return <WriteTestimonial vacancy={vacancy} consultant={consultant} onClose={onClose} />;
  const name = consultant.recruiter.fullName;
  const on = { vacancyId: vacancy.id, relationId: consultant.id, name };
  const done =
    (run: (args: typeof on & { payload: StatusCommentPayload }) => Promise<unknown>) => async (payload: StatusCommentPayload) => {
      await run({ ...on, payload });
      onClose();
    };
  switch (action) {
    case 'approve':
      return <ActivateConsultantDialog consultantName={name} vacancyTitle={vacancy.title} onCancel={onClose} onSubmit={done(approve)} />;
    case 'reactivate':
      return (
        <ReactivateConsultantDialog consultantName={name} vacancyTitle={vacancy.title} onCancel={onClose} onSubmit={done(reactivate)} />
      );
    case 'withdraw-invitation':
      return (
        <ConfirmActionDialog
          texts={{
            title: intl.formatMessage(messages.withdrawInvitationTitle),
            message: intl.formatMessage(messages.withdrawInvitationMessage as MessageDescriptor, { name, title: vacancy.title }),
          }}
          onCancel={onClose}
          onSubmit={done(withdrawInvitation)}
        />
      );
    case 'request-testimonial':
      return (
        <RequestTestimonialDialog
          employerName={vacancy.authoredBy.fullName}
          companyName={vacancy.authoredBy.organization?.name ?? ''}
          onCancel={onClose}
          onSubmit={done(requestTestimonial)}
        />
      );
    case 'reject':
      return (
        <RejectConsultantDialog
          consultantName={name}
          onCancel={onClose}
          onSubmit={async (payload) => {
            await reject({ ...on, payload });
            onClose();
          }}
        />
      );
  }
}
