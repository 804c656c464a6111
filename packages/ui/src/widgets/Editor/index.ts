export { RichTextEditor } from './LazyRichTextEditor';
export type { RichTextEditorProps, Mention, MentionFeed, EditorToolbar } from './RichTextEditor';
