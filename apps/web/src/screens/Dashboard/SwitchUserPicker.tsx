import type { RecentUser } from '@mandate/domain';
import { Badge, Button, Text, TextField, durations } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { switchUserAtom } from '../../session/session';
import * as styles from './Dashboard.css';
import { formatSwitchTo, messages } from './Dashboard.messages';
import { foundUsersAtom, PICKER_MIN_CHARS, searchUsersAtom } from './switchUser.atoms';

/** Search a user by name and switch to them (authorised users only; the server checks the permission too). */
export function SwitchUserPicker({ currentUserId }: { currentUserId: number }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const setSearch = useSetAtom(searchUsersAtom);
  const results = useAtomValue(foundUsersAtom);
  const switchUser = useSetAtom(switchUserAtom);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), durations.autocompleteDebounce * 3);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  const items = text.trim().length >= PICKER_MIN_CHARS ? results.items.filter((u) => u.id !== currentUserId) : [];
  return (
    <>
      <TextField label={intl.formatMessage(messages.search)} type="search" value={text} onChange={setText} />
      {text.trim().length >= PICKER_MIN_CHARS && results.isSuccess && items.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noUsers)}</Text>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage(messages.switchUser)}>
          {items.map((u) => {
            const name = u.fullName;
            const role = u.roles[0]?.code ?? '';
            const target: RecentUser = { id: u.id, name, role };
            return (
              <li key={u.id} className={styles.row}>
                <Text>{name}</Text>
                {role ? <Badge tone="neutral">{role}</Badge> : null}
                {u.organization?.name ? <Text tone="secondary">{u.organization.name}</Text> : null}
                <Button size="small" variant="secondary" onPress={() => void switchUser({ ...target, keepOwner: true })}>
                  {formatSwitchTo(intl, name)}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
