import { can, canExportVacancyList, isAdmin, isRecruiter } from '@mandate/domain';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../session/session';
import { VacancyListPage } from './VacancyListPage';

/**
 * The vacancy list (`/dashboard/vacancies`): an employer's own (and their organisation's, where
 * allowed), a consultant's (the vacancies they have a relation with), an admin's all — as the
 * server's visibility rule answers `POST /job/list`.
 */
export default function VacancyList() {
  const user = useAtomValue(currentUserAtom).data;
  if (!user) return null;
  const viewer = isAdmin(user) ? 'admin' : isRecruiter(user) ? 'consultant' : 'employer';
  return <VacancyListPage mode="list" viewer={viewer} canExport={canExportVacancyList(user)} canCreate={can(user, 'job-create')} />;
}
