import type { Id } from '@mandate/domain';
import { Card, Heading, Link, Stack } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { paths } from '../../routes/paths';
import { formatSubmitTo, messages } from './ApplicationCreate.messages';
import { submittableVacanciesAtom } from './application.atoms';

/**
 * The candidate page's entry to a submission (issue 16 §3): the consultant's active vacancies they
 * are accepted on and that take candidates, each a link to the submission page with this
 * candidate. Nothing when there are none (or while they load).
 */
export function SubmitToVacancy({ candidateId }: { candidateId: Id }) {
  const intl = useIntl();
  const vacancies = useAtomValue(submittableVacanciesAtom);
  if (vacancies.length === 0) return null;
  return (
    <Card>
      <Stack gap="medium">
        <Heading level={2}>{intl.formatMessage(messages.chooseVacancy)}</Heading>
        <Stack gap="small" as="ul">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id}>
              <Link href={paths.candidateApplicationCreate(vacancy.id, candidateId)}>{formatSubmitTo(intl, vacancy.title)}</Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
