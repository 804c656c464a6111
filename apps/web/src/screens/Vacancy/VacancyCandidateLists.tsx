import type { CandidateListRecord, Vacancy } from '@mandate/api-client';
import { can } from '@mandate/domain';
import {
  Button,
  CandidateListCard,
  CandidateListList,
  CandidateListStatusBadge,
  CompleteResearchDialog,
  EmployerFeedbackDialog,
  EmptyState,
  RejectSubmissionDialog,
  SkeletonText,
  Stack,
  StatusHistory,
  SubmitCandidateListDialog,
  Text,
  WithdrawSubmissionDialog,
  type CandidateListCardAction,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { currentUserAtom } from '../../session/session';
import { RetryAlert } from '../PageStates';
import { candidateListMessages as messages } from './VacancyCandidateLists.messages';
import { messages as vacancyMessages } from './VacancyView.messages';
import {
  CANDIDATE_LISTS_PAGE_SIZE,
  attachmentUploadAtom,
  candidateListFeedbackAtom,
  completeCandidateListAtom,
  createCandidateListAtom,
  describeAttachmentError,
  downloadAttachmentAtom,
  rejectCandidateListAtom,
  vacancyCandidateListsAtom,
  withdrawCandidateListAtom,
} from './candidateLists.atoms';

/** The actions of a list this tab carries out, in the order offered (the server's answer decides which show). */
const listActions = ['complete', 'edit-feedback', 'reject', 'withdraw'] as const;
type ListAction = (typeof listActions)[number];
const toneOf: Readonly<Record<ListAction, CandidateListCardAction['tone']>> = {
  complete: 'primary',
  'edit-feedback': 'neutral',
  reject: 'critical',
  withdraw: 'critical',
};

function cardActions(intl: IntlShape, list: CandidateListRecord): CandidateListCardAction[] {
  const label: Record<ListAction, MessageDescriptor> = {
    complete: messages.complete,
    'edit-feedback': list.feedback ? messages.editFeedback : messages.giveFeedback,
    reject: messages.reject,
    withdraw: messages.withdraw,
  };
  return listActions
    .filter((action) => list.actions.includes(action))
    .map((action) => ({ id: action, label: intl.formatMessage(label[action]), tone: toneOf[action] }));
}

const logTitles: Readonly<Record<string, MessageDescriptor>> = {
  create: messages.logCreate,
  complete: messages.logComplete,
  reject: messages.logReject,
  withdraw: messages.logWithdraw,
  edit: messages.logEdit,
  'edit-feedback': messages.logFeedback,
};

/** One list: the card with its facts, documents, feedback, actions and log. */
function ListCard({ list, onAction }: { list: CandidateListRecord; onAction: (action: ListAction, list: CandidateListRecord) => void }) {
  const intl = useIntl();
  const milestones = useAtomValue(selectOptionsAtom('milestones'));
  const levels = useAtomValue(selectOptionsAtom('assessment-levels'));
  const download = useSetAtom(downloadAttachmentAtom);
  const milestone = list.milestone ? (milestones.options.find((option) => option.id === list.milestone)?.label ?? list.milestone) : null;
  const level = list.feedback?.assessmentLevel
    ? (levels.options.find((option) => option.id === list.feedback!.assessmentLevel)?.label ?? list.feedback.assessmentLevel)
    : null;
  return (
    <CandidateListCard
      headingLevel={2}
      title={list.title}
      status={list.status.code}
      consultantName={list.recruiter.fullName}
      agencyName={list.recruiter.organization?.name ?? null}
      submitted={list.creationDate}
      statusSince={list.statusChangeDate}
      milestone={milestone}
      comment={list.comment}
      documents={list.attachments.map((id, index) => ({
        id,
        name: intl.formatMessage(messages.document as MessageDescriptor, { number: index + 1 }),
      }))}
      onDownload={(id) => void download({ id: Number(id) }).catch(() => undefined)}
      feedback={list.feedback ? { text: list.feedback.feedback, level, at: list.feedback.creationDate } : null}
      actions={cardActions(intl, list)}
      onAction={(action) => onAction(action as ListAction, list)}
    >
      <StatusHistory
        aria-label={intl.formatMessage(messages.log)}
        entries={[...list.logs].reverse().map((entry) => {
          const title = logTitles[entry.action];
          return {
            id: entry.id,
            at: entry.creationDate,
            title: title ? intl.formatMessage(title) : entry.action,
            status: <CandidateListStatusBadge status={entry.status.code} />,
            actor: entry.actor?.fullName ?? null,
            reason: entry.reason,
            comment: entry.comment,
          };
        })}
      />
    </CandidateListCard>
  );
}

interface DialogProps {
  vacancy: Vacancy;
  list: CandidateListRecord;
  onClose: () => void;
}

function Complete({ vacancy, list, onClose }: DialogProps) {
  const milestones = useAtomValue(selectOptionsAtom('milestones'));
  const complete = useSetAtom(completeCandidateListAtom);
  return (
    <CompleteResearchDialog
      listTitle={list.title}
      milestones={milestones.options}
      isLoadingMilestones={milestones.isLoading}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await complete({ vacancyId: vacancy.id, id: list.id, title: list.title, payload });
        onClose();
      }}
    />
  );
}

function Feedback({ vacancy, list, onClose }: DialogProps) {
  const levels = useAtomValue(selectOptionsAtom('assessment-levels'));
  const save = useSetAtom(candidateListFeedbackAtom);
  return (
    <EmployerFeedbackDialog
      listTitle={list.title}
      assessmentLevels={levels.options}
      isLoadingAssessmentLevels={levels.isLoading}
      defaultValues={list.feedback ? { feedback: list.feedback.feedback, assessmentLevel: list.feedback.assessmentLevel } : {}}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await save({ vacancyId: vacancy.id, id: list.id, title: list.title, payload });
        onClose();
      }}
    />
  );
}

function Reject({ vacancy, list, onClose }: DialogProps) {
  const reject = useSetAtom(rejectCandidateListAtom);
  return (
    <RejectSubmissionDialog
      listTitle={list.title}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await reject({ vacancyId: vacancy.id, id: list.id, title: list.title, payload });
        onClose();
      }}
    />
  );
}

function Withdraw({ vacancy, list, onClose }: DialogProps) {
  const withdraw = useSetAtom(withdrawCandidateListAtom);
  return (
    <WithdrawSubmissionDialog
      listTitle={list.title}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await withdraw({ vacancyId: vacancy.id, id: list.id, title: list.title, payload });
        onClose();
      }}
    />
  );
}

function Submit({ vacancy, onClose }: { vacancy: Vacancy; onClose: () => void }) {
  const create = useSetAtom(createCandidateListAtom);
  const upload = useAtomValue(attachmentUploadAtom);
  return (
    <SubmitCandidateListDialog
      vacancyTitle={vacancy.title}
      jobId={vacancy.id}
      upload={upload}
      describeUploadError={describeAttachmentError}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await create({ vacancyId: vacancy.id, payload });
        onClose();
      }}
    />
  );
}

const dialogs: Readonly<Record<ListAction, (props: DialogProps) => React.JSX.Element>> = {
  complete: Complete,
  'edit-feedback': Feedback,
  reject: Reject,
  withdraw: Withdraw,
};

export interface VacancyCandidateListsProps {
  vacancy: Vacancy;
  /** The viewer is a search consultant (they see only the lists they submitted). */
  isConsultant: boolean;
  /**
   * The viewer may submit a list now: an accepted consultant on an active vacancy that accepts
   * candidates (the server's menu, the guards domain's candidate-list machine shares with a submission).
   */
  canSubmit: boolean;
}

/**
 * The candidate-lists tab of the vacancy page (`?tab=candidate-lists`): the lists of the retained
 * search (000 §2–§5), each with its status, milestone, consultant, days, documents, the employer's
 * feedback, the actions domain's candidate-list machine allows this viewer (the server's answer) and
 * its log; an accepted consultant submits a new list. Data and writes through `candidateLists.atoms.ts`.
 */
export function VacancyCandidateLists({ vacancy, isConsultant, canSubmit }: VacancyCandidateListsProps) {
  const intl = useIntl();
  const lists = useAtomValue(vacancyCandidateListsAtom(vacancy.id));
  const user = useAtomValue(currentUserAtom).data;
  const [dialog, setDialog] = useState<{ action: ListAction; list: CandidateListRecord } | 'submit' | null>(null);
  const close = () => setDialog(null);
  const mayCreate = canSubmit && can(user, 'candidate-list-create');

  const submitButton = mayCreate ? (
    <div>
      <Button onPress={() => setDialog('submit')}>{intl.formatMessage(messages.submit)}</Button>
    </div>
  ) : null;

  let content;
  if (lists.error && lists.items.length === 0) {
    content = (
      <RetryAlert
        error={lists.error}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(vacancyMessages.retry)}
        onRetry={lists.retry}
      />
    );
  } else if (lists.isPending) {
    content = (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
        <SkeletonText lines={6} />
      </div>
    );
  } else if (lists.items.length === 0) {
    content = (
      <EmptyState
        titleLevel={2}
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(isConsultant ? messages.emptyConsultant : messages.emptyEmployer)}
      />
    );
  } else {
    content = (
      <>
        {lists.total > lists.items.length ? (
          <Text tone="secondary" size="small">
            {intl.formatMessage(messages.capped as MessageDescriptor, {
              shown: Math.min(CANDIDATE_LISTS_PAGE_SIZE, lists.items.length),
              total: lists.total,
            })}
          </Text>
        ) : null}
        <CandidateListList aria-label={intl.formatMessage(messages.list)}>
          {lists.items.map((list) => (
            <ListCard key={list.id} list={list} onAction={(action, chosen) => setDialog({ action, list: chosen })} />
          ))}
        </CandidateListList>
      </>
    );
  }

  const Dialog = dialog && dialog !== 'submit' ? dialogs[dialog.action] : null;
  return (
    <Stack gap="large">
      {submitButton}
      {content}
      {dialog === 'submit' ? <Submit vacancy={vacancy} onClose={close} /> : null}
      {Dialog && dialog !== 'submit' && dialog ? <Dialog vacancy={vacancy} list={dialog.list} onClose={close} /> : null}
    </Stack>
  );
}
