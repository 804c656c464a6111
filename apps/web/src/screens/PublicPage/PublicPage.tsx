import { Heading, Stack, Text } from '@mandate/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './PublicPage.css';

const messages = defineMessages({
  soon: {
    id: 'web.publicPage.soon',
    defaultMessage: 'The content of this page is being written.',
    description: 'Body of a public page whose content does not exist yet',
  },
});

/** A public page of 001 §2.3: its title as the heading; the content follows with the marketing texts. */
export function PublicPage({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <Stack gap="medium">
        <Heading level={1}>{intl.formatMessage(title)}</Heading>
        <Text tone="secondary">{intl.formatMessage(messages.soon)}</Text>
      </Stack>
    </main>
  );
}
