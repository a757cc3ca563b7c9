import type { ServerText } from './types.js';

export const zhCn: ServerText = {
  switches: {
    chronicle: '在个人主页展示我的战绩',
    characterDetails: '是否在战绩中展示角色详情？',
    realTimeNotes: '是否开启「实时便笺」以查看游戏内数据？',
  },
  card: {
    ys: {
      daysActive: '活跃天数',
      characters: '获得角色',
      achievements: '达成成就',
      spiralAbyss: '螺旋深渊',
    },
    hsr: {
      timeActive: '活跃时长',
      charactersUnlocked: '已解锁角色',
      achievementsUnlocked: '已达成成就',
      treasuresOpened: '已开启宝箱',
    },
    bh3: {
      daysActive: '活跃天数',
      battlesuits: '战甲',
      outfits: '服装',
      abyss: '深渊',
    },
  },
  hardChallengeDifficulties: ['磨砺', '坚毅', '英勇', '无畏', '无惧', '无双'],
  regions: {
    america: '美服',
    europe: '欧服',
    asia: '亚服',
    twhkmo: '港澳台服',
    sea: '东南亚服',
    japan: '日服',
    korea: '韩服',
  },
};
