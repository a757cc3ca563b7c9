import type { L15 } from './localize.js';

export interface HomeRow {
  id: number;
  name: L15;
}

export interface ComfortLevelRow {
  id: number;
  /** Comfort a realm needs to reach this level. */
  minComfort: number;
  name: L15;
}

/** Realm layouts a player can unlock, in `TABLE_LANGS` order. */
// prettier-ignore
export const HOMES: readonly HomeRow[] = [
  { id: 1, name: ['Cloudmere Terrace', '云湖台', '雲湖台', '雲湖の台地', '구름호수 테라스', 'Wolkensee-Terrasse', 'Terraza del Lago de Nubes', 'Terrasse du Lac-des-nuées', 'Teras Danau Awan', 'Terrazza del Lago di Nubi', 'Terraço do Lago de Nuvens', 'Терраса облачного озера', 'ระเบียงทะเลสาบเมฆ', 'Bulut Gölü Terası', 'Đài Hồ Mây'] },
  { id: 2, name: ['Reedwater Isle', '苇水洲', '葦水洲', '葦水の島', '갈대물 섬', 'Schilfwasser-Insel', 'Isla de Aguajunco', 'Île des Eaux-roseaux', 'Pulau Air Buluh', "Isola dell'Acqua di Canne", 'Ilha das Águas de Junco', 'Остров тростниковых вод', 'เกาะน้ำกก', 'Sazlı Su Adası', 'Cồn Nước Lau'] },
  { id: 3, name: ['Amberleaf Glade', '琥叶林间', '琥葉林間', '琥珀葉の林間', '호박잎 숲터', 'Bernsteinlaub-Lichtung', 'Claro de Hojas de Ámbar', "Clairière aux feuilles d'ambre", 'Lapangan Daun Amber', "Radura delle Foglie d'Ambra", 'Clareira das Folhas de Âmbar', 'Поляна янтарной листвы', 'ลานป่าใบอำพัน', 'Kehribar Yaprak Açıklığı', 'Rừng Thưa Lá Hổ Phách'] },
  { id: 4, name: ['Moonlit Shoals', '月照浅滩', '月照淺灘', '月照らす浅瀬', '달빛 여울', 'Mondbeschienene Untiefen', 'Bajíos a la Luz de la Luna', 'Hauts-fonds au clair de lune', 'Beting Bermandi Bulan', 'Secche al Chiaro di Luna', 'Baixios ao Luar', 'Лунные отмели', 'หาดตื้นใต้แสงจันทร์', 'Ay Işıklı Sığlıklar', 'Bãi Cạn Ánh Trăng'] },
];

/** Comfort levels 1–10 and the comfort each needs, in `TABLE_LANGS` order. */
// prettier-ignore
export const COMFORT_LEVELS: readonly ComfortLevelRow[] = [
  { id: 1, minComfort: 0, name: ['Bare Walls', '四壁空空', '四壁空空', 'がらんとした部屋', '텅 빈 벽', 'Kahle Wände', 'Paredes Desnudas', 'Murs nus', 'Dinding Polos', 'Pareti Spoglie', 'Paredes Nuas', 'Голые стены', 'ผนังว่างเปล่า', 'Çıplak Duvarlar', 'Bốn Bức Tường Trống'] },
  { id: 2, minComfort: 600, name: ['Simple Shelter', '简朴栖身处', '簡樸棲身處', '質素な住まい', '소박한 거처', 'Schlichte Unterkunft', 'Refugio Sencillo', 'Abri simple', 'Tempat Berteduh Sederhana', 'Riparo Semplice', 'Abrigo Simples', 'Скромное пристанище', 'ที่พักเรียบง่าย', 'Sade Barınak', 'Chốn Nương Thân Giản Dị'] },
  { id: 3, minComfort: 1500, name: ['Cozy Nook', '温馨小窝', '溫馨小窩', '居心地のよい片隅', '아늑한 보금자리', 'Gemütlicher Winkel', 'Rincón Acogedor', 'Recoin douillet', 'Sudut Nyaman', 'Angolo Accogliente', 'Recanto Aconchegante', 'Уютный уголок', 'มุมอบอุ่น', 'Şirin Köşe', 'Góc Nhỏ Ấm Cúng'] },
  { id: 4, minComfort: 3000, name: ['Pleasant Lodging', '舒适居所', '舒適居所', '快適な宿', '쾌적한 숙소', 'Angenehme Bleibe', 'Alojamiento Agradable', 'Logis agréable', 'Penginapan Menyenangkan', 'Alloggio Piacevole', 'Alojamento Agradável', 'Приятное жилище', 'ที่พักน่าสบาย', 'Hoş Konut', 'Chỗ Ở Dễ Chịu'] },
  { id: 5, minComfort: 4500, name: ['Welcoming Home', '宾至如归', '賓至如歸', '温かく迎える家', '반겨 주는 집', 'Einladendes Heim', 'Hogar Hospitalario', 'Foyer accueillant', 'Rumah yang Ramah', 'Casa Ospitale', 'Lar Acolhedor', 'Радушный дом', 'บ้านต้อนรับอบอุ่น', 'Misafirperver Yuva', 'Mái Nhà Hiếu Khách'] },
  { id: 6, minComfort: 6000, name: ['Graceful Residence', '雅致宅邸', '雅致宅邸', '優雅な邸宅', '우아한 저택', 'Anmutige Residenz', 'Residencia Grácil', 'Demeure gracieuse', 'Kediaman Anggun', 'Residenza Aggraziata', 'Residência Graciosa', 'Изящная резиденция', 'คฤหาสน์สง่างาม', 'Zarif Konak', 'Dinh Thự Thanh Nhã'] },
  { id: 7, minComfort: 8000, name: ['Elegant Manor', '华美庄园', '華美莊園', '気品ある荘園', '품격 있는 장원', 'Elegantes Herrenhaus', 'Mansión Elegante', 'Manoir élégant', 'Istana Elegan', 'Maniero Elegante', 'Solar Elegante', 'Элегантная усадьба', 'คฤหาสน์หรูหรา', 'Şık Malikâne', 'Trang Viên Tao Nhã'] },
  { id: 8, minComfort: 11000, name: ['Splendid Estate', '恢弘府邸', '恢弘府邸', '壮麗な屋敷', '화려한 영지', 'Prächtiges Anwesen', 'Finca Espléndida', 'Domaine splendide', 'Wisma Megah', 'Tenuta Splendida', 'Propriedade Esplêndida', 'Великолепное поместье', 'ที่ดินอันโอ่อ่า', 'Görkemli Mülk', 'Điền Trang Lộng Lẫy'] },
  { id: 9, minComfort: 15000, name: ['Grand Sanctuary', '宏伟圣所', '宏偉聖所', '壮大な聖域', '웅장한 성소', 'Großes Refugium', 'Gran Santuario', 'Grand sanctuaire', 'Suaka Agung', 'Grande Santuario', 'Grande Santuário', 'Величественное святилище', 'สถานศักดิ์สิทธิ์อันยิ่งใหญ่', 'Büyük Sığınak', 'Thánh Địa Hùng Vĩ'] },
  { id: 10, minComfort: 20000, name: ['Peerless Paradise', '无双乐园', '無雙樂園', '比類なき楽園', '비할 데 없는 낙원', 'Unvergleichliches Paradies', 'Paraíso Sin Igual', 'Paradis sans égal', 'Surga Tiada Tara', 'Paradiso Impareggiabile', 'Paraíso Sem Igual', 'Несравненный рай', 'สวรรค์ไร้เทียมทาน', 'Eşsiz Cennet', 'Thiên Đường Vô Song'] },
];
