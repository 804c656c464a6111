import { SkeletonText } from '@mandate/ui';
import { useIntl } from 'react-intl';
import { messages } from './UserPopover.messages';

/** The placeholder while the person (or the content's code) loads. */
export function UserPopoverLoading() {
  const intl = useIntl();
  return (
    <div aria-busy="true" aria-label={intl.formatMessage(messages.userLoading)} role="status">
      <SkeletonText lines={4} />
    </div>
  );
}
