import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import type { Attrs, MarkType, Node } from 'prosemirror-model';
import { liftListItem, sinkListItem, wrapInList } from 'prosemirror-schema-list';
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { MAX_INDENT, schema, type Alignment } from './schema';

/** Whether a mark is on at the cursor or across the selection. */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The attributes of a mark at the cursor, or null. */
export function markAttrs(state: EditorState, type: MarkType): Attrs | null {
  const { $from, from, to, empty } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks())?.attrs ?? null;
  let found: Attrs | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    found ??= type.isInSet(node.marks)?.attrs ?? null;
  });
  return found;
}

/** Sets a valued mark (font size, colour…) on the selection, or removes it with `null`. */
export function setMark(type: MarkType, attrs: Attrs | null): Command {
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (!dispatch) return true;
    const tr = state.tr;
    if (empty) {
      tr.removeStoredMark(type);
      if (attrs) tr.addStoredMark(type.create(attrs));
    } else {
      tr.removeMark(from, to, type);
      if (attrs) tr.addMark(from, to, type.create(attrs));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** The block type at the cursor: 'paragraph' or 'h1'…'h6'. */
export function blockTypeOf(state: EditorState): string {
  const parent = state.selection.$from.parent;
  return parent.type === schema.nodes.heading ? `h${parent.attrs.level as number}` : 'paragraph';
}

/** Turns the blocks of the selection into a paragraph or a heading. */
export function setBlock(kind: string): Command {
  const level = /^h([1-6])$/.exec(kind);
  return level ? setBlockType(schema.nodes.heading!, { level: Number(level[1]) }) : setBlockType(schema.nodes.paragraph!);
}

function eachTextblock(state: EditorState, fn: (node: Node, pos: number) => void) {
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.isTextblock && 'align' in node.attrs) fn(node, pos);
    return !node.isTextblock;
  });
}

/** Aligns the blocks of the selection ('left' clears the alignment). */
export function setAlign(align: Alignment): Command {
  return (state, dispatch) => {
    if (dispatch) {
      const tr = state.tr;
      eachTextblock(state, (node, pos) => tr.setNodeMarkup(pos, undefined, { ...node.attrs, align: align === 'left' ? null : align }));
      dispatch(tr);
    }
    return true;
  };
}

/** The alignment at the cursor. */
export const alignOf = (state: EditorState): Alignment => (state.selection.$from.parent.attrs.align as Alignment | null) ?? 'left';

/** Indents (+1) or outdents (−1): list items move a level, other blocks get a left margin. */
export function indent(delta: 1 | -1): Command {
  return (state, dispatch) => {
    const item = schema.nodes.list_item!;
    if (delta > 0 && sinkListItem(item)(state, dispatch)) return true;
    if (delta < 0 && liftListItem(item)(state, dispatch)) return true;
    let changed = false;
    const tr = state.tr;
    eachTextblock(state, (node, pos) => {
      const next = Math.max(0, Math.min(MAX_INDENT, (node.attrs.indent as number) + delta));
      if (next !== node.attrs.indent) {
        changed = true;
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
      }
    });
    if (changed && dispatch) dispatch(tr);
    return changed;
  };
}

/** Wraps in or lifts out of a list. */
export function toggleList(kind: 'ordered_list' | 'bullet_list'): Command {
  return (state, dispatch) => {
    const type = schema.nodes[kind]!;
    const { $from } = state.selection;
    for (let d = $from.depth; d > 0; d--) {
      const node = $from.node(d);
      if (node.type === type) return liftListItem(schema.nodes.list_item!)(state, dispatch);
    }
    return wrapInList(type)(state, dispatch);
  };
}

/** Whether the cursor is inside a node of the type. */
export function isInside(state: EditorState, name: string): boolean {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d--) if ($from.node(d).type.name === name) return true;
  return false;
}

/** Wraps in or lifts out of a block quote. */
export const toggleBlockquote: Command = (state, dispatch) =>
  isInside(state, 'blockquote') ? lift(state, dispatch) : wrapIn(schema.nodes.blockquote!)(state, dispatch);

/** Inserts a horizontal line. */
export const insertRule: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(schema.nodes.horizontal_rule!.create()).scrollIntoView());
  return true;
};

/** Inserts an empty table (header-less, rows × cols). */
export function insertTable(rows = 2, cols = 2): Command {
  return (state, dispatch) => {
    const { table, table_row, table_cell, paragraph } = schema.nodes;
    const row = () =>
      table_row!.create(
        null,
        Array.from({ length: cols }, () => table_cell!.create(null, paragraph!.create())),
      );
    if (!dispatch) return true;
    const tr = state.tr.replaceSelectionWith(table!.create(null, Array.from({ length: rows }, row)));
    // Put the cursor in the first cell of the new table.
    let at = -1;
    tr.doc.nodesBetween(0, tr.selection.from, (node, pos) => {
      if (node.type === table) at = pos;
    });
    if (at >= 0) tr.setSelection(TextSelection.near(tr.doc.resolve(at + 4)));
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** Sets, changes or (with `href` null) removes the link around the selection or at the cursor. */
export function setLink(href: string | null, download = false): Command {
  return (state, dispatch) => {
    const type = schema.marks.link!;
    let { from, to } = state.selection;
    if (state.selection.empty) {
      // Extend over the link at the cursor.
      const $pos = state.selection.$from;
      const start = $pos.parent.childAfter($pos.parentOffset);
      if (!start.node || !type.isInSet(start.node.marks)) {
        if (!href) return false;
        if (dispatch) {
          const text = schema.text(href, [type.create({ href, download })]);
          dispatch(state.tr.replaceSelectionWith(text, false));
        }
        return true;
      }
      from = $pos.start() + start.offset;
      to = from + start.node.nodeSize;
    }
    if (dispatch) {
      const tr = state.tr.removeMark(from, to, type);
      if (href) tr.addMark(from, to, type.create({ href, download }));
      dispatch(tr);
    }
    return true;
  };
}

export const toggle = (name: keyof typeof schema.marks): Command => toggleMark(schema.marks[name]!);
