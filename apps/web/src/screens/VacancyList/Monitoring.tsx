import { canOpenMonitoring } from '@mandate/domain';
import { EmptyState, Link, PageHeader, Stack } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { paths } from '../../routes/paths';
import { currentUserAtom } from '../../session/session';
import { page as pageStyle } from '../page.css';
import { monitoringMessages } from './Monitoring.messages';
import { messages } from './VacancyList.messages';
import { VacancyListPage } from './VacancyListPage';

/**
 * Monitoring (`/dashboard/monitoring`, 001 §2.2): every vacancy with the columns of the monitoring
 * export and the export itself, for admins. Anyone else is told they may not; nothing is loaded.
 */
export default function Monitoring() {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom).data;
  if (!user) return null;
  if (canOpenMonitoring(user)) return <VacancyListPage mode="monitoring" viewer="admin" canExport />;
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={intl.formatMessage(monitoringMessages.title)}
          back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
        />
        <EmptyState
          titleLevel={2}
          title={intl.formatMessage(monitoringMessages.forbiddenTitle)}
          description={intl.formatMessage(monitoringMessages.forbidden)}
          action={<Link href={paths.vacancies()}>{intl.formatMessage(monitoringMessages.toList)}</Link>}
        />
      </Stack>
    </main>
  );
}
