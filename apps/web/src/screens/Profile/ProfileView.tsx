import { Card, PageHeader, Stack, SummaryList } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { page } from '../page.css';
import { profileAtom } from './profile.atoms';

const messages = defineMessages({
  email: { id: 'web.profile.email', defaultMessage: 'E-mail', description: 'Label of the e-mail address on a profile' },
  position: { id: 'web.profile.position', defaultMessage: 'Position', description: 'Label of the position on a profile' },
  organization: { id: 'web.profile.organization', defaultMessage: 'Organisation', description: 'Label of the organisation on a profile' },
});

/** A user profile (/dashboard/profile/{id}/view): name, e-mail, position and organisation. */
export default function ProfileView() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const user = useAtomValue(profileAtom(Number.isInteger(id) ? id : 0));
  return (
    <main className={page}>
      {user ? (
        <Stack gap="large">
          <PageHeader title={user.fullName ?? user.name ?? ''} />
          <Card>
            <SummaryList
              items={[
                { id: 'email', label: intl.formatMessage(messages.email), value: user.username },
                { id: 'position', label: intl.formatMessage(messages.position), value: user.position },
                { id: 'organization', label: intl.formatMessage(messages.organization), value: user.organization?.name },
              ]}
            />
          </Card>
        </Stack>
      ) : null}
    </main>
  );
}
