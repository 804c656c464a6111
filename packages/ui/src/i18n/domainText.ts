import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * A text of the domain's catalogue (`domain.*` ids: status labels, time phrases, validation
 * errors, refusal reasons). Those ids live in `@mandate/domain` (EN `domainMessages`, DE
 * `domainMessagesDe`, checked complete by its tests) and `uiMessages` merges them into every
 * locale, so they are formatted by id here rather than declared again with defineMessages.
 */
export function formatDomainText(intl: IntlShape, id: string, values?: Record<string, string | number>): string {
  const descriptor: MessageDescriptor = { id };
  return intl.formatMessage(descriptor, values);
}
