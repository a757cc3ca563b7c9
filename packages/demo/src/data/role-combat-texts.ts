import type { L15 } from './localize.js';

/*
 * Invented Masquerade Stage texts (all 15 languages, in TABLE_LANGS order): the mystery caches a
 * player picks between acts, the wondrous booms the stage grants, and the splendour buff. Ids are
 * this table's own (84xxx); the catalog serves names and descriptions by them.
 */

export interface TheaterTextRow {
  id: number;
  name: L15;
  desc: L15;
}

/** Mystery caches (`choice_cards`). */
export const THEATER_CARDS: readonly TheaterTextRow[] = [
  {
    id: 84001,
    name: ['Encore', '返场', '返場', 'アンコール', '앙코르', 'Zugabe', 'Bis', 'Rappel', 'Tampil Ulang', 'Bis', 'Bis', 'На бис', 'อังกอร์', 'Bis', 'Diễn Lại'],
    desc: ['ATK +10% for the party.', '队伍攻击力提升10%。', '隊伍攻擊力提升10%。', 'チームの攻撃力+10%。', '파티 공격력 +10%.', 'ANG des Teams +10 %.', 'ATQ del equipo +10 %.', 'ATQ de l\'équipe +10 %.', 'ATK tim +10%.', 'ATT della squadra +10%.', 'ATQ da equipa +10%.', 'Сила атаки отряда +10%.', 'ATK ของทีม +10%', 'Takım ATK +%10.', 'Tấn công của đội +10%.'],
  },
  {
    id: 84002,
    name: ['Velvet Curtain', '天鹅绒幕布', '天鵝絨幕布', 'ベルベットの幕', '벨벳 커튼', 'Samtvorhang', 'Telón de terciopelo', 'Rideau de velours', 'Tirai Beludru', 'Sipario di velluto', 'Cortina de Veludo', 'Бархатный занавес', 'ม่านกำมะหยี่', 'Kadife Perde', 'Rèm Nhung'],
    desc: ['A shield absorbs damage when the act begins.', '幕启时获得吸收伤害的护盾。', '幕啟時獲得吸收傷害的護盾。', '幕が上がると、ダメージを吸収するシールドを得る。', '막이 오르면 피해를 흡수하는 보호막을 얻는다.', 'Zu Beginn des Akts absorbiert ein Schild Schaden.', 'Al empezar el acto, un escudo absorbe daño.', 'Au début de l\'acte, un bouclier absorbe les dégâts.', 'Perisai menyerap DMG saat babak dimulai.', 'All\'inizio dell\'atto uno scudo assorbe i danni.', 'No início do ato, um escudo absorve dano.', 'В начале акта щит поглощает урон.', 'เมื่อเริ่มองก์ จะได้รับโล่ดูดซับความเสียหาย', 'Perde açıldığında bir kalkan hasarı emer.', 'Khi màn mở, khiên hấp thụ sát thương.'],
  },
  {
    id: 84003,
    name: ['Prompter\'s Whisper', '提词人的低语', '提詞人的低語', 'プロンプターの囁き', '프롬프터의 속삭임', 'Flüstern der Souffleuse', 'Susurro del apuntador', 'Murmure du souffleur', 'Bisikan Pembisik', 'Sussurro del suggeritore', 'Sussurro do Ponto', 'Шёпот суфлёра', 'เสียงกระซิบของผู้บอกบท', 'Suflörün Fısıltısı', 'Lời Nhắc Thầm'],
    desc: ['Elemental Skill cooldown −15%.', '元素战技冷却时间缩短15%。', '元素戰技冷卻時間縮短15%。', '元素スキルのクールタイム−15%。', '원소 전투 스킬 재사용 대기시간 −15%.', 'Abklingzeit der Elementarfertigkeit −15 %.', 'Enfriamiento de la habilidad elemental −15 %.', 'Temps de recharge de la compétence élémentaire −15 %.', 'Cooldown Elemental Skill −15%.', 'Ricarica dell\'abilità elementale −15%.', 'Recarga da Perícia Elemental −15%.', 'Время восстановления элементального навыка −15%.', 'คูลดาวน์ทักษะธาตุ −15%', 'Element Becerisi bekleme süresi −%15.', 'Thời gian hồi Kỹ Năng Nguyên Tố −15%.'],
  },
  {
    id: 84004,
    name: ['Second Act Fire', '第二幕之火', '第二幕之火', '第二幕の炎', '제2막의 불꽃', 'Feuer des zweiten Akts', 'Fuego del segundo acto', 'Feu du deuxième acte', 'Api Babak Kedua', 'Fuoco del secondo atto', 'Fogo do Segundo Ato', 'Огонь второго акта', 'เปลวไฟองก์ที่สอง', 'İkinci Perde Ateşi', 'Lửa Màn Hai'],
    desc: ['Fire DMG +20% while HP is above half.', '生命值高于一半时，火元素伤害提升20%。', '生命值高於一半時，火元素傷害提升20%。', 'HPが半分以上の時、炎ダメージ+20%。', 'HP가 절반 이상일 때 불 피해 +20%.', 'Feuer-SCH +20 %, solange die LP über der Hälfte liegen.', 'Daño de Fuego +20 % con más de la mitad de la vida.', 'DGT Feu +20 % tant que les PV dépassent la moitié.', 'DMG Api +20% saat HP di atas separuh.', 'DAN Fuoco +20% con PS sopra la metà.', 'Dano de Fogo +20% com PV acima de metade.', 'Урон Огнём +20%, пока HP выше половины.', 'ความเสียหายไฟ +20% เมื่อ HP มากกว่าครึ่ง', 'Can yarıdan fazlayken Ateş hasarı +%20.', 'ST Lửa +20% khi HP trên một nửa.'],
  },
  {
    id: 84005,
    name: ['Understudy', '替补演员', '替補演員', '代役', '대역 배우', 'Zweitbesetzung', 'Suplente', 'Doublure', 'Pemeran Pengganti', 'Sostituto', 'Substituto', 'Дублёр', 'ตัวแสดงแทน', 'Yedek Oyuncu', 'Diễn Viên Dự Bị'],
    desc: ['Characters off the field regain 2% HP per second.', '后台角色每秒恢复2%生命值。', '後台角色每秒恢復2%生命值。', '待機中のキャラは毎秒HPを2%回復する。', '대기 중인 캐릭터가 초당 HP 2% 회복.', 'Figuren außerhalb des Felds erhalten pro Sekunde 2 % LP.', 'Los personajes fuera del campo recuperan 2 % de vida por segundo.', 'Les personnages hors terrain récupèrent 2 % de PV par seconde.', 'Karakter di luar arena memulihkan 2% HP per detik.', 'I personaggi fuori campo recuperano il 2% dei PS al secondo.', 'Personagens fora de campo recuperam 2% de PV por segundo.', 'Персонажи вне поля восстанавливают 2% HP в секунду.', 'ตัวละครนอกสนามฟื้นฟู HP 2% ต่อวินาที', 'Sahada olmayan karakterler saniyede %2 Can yeniler.', 'Nhân vật ngoài sân hồi 2% HP mỗi giây.'],
  },
  {
    id: 84006,
    name: ['Standing Ovation', '全场起立', '全場起立', 'スタンディングオベーション', '기립 박수', 'Stehende Ovationen', 'Ovación en pie', 'Ovation debout', 'Tepuk Tangan Meriah', 'Standing ovation', 'Ovação de Pé', 'Овация стоя', 'ปรบมือยืนขึ้น', 'Ayakta Alkış', 'Tràng Pháo Tay'],
    desc: ['Elemental Burst DMG +25%.', '元素爆发伤害提升25%。', '元素爆發傷害提升25%。', '元素爆発ダメージ+25%。', '원소폭발 피해 +25%.', 'SCH des Elementarstoßes +25 %.', 'Daño de la definitiva elemental +25 %.', 'DGT du déchaînement élémentaire +25 %.', 'DMG Elemental Burst +25%.', 'DAN dell\'esplosione elementale +25%.', 'Dano de Supremo Elemental +25%.', 'Урон взрыва стихии +25%.', 'ความเสียหายระเบิดธาตุ +25%', 'Element Patlaması hasarı +%25.', 'ST Kỹ Năng Nộ +25%.'],
  },
];

/** Wondrous booms (`buffs`), granted by the stage; audience support enhances them. */
export const THEATER_BOOMS: readonly TheaterTextRow[] = [
  {
    id: 84101,
    name: ['Spotlight', '聚光灯', '聚光燈', 'スポットライト', '스포트라이트', 'Rampenlicht', 'Foco', 'Projecteur', 'Lampu Sorot', 'Riflettore', 'Holofote', 'Прожектор', 'สปอตไลต์', 'Spot Işığı', 'Đèn Sân Khấu'],
    desc: ['The active character deals 15% more DMG.', '出场角色造成的伤害提升15%。', '出場角色造成的傷害提升15%。', '出場中のキャラが与えるダメージ+15%。', '필드 위 캐릭터가 주는 피해 +15%.', 'Die aktive Figur verursacht 15 % mehr SCH.', 'El personaje activo inflige un 15 % más de daño.', 'Le personnage actif inflige 15 % de DGT en plus.', 'Karakter aktif memberi DMG 15% lebih besar.', 'Il personaggio attivo infligge il 15% di DAN in più.', 'O personagem ativo causa 15% mais dano.', 'Активный персонаж наносит на 15% больше урона.', 'ตัวละครที่อยู่ในสนามสร้างความเสียหายเพิ่ม 15%', 'Aktif karakter %15 daha fazla hasar verir.', 'Nhân vật đang ra sân gây thêm 15% ST.'],
  },
  {
    id: 84102,
    name: ['Thunder Sheet', '雷鸣铁皮', '雷鳴鐵皮', 'サンダーシート', '천둥 철판', 'Donnerblech', 'Lámina de trueno', 'Tôle à tonnerre', 'Lembar Guntur', 'Lastra del tuono', 'Folha de Trovão', 'Громовой лист', 'แผ่นฟ้าร้อง', 'Gök Gürültüsü Levhası', 'Tấm Sấm'],
    desc: ['Lightning reactions call down an extra strike.', '触发雷元素反应时，额外降下一道雷击。', '觸發雷元素反應時，額外降下一道雷擊。', '雷元素反応を起こすと、追加で落雷が発生する。', '번개 반응 시 벼락이 추가로 떨어진다.', 'Blitz-Reaktionen rufen einen zusätzlichen Schlag herab.', 'Las reacciones de Rayo invocan un golpe extra.', 'Les réactions Foudre déclenchent une frappe de plus.', 'Reaksi Petir memanggil sambaran tambahan.', 'Le reazioni Fulmine evocano un colpo in più.', 'Reações de Raio invocam um golpe extra.', 'Реакции Молнии вызывают дополнительный удар.', 'ปฏิกิริยาสายฟ้าเรียกสายฟ้าฟาดเพิ่มอีกครั้ง', 'Şimşek tepkimeleri ek bir vuruş çağırır.', 'Phản ứng Sét gọi thêm một đòn sét.'],
  },
  {
    id: 84103,
    name: ['Rain Machine', '造雨机', '造雨機', '雨降らし機', '비 내리는 장치', 'Regenmaschine', 'Máquina de lluvia', 'Machine à pluie', 'Mesin Hujan', 'Macchina della pioggia', 'Máquina de Chuva', 'Машина дождя', 'เครื่องทำฝน', 'Yağmur Makinesi', 'Máy Tạo Mưa'],
    desc: ['Opponents are Wet for the whole act; Water DMG +10%.', '敌人在整幕中处于潮湿状态；水元素伤害提升10%。', '敵人在整幕中處於潮濕狀態；水元素傷害提升10%。', '敵は幕の間ずっと湿潤状態になり、水ダメージ+10%。', '적이 막 내내 젖음 상태가 되고 물 피해 +10%.', 'Gegner sind den ganzen Akt nass; Wasser-SCH +10 %.', 'Los enemigos están mojados todo el acto; daño de Agua +10 %.', 'Les ennemis sont mouillés tout l\'acte ; DGT Eau +10 %.', 'Musuh Basah sepanjang babak; DMG Air +10%.', 'I nemici sono bagnati per tutto l\'atto; DAN Acqua +10%.', 'Os inimigos ficam molhados todo o ato; dano de Água +10%.', 'Враги мокрые весь акт; урон Водой +10%.', 'ศัตรูเปียกตลอดองก์ ความเสียหายน้ำ +10%', 'Rakipler perde boyunca ıslak; Su hasarı +%10.', 'Kẻ địch bị ướt cả màn; ST Nước +10%.'],
  },
  {
    id: 84104,
    name: ['Frost on the Footlights', '脚灯结霜', '腳燈結霜', 'フットライトの霜', '각광 위의 서리', 'Frost auf der Rampe', 'Escarcha en las candilejas', 'Givre sur la rampe', 'Embun Beku di Lampu Panggung', 'Brina sulla ribalta', 'Geada na Ribalta', 'Иней на рампе', 'น้ำค้างแข็งบนไฟหน้าเวที', 'Sahne Işıklarında Kırağı', 'Sương Trên Đèn Sân Khấu'],
    desc: ['Ice attacks slow opponents by 20%.', '冰元素攻击使敌人减速20%。', '冰元素攻擊使敵人減速20%。', '氷元素攻撃で敵の移動速度−20%。', '얼음 공격이 적을 20% 둔화시킨다.', 'Eis-Angriffe verlangsamen Gegner um 20 %.', 'Los ataques de Hielo ralentizan a los enemigos un 20 %.', 'Les attaques Glace ralentissent les ennemis de 20 %.', 'Serangan Es memperlambat musuh 20%.', 'Gli attacchi Ghiaccio rallentano i nemici del 20%.', 'Ataques de Gelo abrandam os inimigos em 20%.', 'Атаки Льдом замедляют врагов на 20%.', 'การโจมตีน้ำแข็งทำให้ศัตรูช้าลง 20%', 'Buz saldırıları rakipleri %20 yavaşlatır.', 'Đòn Băng làm chậm kẻ địch 20%.'],
  },
  {
    id: 84105,
    name: ['Stagehand\'s Gust', '舞台工的疾风', '舞台工的疾風', '裏方の突風', '무대 담당의 돌풍', 'Böe der Bühnenhelfer', 'Ráfaga del tramoyista', 'Rafale du machiniste', 'Embusan Kru Panggung', 'Raffica del macchinista', 'Rajada do Contrarregra', 'Порыв рабочего сцены', 'ลมกระโชกของทีมงานเวที', 'Sahne İşçisinin Rüzgârı', 'Cơn Gió Hậu Đài'],
    desc: ['Swirling an element spreads it 30% farther.', '扩散反应的范围扩大30%。', '擴散反應的範圍擴大30%。', '拡散の範囲が30%広がる。', '확산 범위가 30% 넓어진다.', 'Wirbel verteilt Elemente 30 % weiter.', 'Torbellino esparce los elementos un 30 % más lejos.', 'Dispersion propage l\'élément 30 % plus loin.', 'Swirl menyebarkan elemen 30% lebih jauh.', 'Turbine diffonde l\'elemento il 30% più lontano.', 'Redemoinho espalha o elemento 30% mais longe.', 'Рассеивание распространяет стихию на 30% дальше.', 'การหมุนวนกระจายธาตุได้ไกลขึ้น 30%', 'Girdap elementi %30 daha uzağa yayar.', 'Khuếch Tán lan xa thêm 30%.'],
  },
  {
    id: 84106,
    name: ['Stone Proscenium', '石砌台口', '石砌台口', '石のプロセニアム', '돌 무대 입구', 'Steinernes Proszenium', 'Proscenio de piedra', 'Avant-scène de pierre', 'Proscenium Batu', 'Proscenio di pietra', 'Proscénio de Pedra', 'Каменный просцениум', 'ซุ้มเวทีหิน', 'Taş Sahne Önü', 'Tiền Đài Đá'],
    desc: ['Shields are 25% stronger; Stone DMG +10%.', '护盾强效提升25%；岩元素伤害提升10%。', '護盾強效提升25%；岩元素傷害提升10%。', 'シールド強化+25%、岩ダメージ+10%。', '보호막 강화 +25%, 바위 피해 +10%.', 'Schilde 25 % stärker; Stein-SCH +10 %.', 'Escudos un 25 % más fuertes; daño de Piedra +10 %.', 'Boucliers 25 % plus solides ; DGT Pierre +10 %.', 'Perisai 25% lebih kuat; DMG Batu +10%.', 'Scudi più forti del 25%; DAN Pietra +10%.', 'Escudos 25% mais fortes; dano de Pedra +10%.', 'Щиты прочнее на 25%; урон Камнем +10%.', 'โล่แข็งแกร่งขึ้น 25% ความเสียหายหิน +10%', 'Kalkanlar %25 daha güçlü; Taş hasarı +%10.', 'Khiên mạnh hơn 25%; ST Đá +10%.'],
  },
];

/** Splendour buffs, which grow with the cast's performance over the season. */
export const THEATER_SPLENDOUR: readonly (TheaterTextRow & { summary: L15 })[] = [
  {
    id: 84201,
    name: ['Brilliant Finale', '璀璨终幕', '璀璨終幕', '輝くフィナーレ', '찬란한 피날레', 'Glanzvolles Finale', 'Final brillante', 'Final éclatant', 'Finale Gemilang', 'Finale brillante', 'Final Brilhante', 'Блестящий финал', 'ฉากจบอันเจิดจรัส', 'Parlak Final', 'Màn Kết Rực Rỡ'],
    desc: ['Each level: all DMG +3%.', '每级：造成的伤害提升3%。', '每級：造成的傷害提升3%。', 'レベルごとに与えるダメージ+3%。', '레벨당 모든 피해 +3%.', 'Pro Stufe: jeglicher SCH +3 %.', 'Por nivel: todo el daño +3 %.', 'Par niveau : tous les DGT +3 %.', 'Per level: semua DMG +3%.', 'Per livello: tutti i DAN +3%.', 'Por nível: todo o dano +3%.', 'За уровень: весь урон +3%.', 'ต่อเลเวล: ความเสียหายทั้งหมด +3%', 'Seviye başına tüm hasar +%3.', 'Mỗi cấp: mọi ST +3%.'],
    summary: ['The cast shines brighter with every act cleared.', '每通过一幕，演员阵容就更加耀眼。', '每通過一幕，演員陣容就更加耀眼。', '幕をクリアするたびに、キャストはより輝く。', '막을 넘길 때마다 배역진이 더 빛난다.', 'Mit jedem geschafften Akt strahlt das Ensemble heller.', 'El reparto brilla más con cada acto superado.', 'La troupe brille davantage à chaque acte réussi.', 'Para pemeran bersinar lebih terang di setiap babak.', 'Il cast brilla di più a ogni atto superato.', 'O elenco brilha mais a cada ato concluído.', 'С каждым пройденным актом труппа сияет ярче.', 'นักแสดงเปล่งประกายมากขึ้นทุกองก์ที่ผ่าน', 'Her geçilen perdede kadro daha çok parlar.', 'Dàn diễn viên tỏa sáng hơn sau mỗi màn.'],
  },
];
