import { isApiError, type PublicVacancy } from '@mandate/api-client';
import { Button, Card, EmptyState, InlineAlert, Stack, Text, VacancyCard, VacancyCardList, VacancyCardSkeleton } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import * as styles from './Home.css';
import { messages } from './Home.messages';
import { publicVacanciesAtom, retryPublicVacanciesAtom } from './publicVacancies.atoms';

const placeOf = (vacancy: PublicVacancy) => [vacancy.place?.city, vacancy.place?.country?.label].filter(Boolean).join(', ') || null;

/** The public vacancies (`GET /job/public-list`): each links to the login, which leads to the vacancy's page. */
function PublicVacancies() {
  const intl = useIntl();
  const vacancies = useAtomValue(publicVacanciesAtom);
  const retry = useSetAtom(retryPublicVacanciesAtom);
  const title = intl.formatMessage(messages.vacanciesTitle);
  let body;
  if (vacancies.error) {
    const message = isApiError(vacancies.error) ? vacancies.error.serverMessage : null;
    body = (
      <InlineAlert
        tone="critical"
        action={
          <Button size="small" variant="secondary" onPress={() => retry()}>
            {intl.formatMessage(messages.vacanciesRetry)}
          </Button>
        }
      >
        {message ?? intl.formatMessage(messages.vacanciesFailed)}
      </InlineAlert>
    );
  } else if (vacancies.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={intl.formatMessage(messages.vacanciesLoading)}>
        <VacancyCardSkeleton count={3} />
      </div>
    );
  } else if (vacancies.items.length === 0) {
    body = <EmptyState title={intl.formatMessage(messages.vacanciesEmpty)} />;
  } else {
    body = (
      <Stack gap="small">
        <VacancyCardList aria-label={title}>
          {vacancies.items.map((vacancy) => (
            <VacancyCard
              key={vacancy.id}
              title={vacancy.title}
              href={paths.login(paths.vacancy(vacancy.id))}
              organization={vacancy.organization?.name ?? null}
              place={placeOf(vacancy)}
              positions={vacancy.positionCount}
              publicationDate={vacancy.publicationDate}
            />
          ))}
        </VacancyCardList>
        {vacancies.total > vacancies.items.length ? (
          <Text size="small" tone="secondary">
            {intl.formatMessage(messages.vacanciesMore as MessageDescriptor, {
              shown: intl.formatNumber(vacancies.items.length),
              total: intl.formatNumber(vacancies.total),
            })}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Card title={title}>
      <Stack gap="medium">
        <Text tone="secondary">{intl.formatMessage(messages.vacanciesHint)}</Text>
        {body}
      </Stack>
    </Card>
  );
}

/** The public home page: the product, the login, and the open public vacancies. */
export function Home() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.tagline} />
      </p>
      <Link to={paths.login()} className={styles.cta}>
        <FormattedMessage {...messages.login} />
      </Link>
      <div className={styles.vacancies}>
        <PublicVacancies />
      </div>
    </main>
  );
}
