import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { ROUTES } from '../../../app/routes.js';
import { Link } from '../../../lib/router/components.js';
import type { HsrIndexAvatar } from '../api/get-hsr-index.js';
import { HsrAvatar } from './hsr-avatar.js';

/** The index's characters, each with its Lens, and a link to every build. */
export function HsrShowcase({ avatars }: { avatars: readonly HsrIndexAvatar[] }) {
  const { t } = useTranslation('hsr');
  return (
    <Card
      title={t('showcase.title')}
      titleId="hsr-showcase"
      className="hsr-showcase"
      action={
        <Link className="hsr-link" to={ROUTES.hsrCharacters.href()}>
          {t('showcase.all', { count: avatars.length })}
        </Link>
      }
    >
      {avatars.length === 0 ? (
        <p className="hsr-muted">{t('showcase.empty')}</p>
      ) : (
        <ul className="hsr-showcase__list">
          {avatars.map((avatar) => (
            <li key={avatar.id} className="hsr-showcase__item">
              <HsrAvatar
                icon={avatar.icon}
                rarity={avatar.rarity}
                element={avatar.element}
                level={avatar.level}
                rank={avatar.rank}
                name={avatar.name}
              />
              <span className="hsr-showcase__name">{avatar.name}</span>
              <span className="hsr-showcase__lens">
                {avatar.equip ? avatar.equip.name : t('showcase.noLens')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
