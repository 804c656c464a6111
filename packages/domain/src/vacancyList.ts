import { isAdmin, isRecruiter, type Actor } from './permissions';

/**
 * Who may download the vacancy list as a spreadsheet (`POST /job/export`): the employer side and
 * admins. A search consultant's list holds other companies' vacancies: they read it, but do not
 * export it (as the consultant list's export is the admins', 001 §6).
 */
export function canExportVacancyList(user: Pick<Actor, 'roles'>): boolean {
  return isAdmin(user) || !isRecruiter(user);
}

/** Who opens the monitoring page of every vacancy (`/dashboard/monitoring`): admins. */
export function canOpenMonitoring(user: Pick<Actor, 'roles'>): boolean {
  return isAdmin(user);
}
