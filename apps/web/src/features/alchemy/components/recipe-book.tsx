import { useTranslation } from '../../../lib/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import type { AlchemyBook } from '../api/get-alchemy-recipes.js';

const CATEGORIES = ['potion', 'oil', 'material'] as const;

/** The craftable items by category, each with its ingredients and an "add" button. */
export function RecipeBook({
  book,
  onAdd,
}: {
  book: AlchemyBook;
  onAdd: (itemId: number) => void;
}) {
  const { t } = useTranslation('alchemy');
  const items = new Map(book.items.map((i) => [i.id, i]));
  return (
    <Card className="alchemy-book" title={t('book.title')} titleId="alchemy-book-title">
      {CATEGORIES.map((category) => {
        const recipes = book.recipes.filter((r) => items.get(r.item_id)?.category === category);
        if (recipes.length === 0) return null;
        return (
          <section
            key={category}
            className="alchemy-book__group"
            aria-labelledby={`alchemy-${category}`}
          >
            <h3 className="alchemy-book__heading" id={`alchemy-${category}`}>
              {t(`book.${category}`)}
            </h3>
            <ul className="alchemy-book__list">
              {recipes.map((recipe) => {
                const item = items.get(recipe.item_id);
                const name = item?.name ?? String(recipe.item_id);
                const list = recipe.ingredients
                  .map((i) => `${items.get(i.item_id)?.name ?? i.item_id} ×${i.num}`)
                  .join(', ');
                return (
                  <li key={recipe.item_id} className="alchemy-recipe" data-item={recipe.item_id}>
                    <span
                      className={`alchemy-flask alchemy-flask--r${item?.rarity ?? 1}`}
                      aria-hidden="true"
                    />
                    <span className="alchemy-recipe__text">
                      <span className="alchemy-recipe__name">{name}</span>
                      <span className="alchemy-recipe__needs">
                        {t('book.needs', { list })}
                        {recipe.output_num > 1
                          ? ` · ${t('book.makes', { count: recipe.output_num })}`
                          : ''}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      icon="sparkle"
                      aria-label={t('book.addLabel', { name })}
                      onClick={() => onAdd(recipe.item_id)}
                    >
                      {t('book.add')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </Card>
  );
}
