import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { useDescribeError } from '../../../../app/error-message.js';
import { Button } from '../../../../components/ui/button.js';
import { Icon } from '../../../../components/ui/icons.js';
import { useToast } from '../../../../components/ui/toast.js';
import { currentLang } from '../../../../lib/i18n.js';
import { useLinkAccount } from '../api/link-mutations.js';
import type { UpstreamHost, UpstreamLink } from '../api/upstream-links.js';
import { cookieFromParts, hasCookiePair, linkLangs } from '../cookies.js';
import { CookieInput, EMPTY_COOKIES, type CookieValues } from './cookie-input.js';
import { LockGlyph } from './glyphs.js';
import { HelpSteps } from './help-steps.js';

const STEPS = ['1', '2', '3', '4'] as const;

/** The cookie string the form sends, or undefined when the input lacks one of the two cookies. */
function cookieOf(values: CookieValues): string | undefined {
  if (values.mode === 'fields') return cookieFromParts(values.uid, values.token);
  const pasted = values.pasted.trim();
  return hasCookiePair(pasted) ? pasted : undefined;
}

export interface LinkFormProps {
  /** The configured upstreams; at least one. */
  hosts: readonly UpstreamHost[];
  onLinked?: (link: UpstreamLink) => void;
}

/**
 * Links an upstream account: the upstream (a choice when the server offers several), the cookies
 * in one of two ways, how to find them, and what happens to them. The server's refusal shows under
 * the fields in the words of its retcode.
 */
export function LinkForm({ hosts, onLinked }: LinkFormProps) {
  const { t, i18n } = useTranslation('links');
  const toast = useToast();
  const describeError = useDescribeError();
  const link = useLinkAccount();
  const id = useId();
  const errorId = `${id}-error`;
  const [upstream, setUpstream] = useState(hosts[0]?.name ?? '');
  const [cookies, setCookies] = useState<CookieValues>(EMPTY_COOKIES);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = hosts.find((host) => host.name === upstream) ?? hosts[0];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (link.isPending || !chosen) return;
    const cookie = cookieOf(cookies);
    if (!cookie) {
      setProblem(t('form.missing'));
      return;
    }
    setProblem(null);
    link.mutate(
      { upstream: chosen.name, cookie, langs: linkLangs(currentLang(i18n)) },
      {
        onSuccess: ({ link: created }) => {
          toast(t('toast.linked'), 'success');
          setCookies((values) => ({ ...EMPTY_COOKIES, mode: values.mode }));
          onLinked?.(created);
        },
        onError: (error) => setProblem(describeError(error).message),
      },
    );
  };

  return (
    <form
      className="link-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={link.isPending || undefined}
    >
      <p className="links__text">{t('form.intro')}</p>

      {hosts.length > 1 ? (
        <div className="link-field">
          <label className="link-field__label" htmlFor={`${id}-upstream`}>
            {t('form.upstream')}
          </label>
          <select
            id={`${id}-upstream`}
            className="link-field__input link-field__select"
            value={chosen?.name}
            onChange={(event) => setUpstream(event.target.value)}
            disabled={link.isPending}
          >
            {hosts.map((host) => (
              <option key={host.name} value={host.name}>
                {host.name}
              </option>
            ))}
          </select>
          {chosen ? <p className="link-field__hint">{chosen.origin}</p> : null}
        </div>
      ) : chosen ? (
        <p className="link-form__upstream">
          <span className="link-field__label">{t('form.upstream')}</span>
          <span className="link-form__upstream-name">{chosen.name}</span>
          <span className="link-field__hint">{chosen.origin}</span>
        </p>
      ) : null}

      <CookieInput
        value={cookies}
        onChange={(values) => {
          setCookies(values);
          if (problem) setProblem(null);
        }}
        errorId={problem ? errorId : undefined}
        disabled={link.isPending}
      />

      {problem ? (
        <p className="link-form__error" id={errorId} role="alert">
          <Icon name="alert" />
          <span>{problem}</span>
        </p>
      ) : null}

      <HelpSteps
        summary={t('form.help.summary')}
        steps={STEPS.map((step) => t(`form.help.steps.${step}`))}
        note={t('form.help.warning')}
      />

      <p className="link-form__privacy">
        <LockGlyph />
        <span>{t('form.privacy')}</span>
      </p>

      <div className="link-form__submit">
        <Button
          type="submit"
          variant="primary"
          disabled={link.isPending}
          aria-busy={link.isPending || undefined}
        >
          {link.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
