import { useNotify } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { noticesAtom, takeNoticesAtom } from '../data/notices';

/** Shows the success bars that action atoms asked for (001 §8: 5 s with "Ok"). */
export function NoticeBridge() {
  const intl = useIntl();
  const notify = useNotify();
  const pending = useAtomValue(noticesAtom);
  const take = useSetAtom(takeNoticesAtom);
  useEffect(() => {
    if (pending.length === 0) return;
    for (const notice of take()) notify.success(intl.formatMessage(notice.message, notice.values));
  }, [pending, take, notify, intl]);
  return null;
}
