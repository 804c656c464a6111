import { isApiError } from '@mandate/api-client';
import type { Id } from '@mandate/domain';
import { InlineAlert, UserInfoCard } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { paths } from '../../routes/paths';
import { messages } from './UserPopover.messages';
import { profilePageAtom } from './profile.atoms';
import { UserPopoverLoading } from './UserPopoverLoading';

/** The popover's content: loaded when the popover opens (`GET /user/{id}/view`). */
export default function UserPopoverContent({ userId }: { userId: Id }) {
  const intl = useIntl();
  const page = useAtomValue(profilePageAtom(userId));
  if (page.error && !page.user) {
    const message = isApiError(page.error) ? page.error.serverMessage : null;
    return <InlineAlert tone="critical">{message ?? intl.formatMessage(messages.userFailed)}</InlineAlert>;
  }
  if (!page.user || !page.viewer) {
    return <UserPopoverLoading />;
  }
  return (
    <UserInfoCard
      user={page.user}
      viewer={page.viewer}
      profileHref={paths.profile(userId)}
      // "Send private message" opens (or starts) the conversation with the person; not to oneself.
      {...(page.isOwn ? {} : { messageHref: paths.messagesWithUser(userId) })}
    />
  );
}
