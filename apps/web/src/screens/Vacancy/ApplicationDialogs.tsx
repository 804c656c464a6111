import type { ApplicationRecord, Vacancy } from '@mandate/api-client';
import {
  applicationReviewSchema,
  currencyCodes,
  hireOfferDateDefault,
  localDateIn,
  type CurrencyCode,
  type StatusCommentPayload,
} from '@mandate/domain';
import {
  AssessmentFeedbackDialog,
  BackupCandidateDialog,
  ConfirmActionDialog,
  DownloadAttachmentsDialog,
  EditFeedbackDialog,
  HireCandidateDialog,
  LoadingOverlay,
  MakeOfferDialog,
  ReactivateCandidateDialog,
  RejectCandidateDialog,
  UpdatePlacementDialog,
  WithdrawCandidateDialog,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { currentUserAtom } from '../../session/session';
import { applicationDialogMessages as applicationMessages } from './ApplicationDialogs.messages';
import { messages } from './VacancyView.messages';
import {
  backupApplicationAtom,
  downloadApplicationPdfAtom,
  editPlacementAtom,
  hireApplicationAtom,
  offerApplicationAtom,
  reactivateApplicationAtom,
  rejectApplicationAtom,
  revenueSplitsAtom,
  reviewApplicationAtom,
  revertPlacementAtom,
  saveFeedbackAtom,
  withdrawApplicationAtom,
} from './applicationActions.atoms';
import { applicationSuppliersAtom, type ApplicationTabAction } from './applications.atoms';

/** Every dialog the applications tab opens: an action of the domain machine, the PDF download, or one on the placement. */
export type ApplicationDialogAction = ApplicationTabAction | 'download-pdf' | 'feedback' | 'edit-placement' | 'revert-placement';

export interface ApplicationDialogProps {
  action: ApplicationDialogAction;
  application: ApplicationRecord;
  vacancy: Vacancy;
  onClose: () => void;
}

interface Props {
  application: ApplicationRecord;
  vacancy: Vacancy;
  onClose: () => void;
}

/** While a dialog's reference list loads, an overlay: the dialog opens with its options, so focus lands on its first field. */
function Opening() {
  const intl = useIntl();
  return <LoadingOverlay fullPage label={intl.formatMessage(messages.loadingDialog)} />;
}

/** The vacancy's salary currency as the money fields take it (CHF when the vacancy names none). */
function currencyOf(vacancy: Vacancy): CurrencyCode {
  const code = vacancy.salary?.currency?.code?.toLowerCase();
  return (currencyCodes as readonly string[]).includes(code ?? '') ? (code as CurrencyCode) : 'chf';
}

/** Today in the browser's time zone (the `Timezone` header the server checks dates with). */
const today = () => localDateIn(new Date());

const useIsAdmin = () => useAtomValue(currentUserAtom).data?.isAdmin ?? false;

/** The hire dialog: the fee from domain by the vacancy's success fee, the suppliers to rate, the offer day from the log. */
function Hire({ application, vacancy, onClose }: Props) {
  const hire = useSetAtom(hireApplicationAtom);
  const consultants = useAtomValue(applicationSuppliersAtom(vacancy.id));
  const isAdmin = useIsAdmin();
  const offerDate = hireOfferDateDefault(application);
  const name = application.candidate.fullName;
  return (
    <HireCandidateDialog
      candidateName={name}
      vacancyTitle={vacancy.title}
      currency={currencyOf(vacancy)}
      successFee={{ successFeePercentage: vacancy.successFeePercentage, successFeeFixedAmount: vacancy.successFeeFixedAmount }}
      consultants={consultants}
      today={today()}
      isAdmin={isAdmin}
      defaultValues={offerDate ? { offerDate } : {}}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await hire({ vacancyId: vacancy.id, id: application.id, name, payload });
        onClose();
      }}
    />
  );
}

/** The reject dialog with its reasons (`GET /list/candidate-reject-reasons`). */
function Reject({ application, vacancy, onClose }: Props) {
  const reasons = useAtomValue(selectOptionsAtom('candidate-reject-reasons'));
  const reject = useSetAtom(rejectApplicationAtom);
  if (reasons.isLoading) return <Opening />;
  const name = application.candidate.fullName;
  return (
    <RejectCandidateDialog
      candidateName={name}
      reasons={reasons.options}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await reject({ vacancyId: vacancy.id, id: application.id, name, payload });
        onClose();
      }}
    />
  );
}

/** The consultant's withdraw dialog with its reasons (`GET /list/candidate-withdraw-reasons`). */
function Withdraw({ application, vacancy, onClose }: Props) {
  const reasons = useAtomValue(selectOptionsAtom('candidate-withdraw-reasons'));
  const withdraw = useSetAtom(withdrawApplicationAtom);
  if (reasons.isLoading) return <Opening />;
  const name = application.candidate.fullName;
  return (
    <WithdrawCandidateDialog
      candidateName={name}
      reasons={reasons.options}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await withdraw({ vacancyId: vacancy.id, id: application.id, name, payload });
        onClose();
      }}
    />
  );
}

/** The placement dialog with the revenue splits and the placement's values. */
function EditPlacement({ application, vacancy, onClose }: Props) {
  const splits = useAtomValue(revenueSplitsAtom);
  const edit = useSetAtom(editPlacementAtom);
  const placement = application.placement;
  if (!placement) return null;
  const name = application.candidate.fullName;
  return (
    <UpdatePlacementDialog
      jobId={vacancy.id}
      currency={currencyOf(vacancy)}
      feePercentage={placement.feePercentage}
      successFeeFixedAmount={vacancy.successFeeFixedAmount}
      revenueSplits={splits.options}
      isLoadingRevenueSplits={splits.isLoading}
      today={today()}
      defaultValues={{
        offerDate: placement.offerDate,
        signatureDate: placement.signatureDate,
        startDate: placement.startDate,
        totalPackage: placement.totalPackage,
        revenueSplit: placement.revenueSplit,
        approvalNumber: placement.approvalNumber,
        approvalNote: placement.approvalNote ?? '',
        isGuaranteeCase: placement.isGuaranteeCase,
      }}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await edit({ vacancyId: vacancy.id, id: application.id, placementId: placement.id, name, payload });
        onClose();
      }}
    />
  );
}

/** The employer's feedback with the assessment levels: edits the latest feedback, or gives the first. */
function Feedback({ application, vacancy, onClose }: Props) {
  const intl = useIntl();
  const levels = useAtomValue(selectOptionsAtom('assessment-levels'));
  const save = useSetAtom(saveFeedbackAtom);
  const name = application.candidate.fullName;
  const current = application.feedback;
  const common = {
    assessmentLevels: levels.options,
    isLoadingAssessmentLevels: levels.isLoading,
    onCancel: onClose,
    onSubmit: async (payload: Parameters<typeof save>[0]['payload']) => {
      await save({ vacancyId: vacancy.id, id: application.id, name, feedbackId: current?.id ?? null, payload });
      onClose();
    },
  };
  if (current) {
    return (
      <EditFeedbackDialog
        {...common}
        candidateName={name}
        feedbackId={current.id}
        defaultValues={{ feedback: current.feedback, assessmentLevel: current.assessmentLevel }}
      />
    );
  }
  return (
    <AssessmentFeedbackDialog
      {...common}
      texts={{
        title: intl.formatMessage(applicationMessages.giveFeedbackTitle),
        intro: intl.formatMessage(applicationMessages.giveFeedbackIntro as MessageDescriptor, { name }),
      }}
    />
  );
}

/** The dialog of an action on an application, mounted while open; its submit awaits the action atom, a refusal stays in it. */
export function ApplicationActionDialog({ action, application, vacancy, onClose }: ApplicationDialogProps) {
  const intl = useIntl();
  const isAdmin = useIsAdmin();
  const review = useSetAtom(reviewApplicationAtom);
  const backup = useSetAtom(backupApplicationAtom);
  const offer = useSetAtom(offerApplicationAtom);
  const reactivate = useSetAtom(reactivateApplicationAtom);
  const revert = useSetAtom(revertPlacementAtom);
  const download = useSetAtom(downloadApplicationPdfAtom);
  const name = application.candidate.fullName;
  const on = { vacancyId: vacancy.id, id: application.id, name };
  const done =
    <P,>(run: (args: typeof on & { payload: P }) => Promise<unknown>) =>
    async (payload: P) => {
      await run({ ...on, payload });
      onClose();
    };
  const props = { application, vacancy, onClose };
  switch (action) {
    case 'hire':
      return <Hire {...props} />;
    case 'reject':
      return <Reject {...props} />;
    case 'withdraw':
      return <Withdraw {...props} />;
    case 'edit-placement':
      return <EditPlacement {...props} />;
    case 'feedback':
      return <Feedback {...props} />;
    case 'offer':
      return <MakeOfferDialog candidateName={name} isAdmin={isAdmin} today={today()} onCancel={onClose} onSubmit={done(offer)} />;
    case 'backup':
      return <BackupCandidateDialog candidateName={name} onCancel={onClose} onSubmit={done(backup)} />;
    case 'reactivate':
      return <ReactivateCandidateDialog candidateName={name} onCancel={onClose} onSubmit={done(reactivate)} />;
    case 'download-pdf':
      return <DownloadAttachmentsDialog candidateName={name} onCancel={onClose} onSubmit={done(download)} />;
    case 'review':
    case 'line-review': {
      const step = action === 'review' ? 'hr' : 'line-manager';
      return (
        <ConfirmActionDialog
          schema={applicationReviewSchema}
          texts={{
            title: intl.formatMessage(step === 'hr' ? applicationMessages.reviewTitle : applicationMessages.lineReviewTitle),
            message: intl.formatMessage(
              (step === 'hr' ? applicationMessages.reviewMessage : applicationMessages.lineReviewMessage) as MessageDescriptor,
              { name },
            ),
          }}
          onCancel={onClose}
          onSubmit={done((args: typeof on & { payload: StatusCommentPayload }) => review({ ...args, step }))}
        />
      );
    }
    case 'revert-placement': {
      const placement = application.placement;
      if (!placement) return null;
      return (
        <ConfirmActionDialog
          isDestructive
          texts={{
            title: intl.formatMessage(applicationMessages.revertTitle),
            message: intl.formatMessage(applicationMessages.revertMessage as MessageDescriptor, { name }),
          }}
          onCancel={onClose}
          onSubmit={done((args: typeof on & { payload: StatusCommentPayload }) => revert({ ...args, placementId: placement.id }))}
        />
      );
    }
  }
}
