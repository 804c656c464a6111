import type { Collection, Key, Node } from 'react-stately';

/** One choice of a Select (its id, its visible label, whether it can be chosen). */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/**
 * The options as a flat react-stately collection, without React Aria Components' collection
 * builder: what the closed Select needs for its value, the hidden native select, typeahead and the
 * arrow keys on the trigger (the same shape as react-stately's `ListCollection`). When the list
 * first opens, the popover chunk replaces it with RAC's collection of the same keys (decision 0037).
 */
export class OptionCollection implements Collection<Node<SelectOption>> {
  private readonly nodes: Node<SelectOption>[];
  private readonly byKey = new Map<Key, Node<SelectOption>>();

  constructor(items: readonly SelectOption[]) {
    this.nodes = items.map((item, index) => ({
      type: 'item',
      key: item.id,
      value: item,
      textValue: item.label,
      rendered: item.label,
      'aria-label': undefined,
      index,
      level: 0,
      hasChildNodes: false,
      childNodes: [],
      props: { children: item.label },
      prevKey: items[index - 1]?.id ?? null,
      nextKey: items[index + 1]?.id ?? null,
      parentKey: null,
    }));
    for (const node of this.nodes) this.byKey.set(node.key, node);
  }
  *[Symbol.iterator]() {
    yield* this.nodes;
  }
  get size() {
    return this.nodes.length;
  }
  getKeys() {
    return this.byKey.keys();
  }
  getItem(key: Key) {
    return this.byKey.get(key) ?? null;
  }
  at(index: number) {
    return this.nodes[index] ?? null;
  }
  getKeyBefore(key: Key) {
    return this.byKey.get(key)?.prevKey ?? null;
  }
  getKeyAfter(key: Key) {
    return this.byKey.get(key)?.nextKey ?? null;
  }
  getFirstKey() {
    return this.nodes[0]?.key ?? null;
  }
  getLastKey() {
    return this.nodes[this.nodes.length - 1]?.key ?? null;
  }
  getChildren(): Iterable<Node<SelectOption>> {
    return [];
  }
}
