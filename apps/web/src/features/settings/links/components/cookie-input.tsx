import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Icon } from '../../../../components/ui/icons.js';
import { COOKIE_NAMES } from '../cookies.js';

export type CookieMode = 'paste' | 'fields';

export interface CookieValues {
  mode: CookieMode;
  pasted: string;
  uid: string;
  token: string;
}

export const EMPTY_COOKIES: CookieValues = { mode: 'paste', pasted: '', uid: '', token: '' };

export interface CookieInputProps {
  value: CookieValues;
  onChange: (value: CookieValues) => void;
  /** Id of the message that explains what is wrong with the input, if anything. */
  errorId?: string;
  disabled?: boolean;
}

/**
 * The cookies, either as the one string a browser shows (`ltuid_v2=…; ltoken_v2=…`) or as the two
 * values in two fields; a pair of radio buttons switches between the two ways, keeping what was
 * typed in each.
 */
export function CookieInput({ value, onChange, errorId, disabled = false }: CookieInputProps) {
  const { t } = useTranslation('links');
  const id = useId();
  const [showToken, setShowToken] = useState(false);
  const invalid = errorId ? true : undefined;
  const set = (patch: Partial<CookieValues>) => onChange({ ...value, ...patch });

  return (
    <div className="cookie-input">
      <fieldset className="link-mode" disabled={disabled}>
        <legend className="link-field__label">{t('form.mode.label')}</legend>
        <div className="link-mode__track">
          {(['paste', 'fields'] as const).map((mode) => (
            <label
              key={mode}
              className={`link-mode__option${value.mode === mode ? ' link-mode__option--on' : ''}`}
            >
              <input
                type="radio"
                className="link-mode__radio"
                name={`${id}-mode`}
                value={mode}
                checked={value.mode === mode}
                onChange={() => set({ mode })}
              />
              <span>{t(`form.mode.${mode}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {value.mode === 'paste' ? (
        <div className="link-field">
          <label className="link-field__label" htmlFor={`${id}-cookie`}>
            {t('form.cookie')}
          </label>
          <textarea
            id={`${id}-cookie`}
            className="link-field__input link-field__input--area"
            rows={3}
            value={value.pasted}
            onChange={(event) => set({ pasted: event.target.value })}
            placeholder={`${COOKIE_NAMES.uid}=…; ${COOKIE_NAMES.token}=…`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={errorId}
          />
        </div>
      ) : (
        <div className="link-field__pair">
          <div className="link-field">
            <label className="link-field__label" htmlFor={`${id}-uid`}>
              {t('form.ltuid')}
            </label>
            <input
              id={`${id}-uid`}
              className="link-field__input"
              inputMode="numeric"
              value={value.uid}
              onChange={(event) => set({ uid: event.target.value })}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              disabled={disabled}
              aria-invalid={invalid}
              aria-describedby={errorId}
            />
          </div>
          <div className="link-field">
            <label className="link-field__label" htmlFor={`${id}-token`}>
              {t('form.ltoken')}
            </label>
            <div className="link-field__control">
              <input
                id={`${id}-token`}
                className="link-field__input link-field__input--with-action"
                type={showToken ? 'text' : 'password'}
                value={value.token}
                onChange={(event) => set({ token: event.target.value })}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                disabled={disabled}
                aria-invalid={invalid}
                aria-describedby={errorId}
              />
              <button
                type="button"
                className="link-field__action"
                aria-label={t('form.showToken')}
                aria-pressed={showToken}
                onClick={() => setShowToken((shown) => !shown)}
                disabled={disabled}
              >
                <Icon name={showToken ? 'eyeOff' : 'eye'} />
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
