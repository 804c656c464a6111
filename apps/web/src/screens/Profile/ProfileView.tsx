import { isApiError } from '@mandate/api-client';
import { Button, Card, InlineAlert, PageHeader, Stack, Text, UserInfoCard } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { messages as errorMessages } from '../../errors/errors.messages';
import { paths } from '../../routes/paths';
import { NotesSection } from '../Notes/NotesSection';
import { page as pageStyle } from '../page.css';
import { PageSkeleton } from '../PageStates';
import { messages } from './Profile.messages';
import { isConsultantProfile, profilePageAtom } from './profile.atoms';
import { Testimonials } from './Testimonials';

/**
 * A user's profile (`/dashboard/profile/{id}/view`, 001 §2.6, §7.8): name, position and
 * organisation in the header, "Send private message" for another user; the person's card (avatar,
 * badges, member since, company, place, contact where the server and the popover's rules allow it,
 * rating and statistics); a search consultant's testimonials; the notes of the viewer's
 * organisation on another user.
 */
export default function ProfileView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const page = useAtomValue(profilePageAtom(Number.isInteger(id) && id > 0 ? id : 0));
  const { user, viewer } = page;

  if (page.error && !user) {
    // 403 and 404 are this page's to say (the profile cannot be shown): the server's words or the
    // error catalogue's default. Any other failure the global error handler announces (000 §8); the
    // page then only says what is missing and offers to try again, so nothing is announced twice.
    const error = isApiError(page.error) ? page.error : null;
    const ownError = error?.kind === 'forbidden' || error?.kind === 'not-found';
    const retry = (
      <Button size="small" variant="secondary" onPress={page.retry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    );
    return (
      <main className={pageStyle}>
        <Stack gap="large">
          <PageHeader
            title={intl.formatMessage(messages.unavailable)}
            back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
          />
          {ownError ? (
            <InlineAlert tone="critical" action={retry}>
              {error.serverMessage ?? intl.formatMessage(error.kind === 'forbidden' ? errorMessages.accessDenied : errorMessages.notFound)}
            </InlineAlert>
          ) : (
            <Card>
              <Stack gap="small">
                <Text>{intl.formatMessage(messages.failed)}</Text>
                <div>{retry}</div>
              </Stack>
            </Card>
          )}
        </Stack>
      </main>
    );
  }

  if (!user || !viewer) {
    return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="50%" cards={[6]} />;
  }

  const name = user.fullName ?? user.name ?? user.username;
  const facts = [user.position, user.organization?.name].filter((fact): fact is string => Boolean(fact));
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={name}
          back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
          facts={facts}
          primaryAction={
            page.isOwn ? null : (
              <Button variant="secondary" onPress={() => void navigate(paths.messagesWithUser(user.id))}>
                {intl.formatMessage(messages.sendMessage)}
              </Button>
            )
          }
        />
        <Card title={intl.formatMessage(messages.about)}>
          <UserInfoCard user={user} viewer={viewer} profileHref={paths.profile(user.id)} />
        </Card>
        {isConsultantProfile(user) ? <Testimonials consultantId={user.id} consultantName={name} isOwn={page.isOwn} /> : null}
        {page.isOwn ? null : <NotesSection type="user" linkedId={user.id} />}
      </Stack>
    </main>
  );
}
