import { Plugin, PluginKey, type EditorState } from 'prosemirror-state';

/** An open suggestion: `@` mention or `:` emoji, with the typed query and the range it replaces. */
export interface Suggestion {
  trigger: '@' | ':';
  query: string;
  from: number;
  to: number;
}

export const suggestKey = new PluginKey<Suggestion | null>('suggest');

/** The suggestion at the cursor: `@` plus up to 30 letters, or `:` plus 2–30 letters, after a space or at the block start. */
export function findSuggestion(state: EditorState): Suggestion | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const $from = selection.$from;
  if (!$from.parent.isTextblock) return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\uFFFC');
  const match = /(?:^|\s)([@:])([\p{L}\p{N}_+-]*)$/u.exec(before);
  if (!match) return null;
  const trigger = match[1] as '@' | ':';
  const query = match[2]!;
  if (query.length > 30 || (trigger === ':' && query.length < 2)) return null;
  return { trigger, query, from: $from.pos - query.length - 1, to: $from.pos };
}

/**
 * Tracks the suggestion at the cursor and lets the dropdown take ArrowUp/ArrowDown/Enter/Tab/Escape
 * while it is open (`onKey` answers whether it handled the key).
 */
export function suggestPlugin(onKey: (key: string) => boolean): Plugin<Suggestion | null> {
  return new Plugin<Suggestion | null>({
    key: suggestKey,
    state: {
      init: (_, state) => findSuggestion(state),
      apply: (tr, _value, _old, state) => (tr.getMeta(suggestKey) === 'close' ? null : findSuggestion(state)),
    },
    props: {
      handleKeyDown: (view, event) => {
        if (!suggestKey.getState(view.state)) return false;
        if (!['ArrowUp', 'ArrowDown', 'Enter', 'Tab', 'Escape'].includes(event.key)) return false;
        return onKey(event.key);
      },
    },
  });
}
