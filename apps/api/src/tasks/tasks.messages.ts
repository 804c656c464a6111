/** Texts of the tasks' refusals. */
import { catalog } from '../http/catalog';

export const taskTexts = catalog({
  'task-done': { en: 'The task is done already.', de: 'Die Aufgabe ist bereits erledigt.' },
});
