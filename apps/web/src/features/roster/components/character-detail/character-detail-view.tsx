import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import type { CurrentRole } from '../../../../lib/session.js';
import { useCharacterDetail } from '../../api/get-character-detail.js';
import { ArtifactsSection } from './artifacts-section.js';
import { AttributesSection } from './attributes-section.js';
import './character-detail.css';
import { ConstellationsSection } from './constellations-section.js';
import { DetailHeader } from './detail-header.js';
import { DetailError, DetailSkeleton } from './detail-states.js';
import { recommendationOf } from './recommendation.js';
import { RecommendedStats } from './recommended-stats.js';
import { TalentsSection } from './talents-section.js';
import { WeaponSection } from './weapon-section.js';
import { BuildTimeline } from '../../../../components/build-history/build-timeline.js';
import { DetailTabs } from '../../../../components/build-history/detail-tabs.js';

export interface CharacterDetailViewProps {
  role: CurrentRole;
  characterId: number;
  /** Leaves the view (the roster closes its dialog or sheet). */
  onClose: () => void;
}

/**
 * One character's build (docs/reference/hoyolab-api.md#character-detail): header, weapon, artifacts
 * and set bonuses, recommended stats, attributes, constellations and talents. Content only: the
 * roster page
 * decides whether it sits in a dialog (desktop) or a sheet (mobile).
 */
export function CharacterDetailView({ role, characterId, onClose }: CharacterDetailViewProps) {
  const { t } = useTranslation('errors');
  const titleId = useId();
  const query = useCharacterDetail(role, characterId);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <div className="cd cd--error">
        <DetailError error={query.error} onRetry={() => void query.refetch()} onClose={onClose} />
      </div>
    );
  }
  const { property_map: propertyMap } = query.data;
  const detail = query.data.list.find((item) => item.base.id === characterId);
  if (!detail) {
    return (
      <div className="cd cd--empty">
        <EmptyState compact message={t('not_data')} />
      </div>
    );
  }
  const { lists } = recommendationOf(detail);
  return (
    <article className="cd" aria-labelledby={titleId}>
      <DetailHeader detail={detail} titleId={titleId} />
      <DetailTabs
        history={() => <BuildTimeline role={role} gameId={2} characterId={characterId} />}
      >
        <div className="cd-grid">
          <div className="cd-column">
            <WeaponSection weapon={detail.weapon} propertyMap={propertyMap} />
            <RecommendedStats
              role={role}
              detail={detail}
              propertyMap={propertyMap}
              options={query.data.relic_property_options}
            />
          </div>
          <AttributesSection detail={detail} propertyMap={propertyMap} />
        </div>
        <ArtifactsSection relics={detail.relics} propertyMap={propertyMap} lists={lists} />
        <ConstellationsSection constellations={detail.constellations} />
        <TalentsSection skills={detail.skills} />
      </DetailTabs>
    </article>
  );
}
