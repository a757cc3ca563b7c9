import type { ServerText } from './types.js';

export const zhTw: ServerText = {
  switches: {
    chronicle: '在個人頁面展示我的戰績',
    characterDetails: '是否在戰績中展示角色詳情？',
    realTimeNotes: '是否開啟「即時便箋」以查看遊戲內資料？',
  },
  card: {
    ys: {
      daysActive: '活躍天數',
      characters: '獲得角色',
      achievements: '達成成就',
      spiralAbyss: '螺旋深淵',
    },
    hsr: {
      timeActive: '活躍時長',
      charactersUnlocked: '已解鎖角色',
      achievementsUnlocked: '已達成成就',
      treasuresOpened: '已開啟寶箱',
    },
    bh3: {
      daysActive: '活躍天數',
      battlesuits: '戰甲',
      outfits: '服裝',
      abyss: '深淵',
    },
  },
  hardChallengeDifficulties: ['磨礪', '堅毅', '英勇', '無畏', '無懼', '無雙'],
  regions: {
    america: '美服',
    europe: '歐服',
    asia: '亞服',
    twhkmo: '港澳台服',
    sea: '東南亞服',
    japan: '日服',
    korea: '韓服',
  },
};
