import { Skeleton } from '../../../components/ui/skeleton.js';

/** Placeholder shaped like the page: the headline, then region cards. */
export function ExplorationSkeleton() {
  return (
    <div className="exploration-page" aria-busy="true">
      <div className="exploration-overview">
        <Skeleton width="var(--ring-lg)" height="var(--ring-lg)" radius="50%" />
        <div className="exploration-overview__text">
          <Skeleton width="40%" height="1.4em" />
          <Skeleton width="70%" height="2.4em" />
        </div>
      </div>
      <div className="exploration-page__grid">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="region-card">
            <Skeleton width="60%" height="1.6em" />
            <Skeleton height="8em" />
          </div>
        ))}
      </div>
    </div>
  );
}
