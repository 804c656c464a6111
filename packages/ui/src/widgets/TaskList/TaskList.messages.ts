import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.taskList.label', defaultMessage: 'Tasks', description: 'Accessible name of the list of tasks' },
  empty: { id: 'ui.taskList.empty', defaultMessage: 'No open tasks', description: 'Shown when the user has no open task' },
  emptyHint: {
    id: 'ui.taskList.emptyHint',
    defaultMessage: 'Requests to approve, applications to review and offers waiting for an answer appear here.',
    description: 'Explains which tasks will appear in the empty task list',
  },
  loading: { id: 'ui.taskList.loading', defaultMessage: 'Loading tasks…', description: 'Screen-reader text while the tasks load' },
  failed: { id: 'ui.taskList.failed', defaultMessage: 'The tasks could not be loaded.', description: 'The task list failed to load' },
  retry: { id: 'ui.taskList.retry', defaultMessage: 'Try again', description: 'Button: load the tasks again after a failure' },
  approveRecruiter: {
    id: 'ui.taskList.approveRecruiter',
    defaultMessage: 'Approve or reject the request of {about}',
    description: 'Task: the employer decides on a search consultant’s request to work on a vacancy; about = the consultant',
  },
  reviewApplication: {
    id: 'ui.taskList.reviewApplication',
    defaultMessage: 'Review the application of {about}',
    description: 'Task: the employer reviews a new application; about = the candidate',
  },
  answerOffer: {
    id: 'ui.taskList.answerOffer',
    defaultMessage: 'Report the answer of {about} to the offer',
    description: 'Task: the search consultant brings back the candidate’s answer to an offer; about = the candidate',
  },
  someone: { id: 'ui.taskList.someone', defaultMessage: 'a deleted user', description: 'Stands for the person of a task when unknown' },
  vacancy: { id: 'ui.taskList.vacancy', defaultMessage: 'Vacancy: {title}', description: 'The vacancy a task belongs to' },
  due: { id: 'ui.taskList.due', defaultMessage: 'Due {date}', description: 'When a task is due' },
  overdue: { id: 'ui.taskList.overdue', defaultMessage: 'Overdue', description: 'Badge of a task past its due date' },
  edit: { id: 'ui.taskList.edit', defaultMessage: 'Edit', description: 'Button: change a task’s title, due date and note' },
  editFor: {
    id: 'ui.taskList.editFor',
    defaultMessage: 'Edit: {task}',
    description: 'Accessible name of the edit button, naming the task',
  },
  complete: { id: 'ui.taskList.complete', defaultMessage: 'Mark as done', description: 'Button: complete a task' },
  completeFor: {
    id: 'ui.taskList.completeFor',
    defaultMessage: 'Mark as done: {task}',
    description: 'Accessible name of the complete button, naming the task',
  },
});
