import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Invented Trial of Dread bosses, season titles and tag words (their 15 languages in
 * src/i18n). Ids are this table's own; descriptions use the Unity rich text the real API sends.
 */

export interface BossRow {
  id: number;
  name: L15;
  desc: L15;
  /** Element sprites (11001 Ice … 11007 Verdant) the boss is weak to, and the one it resists. */
  weak: readonly number[];
  strong: number;
}

const HL = (text: string) => `<color=#FFD780FF>${text}</color>`;

export const BOSSES: readonly BossRow[] = [
  {
    id: 84001,
    name: l15('hard-challenge-texts.bosses.84001.name'),
    desc: [
      `Hardens into a ${HL('molten shell')} that breaks after repeated Water hits.`,
      `会化作${HL('熔岩外壳')}，多次受到水元素攻击后破碎。`,
      `會化作${HL('熔岩外殼')}，多次受到水元素攻擊後破碎。`,
      `${HL('溶岩の殻')}をまとい、水の攻撃を何度も受けると砕ける。`,
      `${HL('용암 껍질')}을 두르며, 물 공격을 여러 번 받으면 부서진다.`,
      `Verhärtet sich zu einer ${HL('glühenden Hülle')}, die nach mehreren Wassertreffern bricht.`,
      `Se endurece en un ${HL('caparazón fundido')} que se rompe tras varios golpes de Agua.`,
      `Se durcit en une ${HL('carapace en fusion')} qui cède après plusieurs coups d'Eau.`,
      `Mengeras menjadi ${HL('cangkang lava')} yang pecah setelah beberapa serangan Air.`,
      `Si indurisce in un ${HL('guscio fuso')} che si spezza dopo ripetuti colpi d'Acqua.`,
      `Endurece numa ${HL('carapaça derretida')} que quebra após vários golpes de Água.`,
      `Покрывается ${HL('раскалённым панцирем')}, который раскалывается от ударов Воды.`,
      `ห่อหุ้มด้วย${HL('เปลือกลาวา')} ซึ่งแตกออกเมื่อโดนธาตุน้ำหลายครั้ง`,
      `Su saldırılarıyla kırılan ${HL('erimiş bir kabuğa')} bürünür.`,
      `Hóa thành ${HL('lớp vỏ dung nham')}, vỡ ra sau nhiều đòn Nước.`,
    ],
    weak: [11002, 11001],
    strong: 11003,
  },
  {
    id: 84002,
    name: l15('hard-challenge-texts.bosses.84002.name'),
    desc: [
      `Summons ${HL('ice mirrors')}; shatter them with Fire to stop the storm.`,
      `召唤${HL('冰镜')}，以火元素击碎即可止息风暴。`,
      `召喚${HL('冰鏡')}，以火元素擊碎即可止息風暴。`,
      `${HL('氷の鏡')}を呼び出す。炎で砕けば吹雪が止む。`,
      `${HL('얼음 거울')}을 소환한다. 불로 깨뜨리면 폭풍이 멎는다.`,
      `Beschwört ${HL('Eisspiegel')}; zerschlage sie mit Feuer, um den Sturm zu beenden.`,
      `Invoca ${HL('espejos de hielo')}; rómpelos con Fuego para detener la tormenta.`,
      `Invoque des ${HL('miroirs de glace')} ; brisez-les par le Feu pour calmer la tempête.`,
      `Memanggil ${HL('cermin es')}; hancurkan dengan Api untuk menghentikan badai.`,
      `Evoca ${HL('specchi di ghiaccio')}; infrangili col Fuoco per fermare la tempesta.`,
      `Invoca ${HL('espelhos de gelo')}; quebre-os com Fogo para parar a tempestade.`,
      `Призывает ${HL('ледяные зеркала')}; разбейте их Огнём, чтобы унять бурю.`,
      `เรียก${HL('กระจกน้ำแข็ง')} ทำลายด้วยธาตุไฟเพื่อหยุดพายุ`,
      `${HL('Buz aynaları')} çağırır; fırtınayı durdurmak için Ateşle kır.`,
      `Triệu hồi ${HL('gương băng')}; phá bằng Lửa để dừng cơn bão.`,
    ],
    weak: [11003, 11004],
    strong: 11001,
  },
  {
    id: 84003,
    name: l15('hard-challenge-texts.bosses.84003.name'),
    desc: [
      `Roots spread ${HL('verdant thorns')} across the arena; Fire burns them away.`,
      `根须在场地中蔓延出${HL('草木荆棘')}，火元素可将其焚尽。`,
      `根鬚在場地中蔓延出${HL('草木荊棘')}，火元素可將其焚盡。`,
      `根が${HL('草の棘')}を広げる。炎で焼き払える。`,
      `뿌리가 ${HL('풀가시')}를 퍼뜨린다. 불로 태울 수 있다.`,
      `Wurzeln verbreiten ${HL('grüne Dornen')} in der Arena; Feuer brennt sie fort.`,
      `Sus raíces extienden ${HL('espinas verdes')} por la arena; el Fuego las quema.`,
      `Ses racines répandent des ${HL('épines verdoyantes')} ; le Feu les consume.`,
      `Akarnya menyebarkan ${HL('duri hijau')} di arena; Api membakarnya.`,
      `Le radici spargono ${HL('spine verdi')} nell'arena; il Fuoco le brucia.`,
      `As raízes espalham ${HL('espinhos verdes')} pela arena; o Fogo queima-os.`,
      `Корни покрывают арену ${HL('зелёными шипами')}; Огонь их выжигает.`,
      `รากแผ่${HL('หนามพฤกษา')}ทั่วลาน ธาตุไฟเผาทำลายได้`,
      `Kökleri arenaya ${HL('yeşil dikenler')} yayar; Ateş onları yakar.`,
      `Rễ cây lan ${HL('gai xanh')} khắp đấu trường; Lửa thiêu rụi chúng.`,
    ],
    weak: [11003, 11005],
    strong: 11007,
  },
  {
    id: 84004,
    name: l15('hard-challenge-texts.bosses.84004.name'),
    desc: [
      `Charges a ${HL('lightning core')}; Stone shields absorb its surges.`,
      `会蓄积${HL('雷霆核心')}，岩元素护盾可吸收其冲击。`,
      `會蓄積${HL('雷霆核心')}，岩元素護盾可吸收其衝擊。`,
      `${HL('雷の核')}を溜める。岩のシールドで衝撃を防げる。`,
      `${HL('번개 핵')}을 충전한다. 바위 보호막이 충격을 흡수한다.`,
      `Lädt einen ${HL('Blitzkern')} auf; Steinschilde fangen die Stöße ab.`,
      `Carga un ${HL('núcleo de rayos')}; los escudos de Piedra absorben sus descargas.`,
      `Charge un ${HL('noyau de foudre')} ; les boucliers de Pierre absorbent ses décharges.`,
      `Mengisi ${HL('inti petir')}; perisai Batu menyerap lonjakannya.`,
      `Carica un ${HL('nucleo di fulmine')}; gli scudi di Pietra ne assorbono le scariche.`,
      `Carrega um ${HL('núcleo de relâmpago')}; escudos de Pedra absorvem as descargas.`,
      `Заряжает ${HL('грозовое ядро')}; щиты Камня поглощают разряды.`,
      `สะสม${HL('แกนสายฟ้า')} โล่ธาตุหินดูดซับแรงกระแทกได้`,
      `Bir ${HL('şimşek çekirdeği')} doldurur; Taş kalkanları dalgalarını emer.`,
      `Tích tụ ${HL('lõi sấm sét')}; khiên Đá hấp thụ các đợt xung.`,
    ],
    weak: [11006, 11001],
    strong: 11004,
  },
];

/** Words after the element sprite of a tag: type 1 the boss is weak to it, type 0 it resists. */
export const TAG_WORDS: { 1: L15; 0: L15 } = {
  1: l15('hard-challenge-texts.tag-words.1'),
  0: l15('hard-challenge-texts.tag-words.0'),
};

export interface SeasonRow {
  id: number;
  title: L15;
}

/** Season titles, newest first. */
export const SEASONS: readonly SeasonRow[] = [
  {
    id: 1,
    title: l15('hard-challenge-texts.seasons.1.title'),
  },
  {
    id: 2,
    title: l15('hard-challenge-texts.seasons.2.title'),
  },
  {
    id: 3,
    title: l15('hard-challenge-texts.seasons.3.title'),
  },
  {
    id: 4,
    title: l15('hard-challenge-texts.seasons.4.title'),
  },
];
