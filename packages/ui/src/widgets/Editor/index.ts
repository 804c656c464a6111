export { RichTextEditor, RichTextView } from './LazyRichTextEditor';
export type { RichTextEditorProps, Mention, MentionFeed, EditorToolbar } from './RichTextEditor';
export type { RichTextViewProps } from './RichTextView';
