import { useTranslation } from '../../lib/use-translation.js';
import { ROUTES } from '../../app/routes.js';
import { Icon } from '../../components/ui/icons.js';
import { Link } from '../../lib/router/components.js';
import { ExplainArt, type ExplainArtKind } from './components/explain-art.js';
import { RECORD_RANKS } from './components/rank-lists.js';
import './abyss-explain.css';

const SECTIONS: readonly ExplainArtKind[] = ['periods', 'stars', 'floors', 'ranks', 'history'];
const ALL_RANKS = ['reveal_rank', ...RECORD_RANKS] as const;

function RankGlossary() {
  const { t } = useTranslation('abyss');
  return (
    <dl className="abyss-guide__ranks">
      {ALL_RANKS.map((key) => (
        <div key={key} className="abyss-guide__rank">
          <dt>{t(`ranks.${key}`)}</dt>
          <dd>{t(`explain.sections.ranks.${key}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/ys/abyssExplain`: the rules of the Sunken Spire, in numbered, illustrated sections. */
export function AbyssExplainPage() {
  const { t } = useTranslation('abyss');
  return (
    <article className="abyss-guide">
      <p className="abyss-guide__intro">{t('explain.intro')}</p>
      <ol className="abyss-guide__sections">
        {SECTIONS.map((kind, i) => (
          <li key={kind} className={`abyss-guide__section abyss-guide__section--${kind}`}>
            <div className="abyss-guide__art">
              <ExplainArt kind={kind} />
            </div>
            <div className="abyss-guide__text">
              <h2 className="abyss-guide__title">
                <span className="abyss-guide__number" aria-hidden="true">
                  {i + 1}
                </span>
                {t(`explain.sections.${kind}.title`)}
              </h2>
              <p className="abyss-guide__body">{t(`explain.sections.${kind}.body`)}</p>
              {kind === 'ranks' ? <RankGlossary /> : null}
            </div>
          </li>
        ))}
      </ol>
      <Link className="abyss-guide__back" to={ROUTES.ysAbyss.href()}>
        <Icon name="chevronLeft" />
        {t('explain.back')}
      </Link>
    </article>
  );
}
