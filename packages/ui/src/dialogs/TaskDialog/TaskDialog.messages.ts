import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.taskDialog.title',
    defaultMessage: 'Edit task',
    description: 'Title of the dialog that changes a task’s title, due date and note (001 §7.8 "Tasks: PUT edit")',
  },
  taskTitle: { id: 'ui.taskDialog.taskTitle', defaultMessage: 'Task', description: 'Label of the task’s title (required)' },
  dueDate: {
    id: 'ui.taskDialog.dueDate',
    defaultMessage: 'Due date',
    description: 'Label of the day the task is due (not required: no date)',
  },
  note: { id: 'ui.taskDialog.note', defaultMessage: 'Note', description: 'Label of the task’s free-text note (not required)' },
  cancel: { id: 'ui.taskDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the task dialog' },
  save: { id: 'ui.taskDialog.save', defaultMessage: 'Save', description: 'Confirm button of the task dialog: saves the task' },
});

const typed = defineMessages<{ intro: { vacancy: string } }>({
  intro: {
    id: 'ui.taskDialog.intro',
    defaultMessage: 'On the vacancy “{vacancy}”.',
    description: 'Line at the top of the task dialog naming the vacancy the task is about; {vacancy} is its title',
  },
});

/** "On the vacancy “Head of …”." */
export function formatIntro(intl: IntlShape, vacancy: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { vacancy });
}
