import { FeedbackDialog } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { sendFeedbackAtom } from './feedback.atoms';

/**
 * The feedback dialog of the user menu (001 §2.5), mounted while open: the categories from
 * `GET /list/feedback-categories`, Send stores the feedback (mailed to the admins) and says
 * "Feedback sent"; a refusal stays in the dialog with what was typed.
 */
export function SendFeedback({ onClose }: { onClose: () => void }) {
  const categories = useAtomValue(selectOptionsAtom('feedback-categories'));
  const send = useSetAtom(sendFeedbackAtom);
  return (
    <FeedbackDialog
      categories={categories.options}
      isLoadingCategories={categories.isLoading}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await send(payload);
        onClose();
      }}
    />
  );
}
