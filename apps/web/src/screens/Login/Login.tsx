import { isApiError } from '@mandate/api-client';
import { Button, InlineAlert, LoadingOverlay, TextField, formatDomainText } from '@mandate/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { isSafeRedirect, paths } from '../../routes/paths';
import { loginAtom, loginWithOtpAtom, loginWithTokenAtom, requestOtpAtom } from '../../session/session';
import * as styles from './Login.css';
import { messages } from './Login.messages';

type Mode = 'password' | 'otp-request' | 'otp-code';

const loadValidation = () => import('./loginValidation');
/** The validation chunk loads when the user starts typing, so it is there by the time they submit. */
const prefetchValidation = () => void loadValidation();

/**
 * Login (001 §7.1): e-mail and password; or a code mailed on request; or a one-time link
 * (`?token=…&resetPassword=true`). Goes to `redirectUrl` or the home dashboard.
 */
export function Login() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useSetAtom(loginAtom);
  const loginOtp = useSetAtom(loginWithOtpAtom);
  const loginToken = useSetAtom(loginWithTokenAtom);
  const sendCode = useSetAtom(requestOtpAtom);
  const [mode, setMode] = useState<Mode>('password');
  const [values, setValues] = useState({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const token = search.get('token');
  const tokenTried = useRef(false);

  const done = () => {
    const target = search.get('redirectUrl');
    void navigate(isSafeRedirect(target) ? target : paths.myDashboard(), { replace: true });
  };
  const fail = (error: unknown) => {
    if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
    setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : intl.formatMessage(messages.failed));
  };

  useEffect(() => {
    if (!token || tokenTried.current) return;
    tokenTried.current = true;
    loginToken({ token, resetPassword: search.get('resetPassword') === 'true' }).then(done, (error: unknown) => {
      if (isApiError(error, 'unauthorized')) fail(error);
      void navigate(paths.login(), { replace: true });
    });
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input =
      mode === 'password'
        ? { username: values.username, password: values.password }
        : mode === 'otp-request'
          ? { username: values.username }
          : { username: values.username, code: values.code };
    const { validateLogin } = await loadValidation();
    const checked = validateLogin(mode, input);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, id]) => [field, formatDomainText(intl, id)])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (mode === 'password') {
        await login(checked.value as { username: string; password: string });
        done();
      } else if (mode === 'otp-request') {
        setNotice(await sendCode({ username: values.username }));
        setMode('otp-code');
      } else {
        await loginOtp(checked.value as { username: string; code: string });
        done();
      }
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  if (token && !failure) return <LoadingOverlay fullPage label={intl.formatMessage(messages.linkLogin)} />;

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={run} noValidate>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        {failure ? <InlineAlert tone="critical">{failure}</InlineAlert> : null}
        {notice && mode === 'otp-code' ? <p role="status">{notice}</p> : null}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          name="username"
          autoComplete="username"
          isRequired
          isReadOnly={mode === 'otp-code'}
          value={values.username}
          onChange={(username) => {
            prefetchValidation();
            setValues((v) => ({ ...v, username }));
          }}
          errorMessage={errors.username}
        />
        {mode === 'password' ? (
          <TextField
            label={intl.formatMessage(messages.password)}
            type="password"
            name="password"
            autoComplete="current-password"
            isRequired
            value={values.password}
            onChange={(password) => {
              prefetchValidation();
              setValues((v) => ({ ...v, password }));
            }}
            errorMessage={errors.password}
          />
        ) : null}
        {mode === 'otp-code' ? (
          <TextField
            label={intl.formatMessage(messages.code)}
            name="code"
            autoComplete="one-time-code"
            isRequired
            value={values.code}
            onChange={(code) => setValues((v) => ({ ...v, code }))}
            errorMessage={errors.code}
          />
        ) : null}
        <Button type="submit" isPending={pending} fullWidth>
          {intl.formatMessage(mode === 'otp-request' ? messages.sendCode : messages.submit)}
        </Button>
        <Button
          variant="ghost"
          onPress={() => {
            setErrors({});
            setFailure(null);
            setMode(mode === 'password' ? 'otp-request' : 'password');
          }}
        >
          {intl.formatMessage(mode === 'password' ? messages.useCode : messages.usePassword)}
        </Button>
      </form>
    </main>
  );
}
