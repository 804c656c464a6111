import { listUsers } from '@mandate/api-client';
import type { RecentUser } from '@mandate/domain';
import { Badge, Button, Text, TextField, durations } from '@mandate/ui';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, switchUserAtom } from '../../session/session';
import * as styles from './Dashboard.css';
import { formatSwitchTo, messages } from './Dashboard.messages';

/** Users the picker offers per search. */
const PICKER_PAGE_SIZE = 10;

const pickerSearchAtom = atom('');
pickerSearchAtom.debugLabel = 'switchUserSearch';

/** `POST /user/list` for the picker: by name, active users, sorted by name. */
const pickerResultsAtom = atomWithQuery((get) => {
  const fullName = get(pickerSearchAtom).trim();
  return {
    queryKey: ['switch-user-picker', fullName],
    queryFn: () => listUsers(api, { fullName: fullName || null, page: 0, pageSize: PICKER_PAGE_SIZE, sortBy: 'name', sortOrder: 'ASC' }),
    enabled: fullName.length >= 2,
    staleTime: 30_000,
  };
});
pickerResultsAtom.debugLabel = 'switchUserResults';

/** Search a user by name and switch to them (authorised users only; the server checks the permission too). */
export function SwitchUserPicker({ currentUserId }: { currentUserId: number }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const setSearch = useSetAtom(pickerSearchAtom);
  const results = useAtomValue(pickerResultsAtom);
  const switchUser = useSetAtom(switchUserAtom);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), durations.autocompleteDebounce * 3);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  const items = text.trim().length >= 2 ? (results.data?.items ?? []).filter((u) => u.id !== currentUserId) : [];
  return (
    <>
      <TextField label={intl.formatMessage(messages.search)} type="search" value={text} onChange={setText} />
      {text.trim().length >= 2 && results.isSuccess && items.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noUsers)}</Text>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage(messages.switchUser)}>
          {items.map((u) => {
            const name = u.fullName ?? u.name ?? String(u.id);
            const role = u.roles?.[0]?.code ?? u.role ?? '';
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
