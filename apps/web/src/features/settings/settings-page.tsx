import type { GameConfig } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useDescribeError } from '../../app/error-message.js';
import { homeRoute } from '../../app/routes.js';
import { Card } from '../../components/ui/card.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ErrorState } from '../../components/ui/error-state.js';
import { Icon } from '../../components/ui/icons.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import '../../components/ui/state.css';
import { Link } from '../../lib/router/components.js';
import { useLocation } from '../../lib/router/hooks.js';
import { gameRecordCardQueryOptions, useSession } from '../../lib/session.js';
import { PrivacyEmblem } from './components/privacy-emblem.js';
import { ShareUidCard } from './components/share-uid-card.js';
import { SwitchRow } from './components/switch-row.js';
import { VisitorSummary } from './components/visitor-summary.js';
import { LinkedAccounts } from './links/linked-accounts.js';
import {
  CHRONICLE_SWITCH,
  dependsOnChronicle,
  isOn,
  orderedSwitches,
  visitorView,
} from './switches.js';
import './settings.css';
import { YourData } from './data/your-data.js';

/**
 * `/<game>/set`: the owner's data-privacy switches of the current game
 * (docs/reference/web-app.md#routes, docs/reference/privacy.md#privacy-switches).
 */
export function SettingsPage() {
  const session = useSession();
  if (session.isVisitor) return <VisitorRefusal game={session.game} />;
  if (session.status !== 'loggedIn' || session.uid === undefined) return <SettingsSkeleton />;
  return <OwnerSettings uid={session.uid} game={session.game} isMinor={session.isMinor} />;
}

/**
 * docs/reference/privacy.md#who-may-do-what: a visitor has no settings; the way back keeps the
 * visited uid in the query.
 */
function VisitorRefusal({ game }: { game: GameConfig }) {
  const { t } = useTranslation('settings');
  const { search } = useLocation();
  return (
    <div className="settings">
      <Card className="settings__card">
        <div className="state settings__refusal">
          <span className="settings__emblem settings__emblem--muted">
            <PrivacyEmblem />
          </span>
          <p className="state__message">{t('visitor.message')}</p>
          <p className="state__hint">{t('visitor.hint')}</p>
          <div className="state__action">
            <Link
              className="btn btn--secondary btn--md"
              to={{ pathname: homeRoute(game.key).href(), search }}
            >
              <Icon name="chevronLeft" className="btn__icon" />
              {t('visitor.back')}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div className="settings" aria-hidden="true">
      <Skeleton height={116} radius="var(--radius-lg)" className="settings__skeleton" />
      <Skeleton height={260} radius="var(--radius-lg)" className="settings__skeleton" />
    </div>
  );
}

function OwnerSettings({
  uid,
  game,
  isMinor,
}: {
  uid: string;
  game: GameConfig;
  isMinor: boolean;
}) {
  const { t } = useTranslation(['settings', 'games', 'common', 'links']);
  const describeError = useDescribeError();
  // The session reads the same query for the owner, so this asks the server nothing new.
  const cards = useQuery(gameRecordCardQueryOptions(uid));
  const switchesTitleId = useId();
  const minorTitleId = useId();

  if (cards.isPending) return <SettingsSkeleton />;
  if (cards.isError) {
    const problem = describeError(cards.error);
    return (
      <div className="settings">
        <Card className="settings__card">
          <ErrorState
            compact
            message={problem.message}
            tip={problem.tip}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void cards.refetch()}
          />
        </Card>
      </div>
    );
  }

  const card = cards.data.list.find((entry) => entry.game_id === game.id);
  const heading = <SettingsHeading game={game} />;
  // The linked accounts stay in one place of the tree whether or not a role exists yet, so an
  // import or a sync that brings the first role in keeps its summary on screen.
  if (!card?.has_role) {
    // A newcomer: linking an account or importing a file is how the roles arrive.
    return (
      <div className="settings">
        {heading}
        <Card className="settings__card">
          <EmptyState compact message={t('empty.message')} hint={t('links:newcomer')} />
        </Card>
        <LinkedAccounts key="linked-accounts" />
        <YourData />
      </div>
    );
  }

  const switches = orderedSwitches(card, game);
  const chronicleOn = isOn(switches, CHRONICLE_SWITCH);
  const texts = t('switches', { returnObjects: true }) as Readonly<
    Record<string, Readonly<Record<string, { title: string; description: string } | undefined>>>
  >;

  return (
    <div className="settings">
      {heading}

      {isMinor ? (
        <aside className="settings__minor" aria-labelledby={minorTitleId}>
          <span className="settings__minor-icon">
            <Icon name="info" />
          </span>
          <div>
            <h3 className="settings__minor-title" id={minorTitleId}>
              {t('minor.title')}
            </h3>
            <p className="settings__minor-text">{t('minor.text')}</p>
          </div>
        </aside>
      ) : null}

      <Card className="settings__card" title={t('switchesTitle')} titleId={switchesTitleId}>
        {switches.length > 0 ? (
          <ul className="settings__switches">
            {switches.map((entry) => {
              const text = texts[game.key]?.[String(entry.switch_id)];
              const inert = !chronicleOn && dependsOnChronicle(game, entry.switch_id);
              return (
                <SwitchRow
                  key={entry.switch_id}
                  uid={uid}
                  gameId={game.id}
                  entry={entry}
                  title={text?.title ?? entry.switch_name}
                  description={text?.description}
                  hint={inert ? t('hints.needsChronicle') : undefined}
                />
              );
            })}
          </ul>
        ) : (
          <EmptyState compact message={t('noSwitches')} />
        )}
        <p className="settings__scope">
          <Icon name="user" />
          <span>{t('scope')}</span>
        </p>
      </Card>

      <ShareUidCard uid={uid} card={card} />

      <VisitorSummary
        lines={visitorView(game, switches, isMinor)}
        note={
          isMinor ? t('visitors.minorNote') : chronicleOn ? undefined : t('visitors.hiddenNote')
        }
      />

      <LinkedAccounts key="linked-accounts" />
      <YourData />
    </div>
  );
}

/** The game's name over "Data privacy", with a short line on what the page is for. */
function SettingsHeading({ game }: { game: GameConfig }) {
  const { t } = useTranslation(['settings', 'games']);
  return (
    <header className="settings__heading">
      <span className="settings__emblem">
        <PrivacyEmblem />
      </span>
      <div className="settings__heading-text">
        <p className="settings__game">{t(`games:${game.key}.title`)}</p>
        <h2 className="settings__title">{t('title')}</h2>
        <p className="settings__intro">{t('intro')}</p>
      </div>
    </header>
  );
}
