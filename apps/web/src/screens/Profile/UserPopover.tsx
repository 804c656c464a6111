import { isApiError } from '@mandate/api-client';
import type { Id } from '@mandate/domain';
import { Button, InlineAlert, Popover, SkeletonText, UserInfoCard } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { paths } from '../../routes/paths';
import { messages } from './Profile.messages';
import { profilePageAtom } from './profile.atoms';

/** The popover's content: loaded when the popover opens (`GET /user/{id}/view`). */
function UserPopoverContent({ userId }: { userId: Id }) {
  const intl = useIntl();
  const page = useAtomValue(profilePageAtom(userId));
  if (page.error && !page.user) {
    const message = isApiError(page.error) ? page.error.serverMessage : null;
    return <InlineAlert tone="critical">{message ?? intl.formatMessage(messages.userFailed)}</InlineAlert>;
  }
  if (!page.user || !page.viewer) {
    return (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.userLoading)} role="status">
        <SkeletonText lines={4} />
      </div>
    );
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

/**
 * A person's name that opens the user info popover (001 §2.6): the card of `UserInfoPopover`, with
 * the person loaded when it opens and "Send private message" leading to the conversation with them.
 */
export function UserPopover({ userId, name }: { userId: Id; name: string }) {
  const intl = useIntl();
  return (
    <Popover
      trigger={
        <Button variant="ghost" size="small">
          {name}
        </Button>
      }
      aria-label={intl.formatMessage(messages.aboutUser as MessageDescriptor, { name })}
      placement="bottom start"
    >
      <UserPopoverContent userId={userId} />
    </Popover>
  );
}
