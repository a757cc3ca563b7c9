import { Skeleton } from '../../../components/ui/skeleton.js';

/** The journey card's outline while the records load. */
export function SummarySkeleton() {
  return (
    <div className="summary-page" aria-busy="true">
      <div className="journey">
        <div className="journey__hero">
          <Skeleton width="88px" height="88px" radius="50%" />
          <Skeleton width="50%" height="1.6em" />
          <Skeleton width="70%" height="1.2em" />
        </div>
        <div className="journey__facts">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="56px" radius="12px" />
          ))}
        </div>
      </div>
    </div>
  );
}
