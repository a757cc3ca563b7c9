import type { Announcement, GameConfig } from '@chronicle/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useAppConfig } from '../../lib/app-config.js';
import { currentLang } from '../../lib/i18n.js';
import type { Session } from '../../lib/session.js';
import { closedAnnouncementVersion } from './announcement-storage.js';

// The dialog, its styles and its strings' markup load only when there is something to show, so
// the first load carries just this check (initial JS budget).
const AnnouncementDialog = lazy(() =>
  import('./announcement-dialog.js').then((m) => ({ default: m.AnnouncementDialog })),
);

interface Due {
  /**
   * Game, language and version: what "shown once" is counted by
   * (docs/reference/web-app.md#first-visit-announcement).
   */
  id: string;
  game: GameConfig;
  lang: string;
  announcement: Announcement;
}

/**
 * Where the first-visit announcement mounts (docs/reference/web-app.md#first-visit-announcement):
 * once the login status is known and the game's configuration has answered, an announcement with
 * content whose version differs from the
 * one last closed for this game and language loads the dialog. Closing stores the version.
 */
export function AnnouncementSlot({ session }: { session: Session }) {
  const { i18n } = useTranslation();
  const lang = currentLang(i18n);
  const config = useAppConfig();
  const [due, setDue] = useState<Due | undefined>();
  // Closed on this page: kept here too, so a browser that cannot store does not reopen it at once.
  const [closed, setClosed] = useState<readonly string[]>([]);

  const { game } = session;
  const announcement = config.data?.announcement;
  // While the configuration refetches (a language switch), its answer may be the old language's.
  const settled = session.status !== 'unknown' && !config.isFetching;
  if (settled && announcement && announcement.content.trim() !== '' && due === undefined) {
    const id = `${game.id}.${lang}.${announcement.version}`;
    if (!closed.includes(id) && announcement.version !== closedAnnouncementVersion(game.id, lang)) {
      // Adjusting state while rendering (React's pattern for state derived from props).
      setDue({ id, game, lang, announcement });
    }
  }

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        key={due.id}
        game={due.game}
        lang={due.lang}
        announcement={due.announcement}
        onRemoved={() => {
          setClosed((ids) => [...ids, due.id]);
          setDue(undefined);
        }}
      />
    </Suspense>
  );
}
