import { Skeleton } from '../../../components/ui/skeleton.js';

/** The loading block of the Card Duel pages: a header band and a grid of card shapes. */
export function TcgSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div className="tcg-skeleton" aria-hidden="true">
      <Skeleton height={120} radius={18} />
      <div className="tcg-grid">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} height={260} radius={12} />
        ))}
      </div>
    </div>
  );
}
