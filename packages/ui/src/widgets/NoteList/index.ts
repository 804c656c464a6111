export { NoteList } from './NoteList';
export type { NoteListItem, NoteListProps } from './NoteList';
