import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
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
      <Link to={paths.login()} className={styles.cta}>
        <FormattedMessage {...messages.login} />
      </Link>
    </main>
  );
}
