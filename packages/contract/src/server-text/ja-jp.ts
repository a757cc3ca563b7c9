import type { ServerText } from './types.js';

export const jaJp: ServerText = {
  switches: {
    chronicle: 'プロフィールに戦績を表示する',
    characterDetails: '戦績にキャラクター詳細を表示しますか？',
    realTimeNotes: '「リアルタイムメモ」を有効にして、ゲーム内データを確認しますか？',
  },
  card: {
    ys: {
      daysActive: '活動日数',
      characters: '獲得キャラクター',
      achievements: '達成アチーブメント',
      spiralAbyss: '螺旋の深淵',
    },
    hsr: {
      timeActive: '活動時間',
      charactersUnlocked: '解放済みキャラクター',
      achievementsUnlocked: '達成済みアチーブメント',
      treasuresOpened: '開けた宝箱',
    },
    bh3: {
      daysActive: '活動日数',
      battlesuits: 'バトルスーツ',
      outfits: '衣装',
      abyss: '深淵',
    },
  },
  hardChallengeDifficulties: ['鍛錬', '不屈', '勇猛', '泰然', '剛胆', '無双'],
  regions: {
    america: 'アメリカサーバー',
    europe: 'ヨーロッパサーバー',
    asia: 'アジアサーバー',
    twhkmo: '台湾・香港・マカオサーバー',
    sea: '東南アジアサーバー',
    japan: '日本サーバー',
    korea: '韓国サーバー',
  },
};
