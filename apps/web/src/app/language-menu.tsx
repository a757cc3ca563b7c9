import { useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { Button } from '../components/ui/button.js';
import { Icon } from '../components/ui/icons.js';
import { useDismiss } from '../components/ui/use-dismiss.js';
import { useLanguageSwitch } from './use-language.js';
import '../components/ui/menu.css';

/** The desktop header's language switcher: every language under its own name. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { options, current, choose } = useLanguageSwitch(open);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, rootRef, () => setOpen(false), triggerRef);
  const currentName = options.find((option) => option.value === current)?.name ?? current;
  return (
    <div className="menu" ref={rootRef}>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="sm"
        icon="globe"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={t('header.language.button', { name: currentName })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="lang-trigger__name">{currentName}</span>
        <Icon name="chevronDown" />
      </Button>
      {open ? (
        <div className="menu__panel lang-menu">
          <ul aria-label={t('header.language.label')}>
            {options.map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  className="menu__item"
                  lang={option.value}
                  aria-current={option.value === current ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    void choose(option.value);
                  }}
                >
                  {option.name}
                  {option.value === current ? <Icon name="check" className="menu__check" /> : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
