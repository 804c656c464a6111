import type { Id } from '@mandate/domain';
import { Button, Popover, firstUse } from '@mandate/ui';
import { Suspense } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from './UserPopover.messages';
import { UserPopoverLoading } from './UserPopoverLoading';

/** The popover's content, its data and the user info card: a chunk of its own, loaded on first use (decision 0043). */
const content = firstUse(() => import('./UserPopoverContent'));
const UserPopoverContent = content.Component;
/** A name hovered or focused is likely to be pressed: start loading the content's code. */
const preloadContent = content.preload;

/**
 * A person's name that opens the user info popover (001 §2.6): the card of `UserInfoPopover`, with
 * the person loaded when it opens and "Send private message" leading to the conversation with them.
 */
export function UserPopover({ userId, name }: { userId: Id; name: string }) {
  const intl = useIntl();
  return (
    <Popover
      trigger={
        <Button variant="ghost" size="small" onHoverStart={preloadContent} onFocus={preloadContent}>
          {name}
        </Button>
      }
      aria-label={intl.formatMessage(messages.aboutUser as MessageDescriptor, { name })}
      placement="bottom start"
    >
      <Suspense fallback={<UserPopoverLoading />}>
        <UserPopoverContent userId={userId} />
      </Suspense>
    </Popover>
  );
}
