import type { ApiClient } from '@mandate/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { atom, type WritableAtom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { apiAtom } from '../session/tokens';
import { reportNoticeAtom, type Notice } from './notices';
import { formCallOptions, toFormRefusal } from './refusal';

/** What an action does: its call, what it changes, and what it tells the user. */
export interface ActionDefinition<A, R> {
  /** A name for the devtools (`putVacancyOnHold`). */
  debugLabel: string;
  /** The API client call; `options` leaves refusals to the form (see `formCallOptions`). */
  run: (api: ApiClient, args: A, options: typeof formCallOptions) => Promise<R>;
  /** The queries the change makes stale; they refetch while the page stays. */
  invalidates: (args: A, result: R) => readonly QueryKey[];
  /** The success bar. @default none */
  notice?: (args: A, result: R) => Notice;
}

/**
 * A verb action atom (docs/adding-a-screen.md): calls the API client, invalidates the affected
 * queries, asks for a success bar, and rethrows a refusal as the design system's `FormRefusal` for
 * the dialog that started it. Every write of a screen is one of these, so none of them repeats the
 * sequence.
 */
export function actionAtom<A, R>(definition: ActionDefinition<A, R>): WritableAtom<null, [A], Promise<R>> {
  const action = atom(null, async (get, set, args: A) => {
    let result: R;
    try {
      result = await definition.run(get(apiAtom), args, formCallOptions);
    } catch (error) {
      throw toFormRefusal(error);
    }
    const client = get(queryClientAtom);
    await Promise.all(definition.invalidates(args, result).map((queryKey) => client.invalidateQueries({ queryKey })));
    if (definition.notice) set(reportNoticeAtom, definition.notice(args, result));
    return result;
  });
  action.debugLabel = definition.debugLabel;
  return action;
}
