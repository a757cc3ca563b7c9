import { useTranslation } from '../../../lib/use-translation.js';
import { elementGlyphUrl, isElement } from '../../../lib/art.js';
import type { GcgCost } from '../api/gcg-types.js';

/** `CostTypePyro` → `Pyro`; the element words come from common.json, the rest from tcg.json. */
function costKind(costType: string): string {
  return costType.replace(/^CostType/, '');
}

/** Original glyphs for the three non-element costs: a die with a link, a blank die, a spark. */
function SpecialGlyph({ kind }: { kind: string }) {
  if (kind === 'Energy') {
    return (
      <svg className="tcg-cost__svg" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 1.5 12.4 7.6 18.5 10 12.4 12.4 10 18.5 7.6 12.4 1.5 10 7.6 7.6z" />
      </svg>
    );
  }
  return (
    <svg className="tcg-cost__svg" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 1.8 17.4 6v8L10 18.2 2.6 14V6z" />
      {kind === 'Same' ? <circle cx="10" cy="10" r="2.6" className="tcg-cost__pip" /> : null}
    </svg>
  );
}

/** The dice cost of a card: one chip per cost type with its value; read as words by screen readers. */
export function CostList({ costs }: { costs: readonly GcgCost[] }) {
  const { t } = useTranslation(['tcg', 'common']);
  if (costs.length === 0) return null;
  const word = (kind: string): string => {
    if (isElement(kind)) return t(`common:elements.${kind}`);
    if (kind === 'Same' || kind === 'Void' || kind === 'Energy')
      return t(`tcg:cards.costTypes.${kind}`);
    return kind;
  };
  return (
    <ul className="tcg-cost" aria-label={t('tcg:cards.cost')}>
      {costs.map((cost, i) => {
        const kind = costKind(cost.cost_type);
        const glyph = elementGlyphUrl(kind);
        return (
          <li
            key={`${cost.cost_type}-${i}`}
            className={`tcg-cost__chip tcg-cost__chip--${kind.toLowerCase()}`}
            aria-label={t('tcg:cards.costLabel', { value: cost.cost_value, type: word(kind) })}
          >
            {glyph ? (
              <img className="tcg-cost__svg" src={glyph} alt="" width={14} height={14} />
            ) : (
              <SpecialGlyph kind={kind} />
            )}
            <span className="tcg-cost__value" aria-hidden="true">
              {cost.cost_value}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
