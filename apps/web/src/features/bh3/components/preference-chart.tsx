import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { useFormat } from '../../../lib/format.js';
import type { Bh3IndexData } from '../api/get-bh3-index.js';

type Preference = Bh3IndexData['preference'];
type AxisKey = 'abyss' | 'mainLine' | 'arena' | 'openWorld' | 'community' | 'dreamscape';

/** The radar's axes; the Dreamscape one only once that mode is unlocked. */
function axesOf(p: Preference): { key: AxisKey; value: number }[] {
  const axes: { key: AxisKey; value: number }[] = [
    { key: 'abyss', value: p.abyss },
    { key: 'mainLine', value: p.main_line },
    { key: 'arena', value: p.battle_field },
    { key: 'openWorld', value: p.open_world },
    { key: 'community', value: p.community },
  ];
  if (p.is_god_war_unlock) axes.push({ key: 'dreamscape', value: p.god_war });
  return axes;
}

const SIZE = 220;
const CENTER = SIZE / 2;
const RADIUS = 78;

/** The point of axis `i` of `n` at `share` (0–1) of the radius, starting at the top. */
function point(i: number, n: number, share: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return [CENTER + Math.cos(angle) * RADIUS * share, CENTER + Math.sin(angle) * RADIUS * share];
}

const polygon = (points: [number, number][]) =>
  points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The play-style preference as an original radar, with the values as a list for every reader. */
export function PreferenceChart({ preference }: { preference: Preference }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const axes = axesOf(preference);
  const n = axes.length;
  const clamp = (v: number) => Math.min(Math.max(v, 0), 100) / 100;
  return (
    <Card title={t('preference.title')} titleId="b3-pref-title" className="b3-pref">
      <div className="b3-pref__body">
        <svg className="b3-pref__radar" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
          {[0.25, 0.5, 0.75, 1].map((ring) => (
            <polygon
              key={ring}
              className="b3-pref__ring"
              points={polygon(axes.map((_, i) => point(i, n, ring)))}
            />
          ))}
          {axes.map((axis, i) => {
            const [x, y] = point(i, n, 1);
            return (
              <line
                key={axis.key}
                className="b3-pref__axis"
                x1={CENTER}
                y1={CENTER}
                x2={x}
                y2={y}
              />
            );
          })}
          <polygon
            className="b3-pref__shape"
            points={polygon(axes.map((a, i) => point(i, n, clamp(a.value))))}
          />
          {axes.map((axis, i) => {
            const [x, y] = point(i, n, clamp(axis.value));
            return <circle key={axis.key} className="b3-pref__dot" cx={x} cy={y} r={3} />;
          })}
        </svg>
        <div className="b3-pref__side">
          <p className="b3-pref__rating">
            <span className="b3-pref__letter">{preference.comprehensive_rating || '-'}</span>
            <span className="b3-pref__rating-text">
              <span>{t('preference.rating')}</span>
              <span className="b3-muted tabular">
                {t('preference.score', { score: format.number(preference.comprehensive_score) })}
              </span>
            </span>
          </p>
          <dl className="b3-pref__list">
            {axes.map((axis) => (
              <div key={axis.key} className="b3-pref__row">
                <dt>{t(`preference.${axis.key}`)}</dt>
                <dd className="tabular">
                  <span className="b3-bar" aria-hidden="true">
                    <span style={{ width: `${clamp(axis.value) * 100}%` }} />
                  </span>
                  {format.number(axis.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}
