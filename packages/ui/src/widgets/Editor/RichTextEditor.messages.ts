import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** Toolbar labels and editor texts (001 §9: toolbar labels in EN and DE). */
export const messages = defineMessages({
  toolbar: { id: 'ui.editor.toolbar', defaultMessage: 'Formatting', description: 'Accessible name of the editor toolbar' },
  blockType: { id: 'ui.editor.blockType', defaultMessage: 'Heading', description: 'Menu of paragraph and heading levels' },
  paragraph: { id: 'ui.editor.paragraph', defaultMessage: 'Paragraph', description: 'Block type: normal paragraph' },
  bold: { id: 'ui.editor.bold', defaultMessage: 'Bold', description: 'Toolbar button' },
  italic: { id: 'ui.editor.italic', defaultMessage: 'Italic', description: 'Toolbar button' },
  underline: { id: 'ui.editor.underline', defaultMessage: 'Underline', description: 'Toolbar button' },
  strike: { id: 'ui.editor.strike', defaultMessage: 'Strikethrough', description: 'Toolbar button' },
  link: { id: 'ui.editor.link', defaultMessage: 'Link', description: 'Toolbar button that opens the link form' },
  linkUrl: { id: 'ui.editor.linkUrl', defaultMessage: 'Link URL', description: 'Field of the link form' },
  linkDownload: {
    id: 'ui.editor.linkDownload',
    defaultMessage: 'Downloadable',
    description: 'Checkbox of the link form: the link downloads the file',
  },
  linkSave: { id: 'ui.editor.linkSave', defaultMessage: 'Save', description: 'Applies the link' },
  linkRemove: { id: 'ui.editor.linkRemove', defaultMessage: 'Remove link', description: 'Removes the link at the cursor' },
  numberedList: { id: 'ui.editor.numberedList', defaultMessage: 'Numbered list', description: 'Toolbar button' },
  bulletedList: { id: 'ui.editor.bulletedList', defaultMessage: 'Bulleted list', description: 'Toolbar button' },
  emoji: { id: 'ui.editor.emoji', defaultMessage: 'Emoji', description: 'Toolbar button that opens the emoji list' },
  undo: { id: 'ui.editor.undo', defaultMessage: 'Undo', description: 'Toolbar button' },
  redo: { id: 'ui.editor.redo', defaultMessage: 'Redo', description: 'Toolbar button' },
  fontSize: { id: 'ui.editor.fontSize', defaultMessage: 'Font size', description: 'Toolbar menu' },
  fontFamily: { id: 'ui.editor.fontFamily', defaultMessage: 'Font family', description: 'Toolbar menu' },
  fontColour: { id: 'ui.editor.fontColour', defaultMessage: 'Font colour', description: 'Toolbar menu' },
  backgroundColour: { id: 'ui.editor.backgroundColour', defaultMessage: 'Background colour', description: 'Toolbar menu' },
  default: { id: 'ui.editor.default', defaultMessage: 'Default', description: 'Menu entry: no font size, family or colour of its own' },
  subscript: { id: 'ui.editor.subscript', defaultMessage: 'Subscript', description: 'Toolbar button' },
  superscript: { id: 'ui.editor.superscript', defaultMessage: 'Superscript', description: 'Toolbar button' },
  horizontalLine: { id: 'ui.editor.horizontalLine', defaultMessage: 'Horizontal line', description: 'Toolbar button' },
  table: { id: 'ui.editor.table', defaultMessage: 'Table', description: 'Toolbar menu of table actions' },
  insertTable: { id: 'ui.editor.insertTable', defaultMessage: 'Insert table', description: 'Table menu entry' },
  addColumn: { id: 'ui.editor.addColumn', defaultMessage: 'Insert column after', description: 'Table menu entry' },
  addRow: { id: 'ui.editor.addRow', defaultMessage: 'Insert row below', description: 'Table menu entry' },
  deleteColumn: { id: 'ui.editor.deleteColumn', defaultMessage: 'Delete column', description: 'Table menu entry' },
  deleteRow: { id: 'ui.editor.deleteRow', defaultMessage: 'Delete row', description: 'Table menu entry' },
  mergeCells: { id: 'ui.editor.mergeCells', defaultMessage: 'Merge cells', description: 'Table menu entry' },
  splitCell: { id: 'ui.editor.splitCell', defaultMessage: 'Split cell', description: 'Table menu entry' },
  deleteTable: { id: 'ui.editor.deleteTable', defaultMessage: 'Delete table', description: 'Table menu entry' },
  highlight: { id: 'ui.editor.highlight', defaultMessage: 'Highlight', description: 'Toolbar button' },
  blockquote: { id: 'ui.editor.blockquote', defaultMessage: 'Block quote', description: 'Toolbar button' },
  alignment: { id: 'ui.editor.alignment', defaultMessage: 'Text alignment', description: 'Toolbar menu' },
  alignLeft: { id: 'ui.editor.alignLeft', defaultMessage: 'Align left', description: 'Alignment menu entry' },
  alignCenter: { id: 'ui.editor.alignCenter', defaultMessage: 'Align center', description: 'Alignment menu entry' },
  alignRight: { id: 'ui.editor.alignRight', defaultMessage: 'Align right', description: 'Alignment menu entry' },
  alignJustify: { id: 'ui.editor.alignJustify', defaultMessage: 'Justify', description: 'Alignment menu entry' },
  outdent: { id: 'ui.editor.outdent', defaultMessage: 'Decrease indent', description: 'Toolbar button' },
  indent: { id: 'ui.editor.indent', defaultMessage: 'Increase indent', description: 'Toolbar button' },
  suggestions: {
    id: 'ui.editor.suggestions',
    defaultMessage: 'Suggestions',
    description: 'Accessible name of the @ mention and : emoji list',
  },
  noMentions: { id: 'ui.editor.noMentions', defaultMessage: 'No one found', description: 'The @ mention list has no match' },
  loading: { id: 'ui.editor.loading', defaultMessage: 'Loading editor…', description: 'Shown while the editor code loads' },
  loadingText: {
    id: 'ui.editor.loadingText',
    defaultMessage: 'Loading text…',
    description: 'Shown while the code that shows a formatted text loads',
  },
});

type Values = { heading: { level: number }; menuValue: { label: string; value: string } };
const withValues = defineMessages<Values>({
  heading: { id: 'ui.editor.heading', defaultMessage: 'Heading {level}', description: 'Block type: heading of a level 1–6' },
  menuValue: {
    id: 'ui.editor.menuValue',
    defaultMessage: '{label}: {value}',
    description: 'Accessible name of a toolbar menu that shows its current value, e.g. "Heading: Paragraph"',
  },
});

/** "Heading: Paragraph". */
export const formatMenuValue = (intl: IntlShape, label: string, value: string): string =>
  intl.formatMessage(withValues.menuValue as MessageDescriptor, { label, value });

/** "Heading 2". */
export const formatHeading = (intl: IntlShape, level: number): string =>
  intl.formatMessage(withValues.heading as MessageDescriptor, { level });

/** Names of the toolbar colours. */
export const colourMessages = defineMessages({
  black: { id: 'ui.editor.colour.black', defaultMessage: 'Black', description: 'Colour name' },
  grey: { id: 'ui.editor.colour.grey', defaultMessage: 'Dim grey', description: 'Colour name' },
  red: { id: 'ui.editor.colour.red', defaultMessage: 'Red', description: 'Colour name' },
  orange: { id: 'ui.editor.colour.orange', defaultMessage: 'Orange', description: 'Colour name' },
  yellow: { id: 'ui.editor.colour.yellow', defaultMessage: 'Yellow', description: 'Colour name' },
  green: { id: 'ui.editor.colour.green', defaultMessage: 'Light green', description: 'Colour name' },
  teal: { id: 'ui.editor.colour.teal', defaultMessage: 'Aquamarine', description: 'Colour name' },
  blue: { id: 'ui.editor.colour.blue', defaultMessage: 'Blue', description: 'Colour name' },
  purple: { id: 'ui.editor.colour.purple', defaultMessage: 'Purple', description: 'Colour name' },
  white: { id: 'ui.editor.colour.white', defaultMessage: 'White', description: 'Colour name' },
});
