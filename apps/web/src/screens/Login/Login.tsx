import { isApiError } from '@mandate/api-client';
import { loginSchema, validate } from '@mandate/domain';
import { Button, TextField, formatDomainText } from '@mandate/ui';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../routes/paths';
import { loginAtom } from '../../session/session';
import * as styles from './Login.css';
import { messages } from './Login.messages';

/** Login with e-mail and password (001 §7.1); goes to `redirectUrl` or the home dashboard. */
export function Login() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useSetAtom(loginAtom);
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(loginSchema, values);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, id]) => [field, formatDomainText(intl, id)])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await login(checked.value);
      const target = search.get('redirectUrl');
      navigate(target && target.startsWith('/') && !target.startsWith('//') ? target : paths.myDashboard(), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors);
      setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : intl.formatMessage(messages.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        {failure ? (
          <div role="alert" className={styles.error}>
            {failure}
          </div>
        ) : null}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          name="username"
          autoComplete="username"
          isRequired
          value={values.username}
          onChange={(username) => setValues((v) => ({ ...v, username }))}
          errorMessage={errors.username}
        />
        <TextField
          label={intl.formatMessage(messages.password)}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          errorMessage={errors.password}
        />
        <Button type="submit" isPending={pending} fullWidth>
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
    </main>
  );
}
