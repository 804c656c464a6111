import type { CurrentUser } from '@mandate/domain';
import { Badge, Card, Heading, Inline, Stack, Text } from '@mandate/ui';
import { useIntl } from 'react-intl';
import * as styles from './Dashboard.css';
import { formatWelcome, messages } from './Dashboard.messages';

/** The home dashboard (/dashboard/index/my-mandate): who is signed in, in which organisation and roles. */
export default function Dashboard({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <Stack gap="large">
        <Heading level={1}>{formatWelcome(intl, user.name)}</Heading>
        {user.owner ? <Badge tone="caution">{intl.formatMessage(messages.switchedBy)}</Badge> : null}
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
          </Stack>
        </Card>
      </Stack>
    </main>
  );
}
