import type { Element, WeaponType } from './characters.js';
import type { L15 } from './localize.js';

/*
 * What makes the demo kits differ by character: constellation names by element (the effects stay
 * the shared ones of character-texts.ts) and the normal attack by weapon type. `TABLE_LANGS` order;
 * one row per line (hence prettier-ignore).
 */

/** The six constellation names of each element, step 1 to 6. */
// prettier-ignore
export const CONSTELLATION_NAMES: Readonly<Record<Element, readonly L15[]>> = {
  Anemo: [
    ['Drifting Feather', '飘羽', '飄羽', '漂う羽', '떠도는 깃털', 'Treibende Feder', 'Pluma a la deriva', 'Plume dérivante', 'Bulu Melayang', 'Piuma alla deriva', 'Pena à Deriva', 'Летящее перо', 'ขนนกล่องลอย', 'Süzülen Tüy', 'Lông Vũ Trôi'],
    ['Open Sky', '开阔之空', '開闊之空', '開けた空', '트인 하늘', 'Offener Himmel', 'Cielo abierto', 'Ciel ouvert', 'Langit Terbuka', 'Cielo aperto', 'Céu Aberto', 'Открытое небо', 'ท้องฟ้าเปิดกว้าง', 'Açık Gök', 'Bầu Trời Rộng'],
    ['Whirling Seed', '旋舞之种', '旋舞之種', '舞う種', '맴도는 씨앗', 'Wirbelnder Samen', 'Semilla giratoria', 'Graine tourbillonnante', 'Benih Berputar', 'Seme turbinante', 'Semente Rodopiante', 'Кружащееся семя', 'เมล็ดหมุนวน', 'Dönen Tohum', 'Hạt Giống Xoay'],
    ['Tailwind Oath', '顺风之誓', '順風之誓', '追い風の誓い', '순풍의 맹세', 'Rückenwind-Schwur', 'Juramento del viento en popa', 'Serment du vent arrière', 'Sumpah Angin Buritan', 'Giuramento del vento in poppa', 'Juramento do Vento de Popa', 'Клятва попутного ветра', 'คำสาบานแห่งลมส่ง', 'Arka Rüzgâr Yemini', 'Lời Thề Gió Xuôi'],
    ['Thousand Kites', '千纸鸢', '千紙鳶', '千の凧', '천 개의 연', 'Tausend Drachen', 'Mil cometas', 'Mille cerfs-volants', 'Seribu Layang-Layang', 'Mille aquiloni', 'Mil Papagaios', 'Тысяча воздушных змеев', 'ว่าวพันตัว', 'Bin Uçurtma', 'Nghìn Cánh Diều'],
    ['Hillside Hymn', '山丘颂歌', '山丘頌歌', '丘の賛歌', '언덕의 찬가', 'Hymne der Hügel', 'Himno de las colinas', 'Hymne des collines', 'Himne Lereng Bukit', 'Inno delle colline', 'Hino das Colinas', 'Гимн холмов', 'เพลงสรรเสริญแห่งเนินเขา', 'Tepelerin İlahisi', 'Thánh Ca Sườn Đồi'],
  ],
  Geo: [
    ['Cornerstone', '基石', '基石', '礎石', '주춧돌', 'Grundstein', 'Piedra angular', 'Pierre angulaire', 'Batu Penjuru', 'Pietra angolare', 'Pedra Angular', 'Краеугольный камень', 'ศิลาฤกษ์', 'Köşe Taşı', 'Đá Tảng'],
    ['Amber Vein', '琥珀矿脉', '琥珀礦脈', '琥珀の鉱脈', '호박 광맥', 'Bernsteinader', 'Veta de ámbar', 'Veine d’ambre', 'Urat Ambar', 'Vena d’ambra', 'Veio de Âmbar', 'Янтарная жила', 'สายแร่อำพัน', 'Kehribar Damarı', 'Mạch Hổ Phách'],
    ['Jade Ledger', '玉石账簿', '玉石帳簿', '翡翠の帳簿', '옥의 장부', 'Jadebuch', 'Libro de jade', 'Registre de jade', 'Buku Giok', 'Registro di giada', 'Livro de Jade', 'Нефритовая книга', 'สมุดบัญชีหยก', 'Yeşim Defter', 'Sổ Cái Ngọc Bích'],
    ['Silent Quarry', '静默采石场', '靜默採石場', '静かな石切場', '고요한 채석장', 'Stiller Steinbruch', 'Cantera silenciosa', 'Carrière silencieuse', 'Tambang Batu Sunyi', 'Cava silenziosa', 'Pedreira Silenciosa', 'Безмолвная каменоломня', 'เหมืองหินเงียบงัน', 'Sessiz Taş Ocağı', 'Mỏ Đá Lặng Im'],
    ['Harbour Pillar', '港湾之柱', '港灣之柱', '港の柱', '항구의 기둥', 'Hafensäule', 'Pilar del puerto', 'Pilier du port', 'Pilar Pelabuhan', 'Pilastro del porto', 'Pilar do Porto', 'Столп гавани', 'เสาหลักแห่งท่าเรือ', 'Liman Sütunu', 'Cột Trụ Bến Cảng'],
    ['Mountain Crown', '山岳之冠', '山嶽之冠', '山の冠', '산의 관', 'Bergkrone', 'Corona de la montaña', 'Couronne de la montagne', 'Mahkota Gunung', 'Corona della montagna', 'Coroa da Montanha', 'Венец горы', 'มงกุฎแห่งขุนเขา', 'Dağın Tacı', 'Vương Miện Núi Cao'],
  ],
  Electro: [
    ['Summer Storm', '夏日风暴', '夏日風暴', '夏の嵐', '여름 폭풍', 'Sommersturm', 'Tormenta de verano', 'Orage d’été', 'Badai Musim Panas', 'Temporale estivo', 'Tempestade de Verão', 'Летняя гроза', 'พายุฤดูร้อน', 'Yaz Fırtınası', 'Bão Mùa Hạ'],
    ['Split Sky', '裂空', '裂空', '裂けた空', '갈라진 하늘', 'Gespaltener Himmel', 'Cielo partido', 'Ciel fendu', 'Langit Terbelah', 'Cielo squarciato', 'Céu Fendido', 'Расколотое небо', 'ฟ้าแยก', 'Yarılan Gök', 'Trời Nứt'],
    ['Shrine Bell', '神社之铃', '神社之鈴', '社の鈴', '신사의 방울', 'Schreinglocke', 'Campana del santuario', 'Cloche du sanctuaire', 'Lonceng Kuil', 'Campana del santuario', 'Sino do Santuário', 'Храмовый колокольчик', 'กระดิ่งศาลเจ้า', 'Tapınak Çanı', 'Chuông Đền'],
    ['Violet Lantern', '紫灯', '紫燈', '紫の灯籠', '보랏빛 등롱', 'Violette Laterne', 'Farol violeta', 'Lanterne violette', 'Lentera Ungu', 'Lanterna viola', 'Lanterna Violeta', 'Фиолетовый фонарь', 'โคมสีม่วง', 'Mor Fener', 'Đèn Lồng Tím'],
    ['Thunder Vow', '雷鸣之誓', '雷鳴之誓', '雷の誓い', '천둥의 맹세', 'Donnerschwur', 'Voto del trueno', 'Vœu du tonnerre', 'Janji Guntur', 'Voto del tuono', 'Voto do Trovão', 'Клятва грома', 'คำปฏิญาณแห่งสายฟ้า', 'Gök Gürültüsü Andı', 'Lời Nguyện Sấm Sét'],
    ['Lightning Crown', '雷光之冠', '雷光之冠', '稲妻の冠', '번개의 관', 'Blitzkrone', 'Corona del relámpago', 'Couronne de foudre', 'Mahkota Kilat', 'Corona del fulmine', 'Coroa do Relâmpago', 'Венец молний', 'มงกุฎแห่งสายฟ้าแลบ', 'Şimşek Tacı', 'Vương Miện Tia Chớp'],
  ],
  Dendro: [
    ['First Sprout', '初芽', '初芽', '最初の芽', '첫 새싹', 'Erster Spross', 'Primer brote', 'Première pousse', 'Tunas Pertama', 'Primo germoglio', 'Primeiro Rebento', 'Первый росток', 'หน่อแรก', 'İlk Filiz', 'Mầm Đầu Tiên'],
    ['Ink and Leaf', '墨与叶', '墨與葉', '墨と葉', '먹과 잎', 'Tinte und Blatt', 'Tinta y hoja', 'Encre et feuille', 'Tinta dan Daun', 'Inchiostro e foglia', 'Tinta e Folha', 'Чернила и лист', 'หมึกและใบไม้', 'Mürekkep ve Yaprak', 'Mực Và Lá'],
    ['Deep Root', '深根', '深根', '深い根', '깊은 뿌리', 'Tiefe Wurzel', 'Raíz profunda', 'Racine profonde', 'Akar Dalam', 'Radice profonda', 'Raiz Profunda', 'Глубокий корень', 'รากลึก', 'Derin Kök', 'Rễ Sâu'],
    ['Woven Canopy', '交织的树冠', '交織的樹冠', '編まれた樹冠', '엮인 수관', 'Gewobenes Blätterdach', 'Dosel tejido', 'Canopée tissée', 'Kanopi Teranyam', 'Chioma intrecciata', 'Copa Entrelaçada', 'Сплетённый полог', 'เรือนยอดที่ถักทอ', 'Örülü Orman Tavanı', 'Tán Lá Đan Xen'],
    ['Bloom Lantern', '花灯', '花燈', '花の灯', '꽃등', 'Blütenlaterne', 'Farol en flor', 'Lanterne en fleur', 'Lentera Bunga', 'Lanterna in fiore', 'Lanterna em Flor', 'Цветочный фонарь', 'โคมดอกไม้', 'Çiçek Feneri', 'Đèn Hoa'],
    ['Elder Grove', '古老林苑', '古老林苑', '古き森', '오래된 숲', 'Uralter Hain', 'Arboleda ancestral', 'Bosquet ancien', 'Hutan Purba', 'Bosco antico', 'Bosque Ancestral', 'Древняя роща', 'ป่าโบราณ', 'Kadim Koru', 'Rừng Cổ Thụ'],
  ],
  Hydro: [
    ['Still Pool', '静池', '靜池', '静かな池', '고요한 연못', 'Stiller Teich', 'Estanque sereno', 'Bassin paisible', 'Kolam Tenang', 'Stagno quieto', 'Lago Sereno', 'Тихий пруд', 'สระน้ำนิ่ง', 'Durgun Havuz', 'Hồ Nước Tĩnh'],
    ['Canal Song', '运河之歌', '運河之歌', '運河の歌', '운하의 노래', 'Kanallied', 'Canción del canal', 'Chant des canaux', 'Lagu Kanal', 'Canto del canale', 'Canção do Canal', 'Песня каналов', 'เพลงแห่งคลอง', 'Kanal Şarkısı', 'Khúc Ca Kênh Đào'],
    ['Rising Tide', '涨潮', '漲潮', '満ち潮', '밀물', 'Steigende Flut', 'Marea creciente', 'Marée montante', 'Air Pasang', 'Marea crescente', 'Maré Cheia', 'Прилив', 'น้ำขึ้น', 'Yükselen Gelgit', 'Triều Dâng'],
    ['Silver Rain', '银雨', '銀雨', '銀の雨', '은빛 비', 'Silberregen', 'Lluvia de plata', 'Pluie d’argent', 'Hujan Perak', 'Pioggia d’argento', 'Chuva de Prata', 'Серебряный дождь', 'สายฝนสีเงิน', 'Gümüş Yağmur', 'Mưa Bạc'],
    ['Masked Chorus', '假面合唱', '假面合唱', '仮面の合唱', '가면의 합창', 'Maskierter Chor', 'Coro enmascarado', 'Chœur masqué', 'Paduan Suara Bertopeng', 'Coro mascherato', 'Coro Mascarado', 'Хор в масках', 'คณะประสานเสียงสวมหน้ากาก', 'Maskeli Koro', 'Hợp Xướng Đeo Mặt Nạ'],
    ['Ocean Verdict', '海洋的裁决', '海洋的裁決', '海の裁き', '바다의 판결', 'Urteil des Ozeans', 'Veredicto del océano', 'Verdict de l’océan', 'Putusan Samudra', 'Verdetto dell’oceano', 'Veredicto do Oceano', 'Приговор океана', 'คำตัดสินแห่งมหาสมุทร', 'Okyanusun Hükmü', 'Phán Quyết Đại Dương'],
  ],
  Pyro: [
    ['First Ember', '初烬', '初燼', '最初の燠火', '첫 불씨', 'Erste Glut', 'Primera brasa', 'Première braise', 'Bara Pertama', 'Prima brace', 'Primeira Brasa', 'Первый уголёк', 'ถ่านไฟแรก', 'İlk Kor', 'Than Hồng Đầu Tiên'],
    ['Ash Road', '灰烬之路', '灰燼之路', '灰の道', '재의 길', 'Aschenweg', 'Camino de ceniza', 'Route de cendre', 'Jalan Abu', 'Strada di cenere', 'Estrada de Cinza', 'Пепельная дорога', 'เส้นทางเถ้าถ่าน', 'Kül Yolu', 'Con Đường Tro Tàn'],
    ['War Drum', '战鼓', '戰鼓', '陣太鼓', '전고', 'Kriegstrommel', 'Tambor de guerra', 'Tambour de guerre', 'Genderang Perang', 'Tamburo di guerra', 'Tambor de Guerra', 'Боевой барабан', 'กลองศึก', 'Savaş Davulu', 'Trống Trận'],
    ['Blazing Mane', '炽焰鬃毛', '熾焰鬃毛', '燃えるたてがみ', '타오르는 갈기', 'Lodernde Mähne', 'Melena ardiente', 'Crinière ardente', 'Surai Membara', 'Criniera ardente', 'Crina Ardente', 'Пылающая грива', 'แผงคอลุกโชน', 'Alevli Yele', 'Bờm Rực Lửa'],
    ['Obsidian Heart', '黑曜之心', '黑曜之心', '黒曜の心', '흑요석 심장', 'Obsidianherz', 'Corazón de obsidiana', 'Cœur d’obsidienne', 'Hati Obsidian', 'Cuore d’ossidiana', 'Coração de Obsidiana', 'Обсидиановое сердце', 'หัวใจออบซิเดียน', 'Obsidyen Kalp', 'Trái Tim Hắc Diện Thạch'],
    ['Sunfire Crown', '日焰之冠', '日焰之冠', '陽炎の冠', '태양불의 관', 'Sonnenfeuerkrone', 'Corona de fuego solar', 'Couronne de feu solaire', 'Mahkota Api Surya', 'Corona di fuoco solare', 'Coroa de Fogo Solar', 'Венец солнечного огня', 'มงกุฎเพลิงสุริยะ', 'Güneş Ateşi Tacı', 'Vương Miện Lửa Mặt Trời'],
  ],
  Cryo: [
    ['Frost Flower', '霜花', '霜花', '霜の花', '서리꽃', 'Frostblume', 'Flor de escarcha', 'Fleur de givre', 'Bunga Embun Beku', 'Fiore di brina', 'Flor de Geada', 'Морозный цветок', 'ดอกไม้น้ำแข็ง', 'Ayaz Çiçeği', 'Hoa Sương Giá'],
    ['White Path', '白色小径', '白色小徑', '白き小道', '하얀 오솔길', 'Weißer Pfad', 'Sendero blanco', 'Sentier blanc', 'Jalan Putih', 'Sentiero bianco', 'Trilho Branco', 'Белая тропа', 'เส้นทางสีขาว', 'Beyaz Patika', 'Lối Trắng'],
    ['Hoarfrost Vigil', '白霜守夜', '白霜守夜', '霧氷の夜番', '상고대의 밤샘', 'Raureifwache', 'Vigilia de escarcha', 'Veille de givre', 'Jaga Malam Embun Beku', 'Veglia della brina', 'Vigília da Geada', 'Дозор изморози', 'ยามเฝ้าน้ำค้างแข็ง', 'Kırağı Nöbeti', 'Canh Thức Sương Muối'],
    ['Glacier Echo', '冰川回响', '冰川迴響', '氷河の残響', '빙하의 메아리', 'Gletscherecho', 'Eco del glaciar', 'Écho du glacier', 'Gema Gletser', 'Eco del ghiacciaio', 'Eco do Glaciar', 'Эхо ледника', 'เสียงสะท้อนธารน้ำแข็ง', 'Buzul Yankısı', 'Tiếng Vọng Sông Băng'],
    ['Winter Star', '冬之星', '冬之星', '冬の星', '겨울 별', 'Winterstern', 'Estrella invernal', 'Étoile d’hiver', 'Bintang Musim Dingin', 'Stella d’inverno', 'Estrela de Inverno', 'Зимняя звезда', 'ดาวฤดูหนาว', 'Kış Yıldızı', 'Ngôi Sao Mùa Đông'],
    ['Crown of Rime', '冰凇之冠', '冰凇之冠', '樹氷の冠', '상고대의 관', 'Krone des Raureifs', 'Corona de escarcha', 'Couronne de frimas', 'Mahkota Bunga Es', 'Corona di galaverna', 'Coroa de Sincelo', 'Венец инея', 'มงกุฎเกล็ดน้ำแข็ง', 'Kırağı Tacı', 'Vương Miện Băng Tuyết'],
  ],
};

/** The normal attack of each weapon type other than the sword (which keeps SKILLS[0]). */
// prettier-ignore
export const NORMAL_ATTACKS: Readonly<Record<Exclude<WeaponType, 1>, readonly [name: L15, desc: L15]>> = {
  10: [
    ['Murmured Verses', '低吟诗篇', '低吟詩篇', 'ささやく詩句', '속삭이는 시구', 'Gemurmelte Verse', 'Versos susurrados', 'Vers murmurés', 'Bait Berbisik', 'Versi sussurrati', 'Versos Sussurrados', 'Шёпот строк', 'บทกลอนกระซิบ', 'Mırıldanan Dizeler', 'Vần Thơ Thì Thầm'],
    ['Up to three bursts of elemental energy cast from the catalyst.', '通过法器释放至多三段元素能量。', '透過法器釋放至多三段元素能量。', '法器から最大3段の元素エネルギーを放つ。', '법구로 최대 3회 원소 에너지를 발사한다.', 'Bis zu drei Stöße elementarer Energie aus dem Katalysator.', 'Hasta tres ráfagas de energía elemental lanzadas con el catalizador.', 'Jusqu’à trois salves d’énergie élémentaire lancées par le catalyseur.', 'Hingga tiga semburan energi elemen dari katalis.', 'Fino a tre scariche di energia elementale lanciate dal catalizzatore.', 'Até três rajadas de energia elemental lançadas pelo catalisador.', 'До трёх залпов стихийной энергии из катализатора.', 'ปล่อยพลังงานธาตุจากคาตาลิสต์ได้สูงสุดสามครั้ง', 'Katalizörden en fazla üç element enerjisi patlaması.', 'Tối đa ba luồng năng lượng nguyên tố phóng ra từ pháp khí.'],
  ],
  11: [
    ['Heavy Arc', '沉重弧斩', '沉重弧斬', '重き弧', '묵직한 호', 'Schwerer Bogen', 'Arco pesado', 'Arc pesant', 'Busur Berat', 'Arco pesante', 'Arco Pesado', 'Тяжёлая дуга', 'วงฟันหนักหน่วง', 'Ağır Yay', 'Vòng Chém Nặng'],
    ['Up to four slow, sweeping swings of the greatsword.', '挥动双手剑进行至多四段缓慢而宽广的横扫。', '揮動雙手劍進行至多四段緩慢而寬廣的橫掃。', '両手剣で最大4段のゆっくりとした大振りを行う。', '양손검으로 느리지만 넓게 최대 4회 휘두른다.', 'Bis zu vier langsame, weite Hiebe mit dem Großschwert.', 'Hasta cuatro tajos lentos y amplios con el mandoble.', 'Jusqu’à quatre frappes lentes et amples à l’épée à deux mains.', 'Hingga empat ayunan lambat dan lebar dengan pedang besar.', 'Fino a quattro fendenti lenti e ampi con lo spadone.', 'Até quatro golpes lentos e amplos com a espada larga.', 'До четырёх медленных размашистых ударов двуручным мечом.', 'เหวี่ยงดาบใหญ่กวาดกว้างอย่างช้า ๆ ได้สูงสุดสี่ครั้ง', 'Büyük kılıçla en fazla dört yavaş ve geniş savuruş.', 'Tối đa bốn nhát chém chậm và rộng bằng trọng kiếm.'],
  ],
  12: [
    ['Fletcher’s Volley', '箭匠齐射', '箭匠齊射', '矢職人の斉射', '화살장인의 일제 사격', 'Pfeilmachers Salve', 'Andanada del flechero', 'Volée de l’empenneur', 'Rentetan Pembuat Panah', 'Raffica del frecciaio', 'Saraivada do Flecheiro', 'Залп оружейника', 'ห่าธนูของช่างศร', 'Okçunun Yaylım Ateşi', 'Loạt Tên Của Thợ Cung'],
    ['Up to five quick shots from the bow.', '用弓进行至多五段快速射击。', '用弓進行至多五段快速射擊。', '弓で最大5段の素早い射撃を行う。', '활로 최대 5회 빠르게 사격한다.', 'Bis zu fünf schnelle Schüsse mit dem Bogen.', 'Hasta cinco disparos rápidos con el arco.', 'Jusqu’à cinq tirs rapides à l’arc.', 'Hingga lima tembakan cepat dengan busur.', 'Fino a cinque tiri rapidi con l’arco.', 'Até cinco disparos rápidos com o arco.', 'До пяти быстрых выстрелов из лука.', 'ยิงธนูอย่างรวดเร็วได้สูงสุดห้าครั้ง', 'Yayla en fazla beş hızlı atış.', 'Tối đa năm phát bắn nhanh bằng cung.'],
  ],
  13: [
    ['Reach of the Spear', '长枪之及', '長槍之及', '槍の間合い', '창의 사거리', 'Reichweite des Speers', 'Alcance de la lanza', 'Allonge de la lance', 'Jangkauan Tombak', 'Portata della lancia', 'Alcance da Lança', 'Досягаемость копья', 'ระยะแห่งหอก', 'Mızrağın Menzili', 'Tầm Với Của Thương'],
    ['Up to five thrusts and sweeps of the polearm.', '使用长柄武器进行至多五段突刺与横扫。', '使用長柄武器進行至多五段突刺與橫掃。', '長柄武器で最大5段の突きと薙ぎ払いを行う。', '장병기로 최대 5회 찌르고 휩쓴다.', 'Bis zu fünf Stiche und Schwünge mit der Stangenwaffe.', 'Hasta cinco estocadas y barridos con el arma de asta.', 'Jusqu’à cinq estocs et balayages à l’arme d’hast.', 'Hingga lima tusukan dan sapuan dengan senjata galah.', 'Fino a cinque affondi e fendenti con l’arma ad asta.', 'Até cinco estocadas e varridas com a arma de haste.', 'До пяти выпадов и взмахов древковым оружием.', 'แทงและกวาดด้วยอาวุธด้ามยาวได้สูงสุดห้าครั้ง', 'Mızraklı silahla en fazla beş hamle ve savuruş.', 'Tối đa năm đòn đâm và quét bằng vũ khí cán dài.'],
  ],
};
