import { Button } from '@mandate/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './Home.css';
import { messages } from './Home.messages';

/** The public home page. */
export function Home() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.tagline} />
      </p>
      <Button variant="primary">
        <FormattedMessage {...messages.login} />
      </Button>
    </main>
  );
}
