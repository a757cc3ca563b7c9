import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icons.js';
import { useToast } from '../../components/ui/toast.js';
import { ApiError } from '../../lib/api-client.js';
import { browser } from '../../lib/browser.js';
import { retcodeInfo } from '@chronicle/contract';
import { useLogin } from './api/login.js';
import './login-form.css';

/** The documented demo account (README, docs/reference/product.md#demo-accounts). */
export const DEMO_ACCOUNT = { account: 'traveler', password: 'traveler-demo' } as const;

/** Account + password form; success reloads the page, failure shows the retcode's message. */
export function LoginForm() {
  const { t } = useTranslation(['common', 'errors']);
  const toast = useToast();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const errorId = useId();
  const accountId = useId();
  const passwordId = useId();

  const mutation = useLogin({
    onCheck: () => setChecking(true),
    onSuccess: () => browser.reload(),
    onError: (failure) => {
      setChecking(false);
      // The catalogue's key for the retcode (`errors.badCredentials` → `badCredentials`).
      const key =
        failure instanceof ApiError
          ? (retcodeInfo(failure.retcode).key.slice('errors.'.length) as 'generic')
          : 'loading_failed';
      setError(t(`errors:${key}`, { defaultValue: t('errors:generic') }));
      toast(t('login.failed'), 'error');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setError(null);
    mutation.mutate({ account: account.trim(), password });
  };

  const pending = mutation.isPending || mutation.isSuccess;

  return (
    <form
      className="login-form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={error ? errorId : undefined}
    >
      <div className="field">
        <label className="field__label" htmlFor={accountId}>
          {t('login.account')}
        </label>
        <input
          id={accountId}
          className="field__input"
          name="account"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder={t('login.accountPlaceholder')}
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          aria-invalid={error ? true : undefined}
          data-autofocus
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={passwordId}>
          {t('login.password')}
        </label>
        <div className="field__control">
          <input
            id={passwordId}
            className="field__input field__input--with-action"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
          <button
            type="button"
            className="field__action"
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((value) => !value)}
          >
            <Icon name={showPassword ? 'eyeOff' : 'eye'} />
          </button>
        </div>
      </div>
      {error ? (
        <p className="login-form__error" id={errorId} role="alert">
          <Icon name="alert" />
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        disabled={pending || account.trim() === '' || password === ''}
        aria-busy={pending || undefined}
      >
        {checking && pending
          ? t('login.checking')
          : pending
            ? t('login.submitting')
            : t('login.submit')}
      </Button>
      {checking && pending ? (
        <p className="login-form__hint" role="status">
          <Icon name="info" />
          {t('login.checkingHint')}
        </p>
      ) : null}
      <p className="login-form__hint">
        <Icon name="sparkle" />
        {t('login.demoHint', DEMO_ACCOUNT)}
      </p>
    </form>
  );
}
