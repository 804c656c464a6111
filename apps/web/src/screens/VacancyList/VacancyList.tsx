import { can, canExportVacancyList, isAdmin, isRecruiter } from '@mandate/domain';
import { useAtomValue } from 'jotai';
import type { ScreenPrefetch } from '../../routes/prefetch';
import { currentUserAtom } from '../../session/session';
import { VacancyListPage, vacancyListFirstAtoms, type ListViewer } from './VacancyListPage';

const viewerOf = (user: NonNullable<Parameters<typeof isAdmin>[0]>): ListViewer =>
  isAdmin(user) ? 'admin' : isRecruiter(user) ? 'consultant' : 'employer';

/**
 * The vacancy list (`/dashboard/vacancies`): an employer's own (and their organisation's, where
 * allowed), a consultant's (the vacancies they have a relation with), an admin's all — as the
 * server's visibility rule answers `POST /job/list`.
 */
export default function VacancyList() {
  const user = useAtomValue(currentUserAtom).data;
  if (!user) return null;
  return <VacancyListPage mode="list" viewer={viewerOf(user)} canExport={canExportVacancyList(user)} canCreate={can(user, 'job-create')} />;
}

/** The page, statistics and filter values of the address, asked for before the first render (decision 0035). */
export const prefetch: ScreenPrefetch = async ({ url, user }) => {
  const signedIn = await user();
  return signedIn ? vacancyListFirstAtoms(url.searchParams, viewerOf(signedIn), false) : [];
};
