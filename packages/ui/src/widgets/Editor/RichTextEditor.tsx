import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover as AriaPopover,
  ToggleButton,
  Toolbar,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { dropCursor } from 'prosemirror-dropcursor';
import { gapCursor } from 'prosemirror-gapcursor';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { splitListItem } from 'prosemirror-schema-list';
import { EditorState, type Command } from 'prosemirror-state';
import {
  addColumnAfter,
  addRowAfter,
  columnResizing,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  mergeCells,
  splitCell,
  tableEditing,
} from 'prosemirror-tables';
import { EditorView } from 'prosemirror-view';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { fieldStyles } from '../../primitives/Field';
import { TextField } from '../../primitives/TextField';
import * as styles from './RichTextEditor.css';
import { colourMessages, formatHeading, formatMenuValue, messages } from './RichTextEditor.messages';
import {
  alignOf,
  blockTypeOf,
  indent,
  insertRule,
  insertTable,
  isInside,
  isMarkActive,
  markAttrs,
  setAlign,
  setBlock,
  setLink,
  setMark,
  toggle,
  toggleBlockquote,
  toggleList,
} from './commands';
import { emojis, suggestEmoji, withSkinTone } from './emoji';
import { docToHtml, htmlToDoc } from './html';
import { alignments, colours, fontFamilies, fontSizes, safeUrl, schema, type Alignment, type Colour } from './schema';
import { suggestKey, suggestPlugin, type Suggestion } from './suggest';

/** Someone to @mention. */
export interface Mention {
  id: string;
  label: string;
}
/** Who can be mentioned for a query (the spec's feed; empty by default). */
export type MentionFeed = (query: string) => readonly Mention[] | Promise<readonly Mention[]>;

/** Not a text: the conventional mark of a required field (the editor itself says aria-required). */
const REQUIRED_MARK = ' *';

export const editorToolbars = ['simple', 'full'] as const;
export type EditorToolbar = (typeof editorToolbars)[number];

export interface RichTextEditorProps {
  /** The visible label above the editor. */
  label: string;
  /** Initial HTML (sanitised on the way in). @default null */
  defaultValue?: string | null;
  /** Called with the HTML after each change, `null` when the text is empty (001 §5). @default undefined */
  onChange?: (html: string | null) => void;
  /** The simple or the full toolbar (001 §9). @default 'simple' */
  toolbar?: EditorToolbar;
  /** People for @mentions. @default () => [] */
  mentionFeed?: MentionFeed;
  /** Shown while the editor is empty. @default undefined */
  placeholder?: string;
  /** Help below the editor. @default undefined */
  description?: string;
  /** Error below the editor (marks it invalid). @default undefined */
  errorMessage?: string;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Shown below the editor, e.g. an Uploader for a message's attachments. @default undefined */
  attachments?: ReactNode;
  /** Puts the cursor in the text once the editor is there (the first field of a dialog). @default false */
  autoFocus?: boolean;
}

const glyphs = {
  bold: 'B',
  italic: 'I',
  underline: 'U',
  strike: 'S',
  link: '🔗',
  numberedList: '#',
  bulletedList: '•',
  emoji: '☺',
  undo: '↶',
  redo: '↷',
  fontSize: '↕',
  fontFamily: 'F',
  fontColour: 'A',
  backgroundColour: '▇',
  subscript: '₂',
  superscript: '²',
  horizontalLine: '―',
  table: '▦',
  highlight: '▮',
  blockquote: '❝',
  alignment: '≡',
  outdent: '⇤',
  indent: '⇥',
} as const;
type Tool = keyof typeof glyphs;

function Glyph({ tool }: { tool: Tool }) {
  if (tool === 'link')
    return (
      <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M6.5 9.5l3-3M7 5l1-1a2.5 2.5 0 013.5 3.5l-1 1M9 11l-1 1a2.5 2.5 0 01-3.5-3.5l1-1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    );
  return (
    <span aria-hidden="true" className={styles.glyph}>
      {glyphs[tool]}
    </span>
  );
}

interface MenuEntry {
  id: string;
  label: string;
  swatch?: string;
}

function ToolMenu({
  label,
  tool,
  text,
  items,
  selected,
  onAction,
  isDisabled,
}: {
  label: string;
  tool: Tool;
  text?: string;
  items: readonly MenuEntry[];
  selected?: string;
  onAction: (id: string) => void;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  return (
    <MenuTrigger>
      <AriaButton className={styles.tool} aria-label={text ? formatMenuValue(intl, label, text) : label} isDisabled={isDisabled}>
        {text ? <span aria-hidden="true">{text}</span> : <Glyph tool={tool} />}
      </AriaButton>
      <AriaPopover placement="bottom start" offset={4}>
        <Menu
          className={styles.menu}
          aria-label={label}
          items={items}
          {...(selected !== undefined ? { selectionMode: 'single' as const, selectedKeys: [selected] } : {})}
          onAction={(key: Key) => onAction(String(key))}
        >
          {(item) => (
            <MenuItem id={item.id} textValue={item.label} className={styles.menuItem}>
              {item.swatch ? <span aria-hidden="true" className={styles.swatch} style={{ background: item.swatch }} /> : null}
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </AriaPopover>
    </MenuTrigger>
  );
}

function LinkForm({ state, run, isDisabled }: { state: EditorState; run: (command: Command) => void; isDisabled: boolean }) {
  const intl = useIntl();
  const current = markAttrs(state, schema.marks.link!);
  const [href, setHref] = useState('');
  const [download, setDownload] = useState(false);
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) return;
        setHref((current?.href as string | undefined) ?? '');
        setDownload(Boolean(current?.download));
      }}
    >
      <ToggleButton
        className={styles.tool}
        aria-label={intl.formatMessage(messages.link)}
        isSelected={current !== null}
        isDisabled={isDisabled}
      >
        <Glyph tool="link" />
      </ToggleButton>
      <AriaPopover placement="bottom start" offset={4} className={styles.menu}>
        <Dialog aria-label={intl.formatMessage(messages.link)}>
          {({ close }) => (
            <form
              className={styles.popoverForm}
              onSubmit={(event) => {
                event.preventDefault();
                const url = safeUrl(href);
                if (url) run(setLink(url, download));
                close();
              }}
            >
              <TextField label={intl.formatMessage(messages.linkUrl)} value={href} onChange={setHref} autoFocus />
              <Checkbox isSelected={download} onChange={setDownload}>
                {intl.formatMessage(messages.linkDownload)}
              </Checkbox>
              <div className={styles.popoverActions}>
                {current ? (
                  <Button
                    variant="ghost"
                    size="small"
                    onPress={() => {
                      run(setLink(null));
                      close();
                    }}
                  >
                    {intl.formatMessage(messages.linkRemove)}
                  </Button>
                ) : null}
                <Button type="submit" size="small" isDisabled={safeUrl(href) === null}>
                  {intl.formatMessage(messages.linkSave)}
                </Button>
              </div>
            </form>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}

function EmojiPicker({ run, isDisabled }: { run: (command: Command) => void; isDisabled: boolean }) {
  const intl = useIntl();
  return (
    <DialogTrigger>
      <AriaButton className={styles.tool} aria-label={intl.formatMessage(messages.emoji)} isDisabled={isDisabled}>
        <Glyph tool="emoji" />
      </AriaButton>
      <AriaPopover placement="bottom start" offset={4} className={styles.menu}>
        <Dialog aria-label={intl.formatMessage(messages.emoji)}>
          {({ close }) => (
            <div className={styles.emojiGrid}>
              {emojis.map((emoji) => (
                <AriaButton
                  key={emoji.char}
                  className={styles.emojiButton}
                  aria-label={emoji.names[0]}
                  onPress={() => {
                    const text = withSkinTone(emoji);
                    run((state, dispatch) => {
                      dispatch?.(state.tr.insertText(text));
                      return true;
                    });
                    close();
                  }}
                >
                  {withSkinTone(emoji)}
                </AriaButton>
              ))}
            </div>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}

function EditorToolbarView({
  state,
  run,
  full,
  isDisabled,
  onEscape,
}: {
  state: EditorState;
  run: (command: Command) => void;
  full: boolean;
  isDisabled: boolean;
  /** Escape in the toolbar: back to the text. */
  onEscape: () => void;
}) {
  const intl = useIntl();
  const t = (tool: Tool) => intl.formatMessage(messages[tool]);
  const mark = (name: 'strong' | 'em' | 'underline' | 'strike' | 'subscript' | 'superscript' | 'highlight', tool: Tool) => (
    <ToggleButton
      className={styles.tool}
      aria-label={t(tool)}
      isSelected={isMarkActive(state, schema.marks[name]!)}
      onChange={() => run(toggle(name))}
      isDisabled={isDisabled}
    >
      <Glyph tool={tool} />
    </ToggleButton>
  );
  const action = (tool: Tool, command: Command) => (
    <AriaButton className={styles.tool} aria-label={t(tool)} onPress={() => run(command)} isDisabled={isDisabled || !command(state)}>
      <Glyph tool={tool} />
    </AriaButton>
  );
  const blockLevels = full ? [1, 2, 3, 4, 5, 6] : [1, 2, 3];
  const blockItems: MenuEntry[] = [
    { id: 'paragraph', label: intl.formatMessage(messages.paragraph) },
    ...blockLevels.map((level) => ({ id: `h${level}`, label: formatHeading(intl, level) })),
  ];
  const blockType = blockTypeOf(state);
  const colourItems = (markName: 'color' | 'backgroundColor'): MenuEntry[] =>
    [
      { id: 'default', label: intl.formatMessage(messages.default) },
      ...(Object.keys(colours) as Colour[]).map((name) => ({
        id: name,
        label: intl.formatMessage(colourMessages[name]),
        swatch: colours[name],
      })),
    ].map((e) => ({ ...e, id: `${markName}:${e.id}` }));
  const setColour = (id: string) => {
    const [markName, name] = id.split(':') as ['color' | 'backgroundColor', Colour | 'default'];
    run(setMark(schema.marks[markName]!, name === 'default' ? null : { color: colours[name] }));
  };
  const alignLabels: Record<Alignment, string> = {
    left: intl.formatMessage(messages.alignLeft),
    center: intl.formatMessage(messages.alignCenter),
    right: intl.formatMessage(messages.alignRight),
    justify: intl.formatMessage(messages.alignJustify),
  };
  const tableActions: Record<string, Command> = {
    insertTable: insertTable(2, 2),
    addColumn: addColumnAfter,
    addRow: addRowAfter,
    deleteColumn,
    deleteRow,
    mergeCells,
    splitCell,
    deleteTable,
  };
  const inTable = isInside(state, 'table');
  const tableItems = (Object.keys(tableActions) as (keyof typeof messages)[])
    .filter((key) => (key === 'insertTable' ? !inTable : inTable))
    .map((key) => ({ id: key, label: intl.formatMessage(messages[key]) }));
  const size = markAttrs(state, schema.marks.fontSize!)?.size as number | undefined;
  const family = (markAttrs(state, schema.marks.fontFamily!)?.family as string | undefined) ?? 'default';

  return (
    // Escape in the toolbar goes back to the text (Alt+F10 in the text comes here, as in CKEditor).
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && (event.target as HTMLElement).closest('[role="toolbar"]')) onEscape();
      }}
    >
      <Toolbar aria-label={intl.formatMessage(messages.toolbar)} className={styles.toolbar}>
        {full ? action('undo', undo) : null}
        {full ? action('redo', redo) : null}
        {full ? <span className={styles.separator} /> : null}
        <ToolMenu
          label={intl.formatMessage(messages.blockType)}
          tool="fontSize"
          text={blockItems.find((item) => item.id === blockType)?.label}
          items={blockItems}
          selected={blockType}
          onAction={(id) => run(setBlock(id))}
          isDisabled={isDisabled}
        />
        {full ? (
          <ToolMenu
            label={t('fontSize')}
            tool="fontSize"
            items={fontSizes.map((s) => ({
              id: String(s ?? 'default'),
              label: s === null ? intl.formatMessage(messages.default) : intl.formatNumber(s),
            }))}
            selected={String(size ?? 'default')}
            onAction={(id) => run(setMark(schema.marks.fontSize!, id === 'default' ? null : { size: Number(id) }))}
            isDisabled={isDisabled}
          />
        ) : null}
        {full ? (
          <ToolMenu
            label={t('fontFamily')}
            tool="fontFamily"
            items={Object.entries(fontFamilies).map(([id, css]) => ({
              id,
              label: css === null ? intl.formatMessage(messages.default) : css.split(',')[0]!.replace(/"/g, ''),
            }))}
            selected={family}
            onAction={(id) => run(setMark(schema.marks.fontFamily!, id === 'default' ? null : { family: id }))}
            isDisabled={isDisabled}
          />
        ) : null}
        {full ? (
          <ToolMenu label={t('fontColour')} tool="fontColour" items={colourItems('color')} onAction={setColour} isDisabled={isDisabled} />
        ) : null}
        {full ? (
          <ToolMenu
            label={t('backgroundColour')}
            tool="backgroundColour"
            items={colourItems('backgroundColor')}
            onAction={setColour}
            isDisabled={isDisabled}
          />
        ) : null}
        <span className={styles.separator} />
        {mark('strong', 'bold')}
        {mark('em', 'italic')}
        {mark('underline', 'underline')}
        {mark('strike', 'strike')}
        {full ? mark('subscript', 'subscript') : null}
        {full ? mark('superscript', 'superscript') : null}
        {full ? mark('highlight', 'highlight') : null}
        <LinkForm state={state} run={run} isDisabled={isDisabled} />
        <span className={styles.separator} />
        <ToggleButton
          className={styles.tool}
          aria-label={t('numberedList')}
          isSelected={isInside(state, 'ordered_list')}
          onChange={() => run(toggleList('ordered_list'))}
          isDisabled={isDisabled}
        >
          <Glyph tool="numberedList" />
        </ToggleButton>
        <ToggleButton
          className={styles.tool}
          aria-label={t('bulletedList')}
          isSelected={isInside(state, 'bullet_list')}
          onChange={() => run(toggleList('bullet_list'))}
          isDisabled={isDisabled}
        >
          <Glyph tool="bulletedList" />
        </ToggleButton>
        {full ? (
          <>
            <ToggleButton
              className={styles.tool}
              aria-label={t('blockquote')}
              isSelected={isInside(state, 'blockquote')}
              onChange={() => run(toggleBlockquote)}
              isDisabled={isDisabled}
            >
              <Glyph tool="blockquote" />
            </ToggleButton>
            <ToolMenu
              label={t('alignment')}
              tool="alignment"
              items={alignments.map((a) => ({ id: a, label: alignLabels[a] }))}
              selected={alignOf(state)}
              onAction={(id) => run(setAlign(id as Alignment))}
              isDisabled={isDisabled}
            />
            {action('outdent', indent(-1))}
            {action('indent', indent(1))}
            {action('horizontalLine', insertRule)}
            <ToolMenu
              label={t('table')}
              tool="table"
              items={tableItems}
              onAction={(id) => run(tableActions[id]!)}
              isDisabled={isDisabled}
            />
          </>
        ) : null}
        <EmojiPicker run={run} isDisabled={isDisabled} />
      </Toolbar>
    </div>
  );
}

/**
 * Rich text on ProseMirror (001 §9): the simple or the full toolbar, links (external ones open in a
 * new tab, https by default, Downloadable), `:` emoji suggestions (5, medium skin tone), `@`
 * mentions from a feed, HTML in and out through the schema (nothing else survives), `null` when
 * empty. Load it through `RichTextEditor` from the package index, which is a lazy chunk.
 */
export function RichTextEditorImpl({
  label,
  defaultValue = null,
  onChange,
  toolbar = 'simple',
  mentionFeed = () => [],
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  attachments,
  autoFocus = false,
}: RichTextEditorProps) {
  const intl = useIntl();
  const id = useId();
  const mount = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [active, setActive] = useState(0);
  const [mentions, setMentions] = useState<readonly Mention[]>([]);
  const keyHandler = useRef<(key: string) => boolean>(() => false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const disabledRef = useRef(isDisabled);
  disabledRef.current = isDisabled;

  useEffect(() => {
    const nextCell = (direction: 1 | -1): Command => goToNextCell(direction);
    const editorState = EditorState.create({
      doc: htmlToDoc(defaultValue),
      plugins: [
        suggestPlugin((key) => keyHandler.current(key)),
        history(),
        keymap({
          'Mod-z': undo,
          'Mod-y': redo,
          'Shift-Mod-z': redo,
          'Mod-b': toggle('strong'),
          'Mod-i': toggle('em'),
          'Mod-u': toggle('underline'),
          'Alt-F10': (_s, _d, view) => {
            view?.dom.closest('[data-editor-frame]')?.querySelector<HTMLElement>('[role="toolbar"] button:not([disabled])')?.focus();
            return true;
          },
          Tab: nextCell(1),
          'Shift-Tab': nextCell(-1),
          Enter: splitListItem(schema.nodes.list_item!),
          'Shift-Enter': chainCommands(exitCode, (s, dispatch) => {
            dispatch?.(s.tr.replaceSelectionWith(schema.nodes.hard_break!.create()).scrollIntoView());
            return true;
          }),
        }),
        keymap(baseKeymap),
        dropCursor(),
        gapCursor(),
        columnResizing(),
        tableEditing(),
      ],
    });
    const view = new EditorView(mount.current!, {
      state: editorState,
      editable: () => !disabledRef.current,
      attributes: (s) => ({
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(description ? { 'aria-describedby': `${id}-description` } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        ...(s.doc.childCount === 1 && s.doc.firstChild!.isTextblock && s.doc.firstChild!.content.size === 0 ? { 'data-empty': '' } : {}),
      }),
      dispatchTransaction: (tr) => {
        const next = view.state.apply(tr);
        view.updateState(next);
        setState(next);
        if (tr.docChanged) onChangeRef.current?.(docToHtml(next.doc));
      },
    });
    viewRef.current = view;
    setState(view.state);
    if (autoFocus) view.focus();
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The editor is created once; later changes of defaultValue are ignored like an input's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.setProps({ editable: () => !isDisabled });
    view.dom.setAttribute('aria-disabled', String(isDisabled));
    view.dom.setAttribute('aria-invalid', String(Boolean(errorMessage)));
    view.dom.setAttribute('aria-required', String(isRequired));
  }, [isDisabled, errorMessage, isRequired, state]);

  const suggestion: Suggestion | null = state ? (suggestKey.getState(state) ?? null) : null;
  const mentionQuery = suggestion?.trigger === '@' ? suggestion.query : null;
  useEffect(() => {
    if (mentionQuery === null) return;
    let live = true;
    void Promise.resolve(mentionFeed(mentionQuery)).then((list) => {
      if (live) setMentions(list.filter((m) => m.label.toLowerCase().includes(mentionQuery.toLowerCase())).slice(0, 10));
    });
    return () => {
      live = false;
    };
  }, [mentionQuery, mentionFeed]);
  useEffect(() => setActive(0), [suggestion?.trigger, suggestion?.query]);

  const options: { key: string; label: string; insert: () => void }[] = [];
  if (suggestion && viewRef.current) {
    const view = viewRef.current;
    if (suggestion.trigger === ':') {
      for (const emoji of suggestEmoji(suggestion.query))
        options.push({
          key: emoji.char,
          label: `${withSkinTone(emoji)} ${emoji.names[0]!}`,
          insert: () => view.dispatch(view.state.tr.insertText(withSkinTone(emoji), suggestion.from, suggestion.to)),
        });
    } else {
      for (const person of mentions)
        options.push({
          key: person.id,
          label: person.label,
          insert: () =>
            view.dispatch(
              view.state.tr
                .replaceWith(suggestion.from, suggestion.to, [
                  schema.nodes.mention!.create({ id: person.id, label: person.label }),
                  schema.text(' '),
                ])
                .scrollIntoView(),
            ),
        });
    }
  }
  keyHandler.current = (key) => {
    if (!suggestion) return false;
    if (key === 'Escape') {
      viewRef.current?.dispatch(viewRef.current.state.tr.setMeta(suggestKey, 'close'));
      return true;
    }
    if (options.length === 0) return false;
    if (key === 'ArrowDown') setActive((i) => (i + 1) % options.length);
    else if (key === 'ArrowUp') setActive((i) => (i - 1 + options.length) % options.length);
    else options[Math.min(active, options.length - 1)]!.insert();
    return true;
  };

  const run = (command: Command) => {
    const view = viewRef.current;
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };

  let position: { left: number; top: number } | null = null;
  if (suggestion && viewRef.current && mount.current && (options.length > 0 || suggestion.trigger === '@')) {
    const at = viewRef.current.coordsAtPos(suggestion.from);
    const box = mount.current.parentElement!.getBoundingClientRect();
    position = { left: at.left - box.left, top: at.bottom - box.top + 4 };
  }

  // The text box points screen readers at the open list and its active option.
  const activeOption = position && options.length > 0 ? `${id}-option-${Math.min(active, options.length - 1)}` : null;
  useEffect(() => {
    const dom = viewRef.current?.dom;
    if (!dom) return;
    if (activeOption) {
      dom.setAttribute('aria-controls', `${id}-suggestions`);
      dom.setAttribute('aria-activedescendant', activeOption);
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [activeOption, id]);

  return (
    <div className={styles.root}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        {isRequired ? <span aria-hidden="true">{REQUIRED_MARK}</span> : null}
      </span>
      <div
        className={styles.frame}
        data-editor-frame=""
        data-invalid={errorMessage ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
      >
        {state ? (
          <EditorToolbarView
            state={state}
            run={run}
            full={toolbar === 'full'}
            isDisabled={isDisabled}
            onEscape={() => viewRef.current?.focus()}
          />
        ) : null}
        <div className={styles.content} ref={mount} />
        {position ? (
          <ul
            id={`${id}-suggestions`}
            role="listbox"
            aria-label={intl.formatMessage(messages.suggestions)}
            className={styles.suggestions}
            style={position}
          >
            {options.length === 0 ? (
              <li role="option" aria-selected="false" aria-disabled="true" className={styles.suggestion}>
                {intl.formatMessage(messages.noMentions)}
              </li>
            ) : (
              options.map((option, index) => (
                <li
                  key={option.key}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={styles.suggestion}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    option.insert();
                  }}
                >
                  {option.label}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {errorMessage ? <p className={styles.error}>{errorMessage}</p> : null}
      {attachments ? <div className={styles.attachments}>{attachments}</div> : null}
    </div>
  );
}

export default RichTextEditorImpl;
