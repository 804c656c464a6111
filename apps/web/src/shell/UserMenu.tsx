import { can, isAdmin, type CurrentUser } from '@mandate/domain';
import { Menu, type MenuAction } from '@mandate/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../routes/paths';
import { messages } from './Shell.messages';

// The feedback dialog and its data are a chunk of their own, loaded when the user asks for it.
const SendFeedback = lazy(async () => ({ default: (await import('../screens/Feedback/SendFeedback')).SendFeedback }));

/**
 * The signed-in user's menu in the top bar, opened from their name: their profile, "Send feedback"
 * (the FeedbackDialog, mounted while open), and for admins the feedback received and the payment
 * terms. The pages behind the links ask the server again.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const [isFeedbackOpen, setFeedbackOpen] = useState(false);
  const items: MenuAction[] = [
    { id: 'profile', label: intl.formatMessage(messages.myProfile), href: paths.profile(user.id) },
    { id: 'feedback', label: intl.formatMessage(messages.sendFeedback) },
    ...(isAdmin(user) ? [{ id: 'feedback-list', label: intl.formatMessage(messages.feedbackList), href: paths.feedback() }] : []),
    ...(can(user, 'billing-edit-any')
      ? [{ id: 'payment-terms', label: intl.formatMessage(messages.paymentTerms), href: paths.paymentTerms() }]
      : []),
  ];
  return (
    <>
      <Menu
        label={user.name}
        textTrigger
        placement="bottom end"
        items={items}
        onAction={(id) => id === 'feedback' && setFeedbackOpen(true)}
      />
      {isFeedbackOpen ? (
        <Suspense fallback={null}>
          <SendFeedback onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
