import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Button } from '../../../../components/ui/button.js';
import { Card } from '../../../../components/ui/card.js';
import type { UpstreamHost } from '../api/upstream-links.js';
import { LinkForm } from './link-form.js';

/**
 * "Link an account": open at once while nothing is linked; with links, folded behind "Link another
 * account" and folded again once the link is made (focus returns to that button).
 */
export function LinkFormCard({
  hosts,
  hasLinks,
}: {
  hosts: readonly UpstreamHost[];
  hasLinks: boolean;
}) {
  const { t } = useTranslation('links');
  const titleId = useId();
  const formId = useId();
  // Open from the start when nothing is linked, and kept open while a new link arrives in the list.
  const [unfolded, setUnfolded] = useState(!hasLinks);
  const toggle = useRef<HTMLButtonElement>(null);
  // After a link is made the toggle takes the focus, once it is there (the list updates after).
  const focusToggle = useRef(false);
  const open = !hasLinks || unfolded;

  useEffect(() => {
    if (!focusToggle.current || !toggle.current) return;
    focusToggle.current = false;
    toggle.current.focus();
  });

  if (hosts.length === 0) {
    return (
      <Card className="settings__card link-form-card" title={t('form.title')} titleId={titleId}>
        <p className="links__text">{t('form.noHosts')}</p>
      </Card>
    );
  }

  return (
    <Card
      className={`settings__card link-form-card${open ? '' : ' link-form-card--folded'}`}
      title={t('form.title')}
      titleId={titleId}
      action={
        hasLinks ? (
          <Button
            ref={toggle}
            variant="ghost"
            size="sm"
            icon={open ? 'chevronDown' : 'chevronRight'}
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => setUnfolded((value) => !value)}
          >
            {t('form.another')}
          </Button>
        ) : undefined
      }
    >
      {open ? (
        <div id={formId}>
          <LinkForm
            hosts={hosts}
            onLinked={() => {
              setUnfolded(false);
              focusToggle.current = true;
            }}
          />
        </div>
      ) : null}
    </Card>
  );
}
