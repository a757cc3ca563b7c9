import type { ServerText } from './types.js';

export const koKr: ServerText = {
  switches: {
    chronicle: '내 프로필에 전적 표시',
    characterDetails: '전적에 캐릭터 상세 정보를 표시하시겠습니까?',
    realTimeNotes: '게임 내 데이터를 확인하기 위해 "실시간 메모"를 활성화하시겠습니까?',
  },
  card: {
    ys: {
      daysActive: '활동 일수',
      characters: '보유 캐릭터',
      achievements: '달성한 업적',
      spiralAbyss: '나선 심연',
    },
    hsr: {
      timeActive: '활동 시간',
      charactersUnlocked: '해금한 캐릭터',
      achievementsUnlocked: '달성한 업적',
      treasuresOpened: '개봉한 보물상자',
    },
    bh3: {
      daysActive: '활동 일수',
      battlesuits: '전투복',
      outfits: '의상',
      abyss: '심연',
    },
  },
  hardChallengeDifficulties: ['단련', '결연', '용맹', '불굴', '대담', '무쌍'],
  regions: {
    america: '미국 서버',
    europe: '유럽 서버',
    asia: '아시아 서버',
    twhkmo: '대만·홍콩·마카오 서버',
    sea: '동남아시아 서버',
    japan: '일본 서버',
    korea: '한국 서버',
  },
};
