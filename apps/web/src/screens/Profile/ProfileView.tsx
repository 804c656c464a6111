import { viewUser } from '@mandate/api-client';
import { Card, Heading, Stack } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { api } from '../../session/session';
import * as styles from './ProfileView.css';

const messages = defineMessages({
  email: { id: 'web.profile.email', defaultMessage: 'E-mail', description: 'Label of the e-mail address on a profile' },
  position: { id: 'web.profile.position', defaultMessage: 'Position', description: 'Label of the position on a profile' },
  organization: { id: 'web.profile.organization', defaultMessage: 'Organisation', description: 'Label of the organisation on a profile' },
});

/** `GET /user/{id}/view` per id; failures go to the global error handler. */
const profileAtoms = new Map<number, ReturnType<typeof createProfileAtom>>();
function createProfileAtom(id: number) {
  const profile = atomWithQuery(() => ({ queryKey: ['user', id], queryFn: () => viewUser(api, id), retry: false, staleTime: 30_000 }));
  profile.debugLabel = `profile:${id}`;
  return profile;
}
function profileAtom(id: number) {
  let profile = profileAtoms.get(id);
  if (!profile) profileAtoms.set(id, (profile = createProfileAtom(id)));
  return profile;
}

/** A user profile (/dashboard/profile/{id}/view): name, e-mail, position and organisation. */
export default function ProfileView() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data: user } = useAtomValue(profileAtom(Number.isInteger(id) ? id : 0));
  return (
    <main className={styles.page}>
      {user ? (
        <Stack gap="large">
          <Heading level={1}>{user.fullName ?? user.name ?? ''}</Heading>
          <Card>
            <dl className={styles.facts}>
              <dt>{intl.formatMessage(messages.email)}</dt>
              <dd>{user.username}</dd>
              {user.position ? (
                <>
                  <dt>{intl.formatMessage(messages.position)}</dt>
                  <dd>{user.position}</dd>
                </>
              ) : null}
              {user.organization ? (
                <>
                  <dt>{intl.formatMessage(messages.organization)}</dt>
                  <dd>{user.organization.name}</dd>
                </>
              ) : null}
            </dl>
          </Card>
        </Stack>
      ) : null}
    </main>
  );
}
