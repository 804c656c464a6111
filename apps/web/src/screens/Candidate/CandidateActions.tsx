import type { CandidateMenu } from '@mandate/api-client';
import { CandidateConsentDialog, ConfirmActionDialog, formatDomainText, type MenuAction } from '@mandate/ui';
import type { CandidateAction, Id, ReasonCode } from '@mandate/domain';
import { useSetAtom } from 'jotai';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import { formatNamed, messages } from './Candidate.messages';
import { cloneCandidateAtom, deleteCandidateAtom, recordConsentAtom } from './candidate.atoms';

/** Refusals that say the user may never do this here: such actions are left out, not shown disabled. */
const neverForThisUser: readonly ReasonCode[] = ['permission-denied', 'not-owner', 'admin-only'];
const order: readonly CandidateAction[] = ['edit', 'consent', 'clone', 'delete'];

/** The Actions menu from the server's answer (`actions`, `reasons`): allowed enabled, refused for the state disabled with the reason. */
export function candidateMenuItems(intl: IntlShape, menu: Pick<CandidateMenu, 'actions' | 'reasons'>, id: Id): MenuAction[] {
  return order.flatMap((action): MenuAction[] => {
    const reason = menu.reasons[action];
    if (!menu.actions.includes(action) && (!reason || neverForThisUser.includes(reason))) return [];
    return [
      {
        id: action,
        label: intl.formatMessage(messages[action]),
        ...(action === 'edit' && !reason ? { href: paths.candidateEdit(id) } : {}),
        isDisabled: Boolean(reason),
        ...(reason ? { disabledReason: formatDomainText(intl, `domain.reason.${reason}`) } : {}),
        tone: action === 'delete' ? 'critical' : 'neutral',
      },
    ];
  });
}

/** The privacy notice the consent dialog links per language: the public data-privacy page. */
export const privacyNoticeUrls = { en: '/privacy?lang=en', de: '/privacy?lang=de' } as const;

/** The dialog of a chosen action on a candidate (mounted only while open); clone opens the copy, delete goes back to the list. */
export function CandidateActionDialog({
  action,
  candidate,
  onClose,
}: {
  action: 'consent' | 'delete';
  candidate: { id: Id; fullName: string };
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const recordConsent = useSetAtom(recordConsentAtom);
  const remove = useSetAtom(deleteCandidateAtom);
  if (action === 'consent')
    return (
      <CandidateConsentDialog
        candidateName={candidate.fullName}
        privacyNoticeUrls={privacyNoticeUrls}
        onSubmit={async (payload) => {
          await recordConsent({ id: candidate.id, payload });
          onClose();
        }}
        onCancel={onClose}
      />
    );
  return (
    <ConfirmActionDialog
      texts={{
        title: intl.formatMessage(messages.deleteTitle),
        message: formatNamed(intl, 'deleteText', candidate.fullName),
        confirm: intl.formatMessage(messages.deleteConfirm),
        cancel: intl.formatMessage(messages.cancel),
      }}
      isDestructive
      onSubmit={async () => {
        await remove({ id: candidate.id, name: candidate.fullName });
        onClose();
        void navigate(paths.candidates());
      }}
      onCancel={onClose}
    />
  );
}

/** Clones a candidate and opens the copy's page. */
export function useCloneCandidate() {
  const clone = useSetAtom(cloneCandidateAtom);
  const navigate = useNavigate();
  return async (candidate: { id: Id; fullName: string }) => {
    const copy = await clone({ id: candidate.id, name: candidate.fullName });
    void navigate(paths.candidate(copy.id));
  };
}
