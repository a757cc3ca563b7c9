import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { useFormat } from '../../../lib/format.js';
import { formatDuration } from '../../../lib/duration.js';
import type { CraftPlan, PlanNode } from '../lib/plan.js';

type NameOf = (itemId: number) => string;

function TreeNode({ node, nameOf }: { node: PlanNode; nameOf: NameOf }) {
  const { t } = useTranslation('alchemy');
  const fmt = useFormat();
  return (
    <li className={`alchemy-node${node.crafts === 0 ? ' alchemy-node--raw' : ''}`}>
      <span className="alchemy-node__row">
        <span className="alchemy-node__name">{nameOf(node.itemId)}</span>
        <span className="alchemy-node__num">×{fmt.number(node.need)}</span>
        {node.crafts > 0 ? (
          <span className="alchemy-node__meta">{t('tree.crafts', { count: node.crafts })}</span>
        ) : (
          <span className="alchemy-node__meta">{t('tree.raw')}</span>
        )}
        {node.surplus > 0 ? (
          <span className="alchemy-node__meta alchemy-node__meta--spare">
            {t('tree.surplus', { count: node.surplus })}
          </span>
        ) : null}
        {node.cycle ? <span className="alchemy-node__cycle">{t('tree.cycle')}</span> : null}
      </span>
      {node.children.length > 0 ? (
        <ul className="alchemy-tree__children">
          {node.children.map((child, i) => (
            <TreeNode key={`${child.itemId}-${i}`} node={child} nameOf={nameOf} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Totals (crafts, time, coins, raw materials) and the ingredient tree of every target. */
export function CraftPlanView({ plan, nameOf }: { plan: CraftPlan; nameOf: NameOf }) {
  const { t } = useTranslation('alchemy');
  const fmt = useFormat();
  return (
    <>
      <Card className="alchemy-totals" title={t('totals.title')} titleId="alchemy-totals-title">
        <dl className="alchemy-totals__grid">
          <div className="alchemy-totals__item">
            <dt>{t('totals.crafts')}</dt>
            <dd data-total="crafts">{fmt.number(plan.crafts)}</dd>
          </div>
          <div className="alchemy-totals__item">
            <dt>{t('totals.time')}</dt>
            <dd data-total="time">{formatDuration(plan.seconds, fmt.lang)}</dd>
          </div>
          <div className="alchemy-totals__item">
            <dt>{t('totals.coins')}</dt>
            <dd data-total="coins">{fmt.number(plan.coins)}</dd>
          </div>
        </dl>
        <h3 className="alchemy-totals__heading">{t('totals.raw')}</h3>
        <ul className="alchemy-raw">
          {plan.raw.map((r) => (
            <li key={r.itemId} className="alchemy-raw__item" data-raw={r.itemId}>
              <span className="alchemy-raw__name">{nameOf(r.itemId)}</span>
              <span className="alchemy-raw__num">×{fmt.number(r.num)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="alchemy-tree" title={t('tree.title')} titleId="alchemy-tree-title">
        <ul className="alchemy-tree__roots">
          {plan.trees.map((node, i) => (
            <TreeNode key={`${node.itemId}-${i}`} node={node} nameOf={nameOf} />
          ))}
        </ul>
      </Card>
    </>
  );
}
