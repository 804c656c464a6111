export { TaskList, taskText } from './TaskList';
export type { TaskListItem, TaskListProps } from './TaskList';
