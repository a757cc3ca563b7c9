import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useFormat } from '../../lib/format.js';
import { useAlchemyRecipes, type AlchemyBook } from './api/get-alchemy-recipes.js';
import { CraftPlanView } from './components/craft-plan-view.js';
import { QuantityInput } from './components/quantity-input.js';
import { RecipeBook } from './components/recipe-book.js';
import { planCrafting, type Target } from './lib/plan.js';
import './alchemy.css';

const MAX_QUANTITY = 999;

function Workshop({ book }: { book: AlchemyBook }) {
  const { t } = useTranslation('alchemy');
  const [targets, setTargets] = useState<Target[]>([]);
  const names = useMemo(() => new Map(book.items.map((i) => [i.id, i.name])), [book]);
  const nameOf = (id: number) => names.get(id) ?? String(id);
  const plan = useMemo(() => planCrafting(book, targets), [book, targets]);

  const setNum = (itemId: number, num: number) =>
    setTargets((list) =>
      list.map((tg) =>
        tg.itemId === itemId ? { ...tg, num: Math.min(MAX_QUANTITY, Math.max(1, num)) } : tg,
      ),
    );
  const add = (itemId: number) =>
    setTargets((list) =>
      list.some((tg) => tg.itemId === itemId)
        ? list.map((tg) =>
            tg.itemId === itemId ? { ...tg, num: Math.min(MAX_QUANTITY, tg.num + 1) } : tg,
          )
        : [...list, { itemId, num: 1 }],
    );
  const remove = (itemId: number) =>
    setTargets((list) => list.filter((tg) => tg.itemId !== itemId));

  return (
    <div className="alchemy__columns">
      <RecipeBook book={book} onAdd={add} />
      <div className="alchemy__result">
        <Card
          className="alchemy-list"
          title={t('plan.title')}
          titleId="alchemy-list-title"
          action={
            targets.length > 0 ? (
              <Button size="sm" variant="ghost" onClick={() => setTargets([])}>
                {t('plan.clear')}
              </Button>
            ) : undefined
          }
        >
          {targets.length === 0 ? (
            <EmptyState compact message={t('plan.empty')} hint={t('plan.emptyHint')} />
          ) : (
            <ul className="alchemy-list__items">
              {targets.map((tg) => {
                const name = nameOf(tg.itemId);
                return (
                  <li key={tg.itemId} className="alchemy-target" data-target={tg.itemId}>
                    <span className="alchemy-target__name">{name}</span>
                    <span className="alchemy-stepper">
                      <Button
                        size="sm"
                        iconOnly
                        icon="chevronLeft"
                        aria-label={t('plan.less', { name })}
                        disabled={tg.num <= 1}
                        onClick={() => setNum(tg.itemId, tg.num - 1)}
                      />
                      <QuantityInput
                        value={tg.num}
                        max={MAX_QUANTITY}
                        label={t('plan.quantity', { name })}
                        onChange={(n) => setNum(tg.itemId, n)}
                      />
                      <Button
                        size="sm"
                        iconOnly
                        icon="chevronRight"
                        aria-label={t('plan.more', { name })}
                        disabled={tg.num >= MAX_QUANTITY}
                        onClick={() => setNum(tg.itemId, tg.num + 1)}
                      />
                    </span>
                    <Button
                      size="sm"
                      iconOnly
                      variant="ghost"
                      icon="close"
                      aria-label={t('plan.remove', { name })}
                      onClick={() => remove(tg.itemId)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        {targets.length > 0 ? <CraftPlanView plan={plan} nameOf={nameOf} /> : null}
      </div>
    </div>
  );
}

/** `/ys/alchemysim`: the alchemy workshop, a crafting planner over the server's recipe book. */
export function AlchemyPage() {
  const { t } = useTranslation(['alchemy', 'common']);
  const fmt = useFormat();
  const recipes = useAlchemyRecipes(fmt.lang);
  let body;
  if (recipes.isPending) {
    body = (
      <div className="alchemy__columns" aria-busy="true">
        <span className="visually-hidden">{t('common:state.loading')}</span>
        <Skeleton height="28em" radius="var(--radius-lg)" />
        <Skeleton height="12em" radius="var(--radius-lg)" />
      </div>
    );
  } else if (recipes.isError) {
    body = <QueryErrorState error={recipes.error} onRetry={() => void recipes.refetch()} plain />;
  } else {
    body = <Workshop book={recipes.data} />;
  }
  return (
    <div className="alchemy">
      <p className="alchemy__intro">{t('alchemy:intro')}</p>
      {body}
    </div>
  );
}
