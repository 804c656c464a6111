import type { Collection, Key, Node } from 'react-stately';

/** One choice of a Select (its id, its visible label, whether it can be chosen). */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/**
 * One option as a collection node. `childNodes` is a getter (on the prototype, not enumerable), as on
 * RAC's nodes, whose getter throws: React's development build compares a re-rendered component's
 * props a few levels deep, and when a node of ours replaced one of RAC's (new `items` after the
 * list had opened), an own `childNodes` key made it read RAC's getter and fail.
 */
class OptionNode implements Node<SelectOption> {
  readonly type = 'item';
  readonly key: Key;
  readonly value: SelectOption;
  readonly textValue: string;
  readonly rendered: string;
  readonly 'aria-label' = undefined;
  readonly level = 0;
  readonly hasChildNodes = false;
  readonly props: { children: string };
  readonly parentKey = null;

  constructor(
    item: SelectOption,
    readonly index: number,
    readonly prevKey: Key | null,
    readonly nextKey: Key | null,
  ) {
    this.key = item.id;
    this.value = item;
    this.textValue = item.label;
    this.rendered = item.label;
    this.props = { children: item.label };
  }
  get childNodes(): Iterable<Node<SelectOption>> {
    return [];
  }
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
    this.nodes = items.map((item, index) => new OptionNode(item, index, items[index - 1]?.id ?? null, items[index + 1]?.id ?? null));
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
