import type { L15 } from './localize.js';

export interface CostumeRow {
  id: number;
  characterId: number;
  name: L15;
}

/** Outfits; the player characters and a special character wear one in the demo. */
// prettier-ignore
export const COSTUMES: readonly CostumeRow[] = [
  { id: 200501, characterId: 10000005, name: ['Wayfarer’s Night Coat', '旅人夜行衣', '旅人夜行衣', '旅人の夜外套', '나그네의 밤 외투', 'Nachtmantel des Wanderers', 'Abrigo nocturno del viajero', 'Manteau de nuit du voyageur', 'Mantel Malam Pengembara', 'Cappotto notturno del viandante', 'Casaco Noturno do Viajante', 'Ночной плащ странника', 'เสื้อคลุมราตรีของนักเดินทาง', 'Gezginin Gece Paltosu', 'Áo Choàng Đêm Lữ Khách'] },
  { id: 200701, characterId: 10000007, name: ['Starlit Festival Dress', '星夜庆典礼服', '星夜慶典禮服', '星夜の祭礼ドレス', '별밤 축제 드레스', 'Sternennacht-Festkleid', 'Vestido de fiesta estrellada', 'Robe de fête étoilée', 'Gaun Festival Malam Berbintang', 'Abito della festa stellata', 'Vestido de Festa Estrelada', 'Праздничное платье звёздной ночи', 'ชุดเทศกาลราตรีดาว', 'Yıldızlı Şenlik Elbisesi', 'Lễ Phục Đêm Sao'] },
  { id: 6201, characterId: 10000062, name: ['Tidegate Uniform', '潮门制服', '潮門制服', '潮門の制服', '조수문 제복', 'Gezeitentor-Uniform', 'Uniforme de la Puerta de Mareas', 'Uniforme de la Porte des marées', 'Seragam Gerbang Pasang', 'Uniforme della Porta delle Maree', 'Uniforme do Portão das Marés', 'Мундир Приливных врат', 'เครื่องแบบประตูกระแสน้ำ', 'Gelgit Kapısı Üniforması', 'Đồng Phục Cổng Triều'] },
];
