import type { ServerText } from './types.js';

export const viVn: ServerText = {
  switches: {
    chronicle: 'Hiển thị Sổ Chiến Tích trên trang cá nhân của tôi',
    characterDetails: 'Hiển thị Chi Tiết Nhân Vật của bạn trong Sổ Chiến Tích?',
    realTimeNotes: 'Bạn có muốn bật "Ghi Chú Thời Gian Thực" để xem dữ liệu trong game không?',
  },
  card: {
    ys: {
      daysActive: 'Số Ngày Hoạt Động',
      characters: 'Nhân Vật',
      achievements: 'Thành Tựu',
      spiralAbyss: 'Vực Sâu Xoắn Ốc',
    },
    hsr: {
      timeActive: 'Thời Gian Hoạt Động',
      charactersUnlocked: 'Nhân Vật Đã Mở Khóa',
      achievementsUnlocked: 'Thành Tựu Đã Mở Khóa',
      treasuresOpened: 'Rương Báu Đã Mở',
    },
    bh3: {
      daysActive: 'Số Ngày Hoạt Động',
      battlesuits: 'Chiến Giáp',
      outfits: 'Trang Phục',
      abyss: 'Vực Sâu',
    },
  },
  hardChallengeDifficulties: [
    'Tôi Luyện',
    'Kiên Định',
    'Dũng Cảm',
    'Bất Khuất',
    'Vô Úy',
    'Vô Song',
  ],
  regions: {
    america: 'Máy Chủ Châu Mỹ',
    europe: 'Máy Chủ Châu Âu',
    asia: 'Máy Chủ Châu Á',
    twhkmo: 'Máy Chủ TW, HK, MO',
    sea: 'Máy Chủ Đông Nam Á',
    japan: 'Máy Chủ Nhật Bản',
    korea: 'Máy Chủ Hàn Quốc',
  },
};
