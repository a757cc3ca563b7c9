import type { ServerText } from './types.js';

export const trTr: ServerText = {
  switches: {
    chronicle: 'Savaş Kaydımı profilimde göster',
    characterDetails: 'Karakter ayrıntıların Savaş Kaydında gösterilsin mi?',
    realTimeNotes:
      'Oyun içi verilerini görüntülemek için "Anlık Notlar" özelliğini etkinleştirmek istiyor musun?',
  },
  card: {
    ys: {
      daysActive: 'Aktif Gün',
      characters: 'Karakterler',
      achievements: 'Başarımlar',
      spiralAbyss: 'Sarmal Uçurum',
    },
    hsr: {
      timeActive: 'Aktif Süre',
      charactersUnlocked: 'Açılan Karakterler',
      achievementsUnlocked: 'Açılan Başarımlar',
      treasuresOpened: 'Açılan Hazineler',
    },
    bh3: {
      daysActive: 'Aktif Gün',
      battlesuits: 'Savaş Zırhları',
      outfits: 'Kıyafetler',
      abyss: 'Uçurum',
    },
  },
  hardChallengeDifficulties: ['Pişkin', 'Kararlı', 'Yiğit', 'Yılmaz', 'Korkusuz', 'Eşsiz'],
  regions: {
    america: 'Amerika Sunucusu',
    europe: 'Avrupa Sunucusu',
    asia: 'Asya Sunucusu',
    twhkmo: 'TW, HK, MO Sunucusu',
    sea: 'Güneydoğu Asya Sunucusu',
    japan: 'Japonya Sunucusu',
    korea: 'Kore Sunucusu',
  },
};
