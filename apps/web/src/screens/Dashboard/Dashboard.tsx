import { can } from '@mandate/domain';
import { Badge, Button, Card, Heading, Inline, Stack, Text } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import { canSwitchUsersAtom, countersAtom, currentUserAtom, recentUsersAtom, switchBackAtom, switchUserAtom } from '../../session/session';
import * as styles from './Dashboard.css';
import { formatSwitchTo, formatWelcome, messages } from './Dashboard.messages';
import { messages as homeMessages } from './RoleHome.messages';
import { homeRoleOf } from './home.atoms';
import { AdminHome, ConsultantHome, EmployerHome } from './RoleHome';

// Only for users who may switch: its search field and form code are not home's first paint (decision 0036).
const SwitchUserPicker = lazy(async () => ({ default: (await import('./SwitchUserPicker')).SwitchUserPicker }));

/**
 * The home dashboard (/dashboard/index/my-mandate), per role (DESIGN.md "Home per role"): what needs
 * the person now first (an employer's waiting requests and applications and their vacancies by
 * status; a consultant's open invitations, answered here, and their vacancies; an admin's moderation
 * list and the monitoring entry), then the user, counters, recent users and the switch-user picker.
 */
export default function Dashboard() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom).data;
  const counters = useAtomValue(countersAtom).data;
  const canSwitch = useAtomValue(canSwitchUsersAtom);
  const recent = useAtomValue(recentUsersAtom);
  const switchUser = useSetAtom(switchUserAtom);
  const switchBack = useSetAtom(switchBackAtom);
  if (!user) return null;
  const role = homeRoleOf(user);
  return (
    <main className={styles.page}>
      <Stack gap="large">
        <Inline justify="space-between" gap="medium">
          <Heading level={1}>{formatWelcome(intl, user.name)}</Heading>
          {/* The employer's primary action: a new vacancy. */}
          {role === 'employer' && can(user, 'job-create') ? (
            <Button onPress={() => void navigate(paths.vacancyCreate())}>{intl.formatMessage(homeMessages.newVacancy)}</Button>
          ) : null}
        </Inline>
        {user.owner ? (
          <Inline gap="small">
            <Badge tone="caution">{intl.formatMessage(messages.switchedBy)}</Badge>
            <Button size="small" variant="secondary" onPress={() => void switchBack()}>
              {intl.formatMessage(messages.switchBack)}
            </Button>
          </Inline>
        ) : null}
        {role === 'employer' ? <EmployerHome /> : role === 'consultant' ? <ConsultantHome /> : <AdminHome />}
        <Card>
          <Stack gap="medium">
            {user.organization ? (
              <div>
                <Text size="small" tone="secondary">
                  {intl.formatMessage(messages.organization)}
                </Text>
                <Text>{user.organization.name}</Text>
              </div>
            ) : null}
            <div>
              <Text size="small" tone="secondary">
                {intl.formatMessage(messages.roles)}
              </Text>
              <Inline gap="xsmall">
                {user.roles.map((role) => (
                  <Badge key={role.code} tone="brand">
                    {role.code}
                  </Badge>
                ))}
              </Inline>
            </div>
            {counters ? (
              <dl className={styles.counters}>
                <div>
                  <dt>{intl.formatMessage(messages.invitations)}</dt>
                  <dd>{intl.formatNumber(counters.invitations)}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage(messages.unreadThreads)}</dt>
                  <dd>{intl.formatNumber(counters.unreadThreads)}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage(messages.openTasks)}</dt>
                  <dd>{intl.formatNumber(counters.openTasks)}</dd>
                </div>
              </dl>
            ) : null}
            <Link to={paths.profile(user.id)}>{intl.formatMessage(messages.myProfile)}</Link>
          </Stack>
        </Card>
        {canSwitch ? (
          <Card>
            <Stack gap="medium">
              <Heading level={2}>{intl.formatMessage(messages.recentUsers)}</Heading>
              {recent.length === 0 ? (
                <Text tone="secondary">{intl.formatMessage(messages.noRecentUsers)}</Text>
              ) : (
                <ul className={styles.list} aria-label={intl.formatMessage(messages.recentUsers)}>
                  {recent.map((r) => (
                    <li key={r.id} className={styles.row}>
                      <Link to={paths.profile(r.id)}>{r.name}</Link>
                      <Badge tone="neutral">{r.role}</Badge>
                      {r.id !== user.id ? (
                        <Button size="small" variant="secondary" onPress={() => void switchUser({ ...r, keepOwner: true })}>
                          {formatSwitchTo(intl, r.name)}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              <Heading level={2}>{intl.formatMessage(messages.switchUser)}</Heading>
              <Suspense fallback={null}>
                <SwitchUserPicker currentUserId={user.id} />
              </Suspense>
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </main>
  );
}
