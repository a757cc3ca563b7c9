import type { GameConfig } from '@chronicle/contract';
import { useTranslation } from '../../lib/use-translation.js';
import { GameLogo } from '../../components/art/game-logo.js';
import { Button } from '../../components/ui/button.js';
import { Icon, type IconName } from '../../components/ui/icons.js';
import './logged-out-screen.css';

const FEATURES: readonly { key: 'stats' | 'characters' | 'exploration'; icon: IconName }[] = [
  { key: 'stats', icon: 'sparkle' },
  { key: 'characters', icon: 'user' },
  { key: 'exploration', icon: 'globe' },
];

/** A sample dashboard drawn in CSS only: no data, no images, just the shape of what awaits. */
function SamplePreview({ label, sample }: { label: string; sample: string }) {
  return (
    <figure className="sample" aria-label={label}>
      <div className="sample__board" aria-hidden="true">
        <div className="sample__hero">
          <span className="sample__avatar" />
          <span className="sample__lines">
            <span className="sample__line sample__line--wide" />
            <span className="sample__line" />
          </span>
          <span className="sample__big" />
        </div>
        <div className="sample__tiles">
          {Array.from({ length: 9 }, (_, i) => (
            <span key={i} className="sample__tile">
              <span className="sample__num" />
              <span className="sample__lbl" />
            </span>
          ))}
        </div>
        <div className="sample__roster">
          {Array.from({ length: 7 }, (_, i) => (
            <span
              key={i}
              className={`sample__portrait sample__portrait--${i % 3 === 0 ? 'gold' : 'violet'}`}
            />
          ))}
        </div>
      </div>
      <figcaption className="sample__label">{sample}</figcaption>
    </figure>
  );
}

export interface LoggedOutScreenProps {
  game: GameConfig;
  onLogin: () => void;
}

/**
 * The logged-out screen of docs/reference/web-app.md#page-states: title, description, login button,
 * sample label.
 */
export function LoggedOutScreen({ game, onLogin }: LoggedOutScreenProps) {
  const { t } = useTranslation(['common', 'games']);
  return (
    <section className="logged-out" aria-labelledby="logged-out-title">
      <div className="logged-out__intro">
        <GameLogo game={game} withName={false} size="lg" />
        <h1 className="logged-out__title" id="logged-out-title">
          {t(`games:${game.key}.title`)}
        </h1>
        <p className="logged-out__description">{t(`games:${game.key}.description`)}</p>
        <ul className="logged-out__features">
          {FEATURES.map((feature) => (
            <li key={feature.key}>
              <Icon name={feature.icon} />
              {t(`loggedOut.features.${feature.key}`)}
            </li>
          ))}
        </ul>
        <Button variant="primary" size="lg" icon="login" onClick={onLogin}>
          {t('loggedOut.cta')}
        </Button>
      </div>
      <SamplePreview label={t('loggedOut.previewLabel')} sample={t('loggedOut.sample')} />
    </section>
  );
}
