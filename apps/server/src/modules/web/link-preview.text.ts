import { localizeTable, type L15, type Lang, type Localized } from '@chronicle/contract';

/*
 * The words of a share link's preview (link-preview.ts), in the 15 languages. `{{name}}` is the
 * role's nickname, `{{game}}` the game's name from the contract, `{{n}}` the role's level. The
 * neutral preview of a private, under-13 or unknown account uses the neutral share card's own words
 * (SERVER_TEXT's shareCard.privateTitle and privateBody), so the preview and its image agree.
 */

/** The title of a public role's preview. */
const TITLE: L15 = [
  "{{name}}'s {{game}} records",
  '{{name}}的{{game}}战绩',
  '{{name}}的{{game}}戰績',
  '{{name}}の{{game}}戦績',
  '{{name}}의 {{game}} 전적',
  '{{game}}-Spielstand von {{name}}',
  'Registros de {{name}} en {{game}}',
  'Relevés de {{name}} dans {{game}}',
  'Catatan {{name}} di {{game}}',
  'Record di {{name}} in {{game}}',
  'Registos de {{name}} em {{game}}',
  'Игровые записи {{name}} в {{game}}',
  'บันทึกของ {{name}} ใน {{game}}',
  '{{name}} adlı oyuncunun {{game}} kayıtları',
  'Hồ sơ {{game}} của {{name}}',
];

/** The role's level, first in the description. */
const LEVEL: L15 = [
  'Level {{n}}',
  '等级 {{n}}',
  '等級 {{n}}',
  'レベル {{n}}',
  '레벨 {{n}}',
  'Stufe {{n}}',
  'Nivel {{n}}',
  'Niveau {{n}}',
  'Tingkat {{n}}',
  'Livello {{n}}',
  'Nível {{n}}',
  'Уровень {{n}}',
  'เลเวล {{n}}',
  'Seviye {{n}}',
  'Cấp {{n}}',
];

/**
 * A public role's description: `{{details}}` is its level, server and UID, joined by ` · `, then a
 * sentence about what the link opens.
 */
const DESCRIPTION: L15 = [
  '{{details}}. Overview, characters and progress, shared from Chronicle.',
  '{{details}}。总览、角色与进度，分享自 Chronicle。',
  '{{details}}。總覽、角色與進度，分享自 Chronicle。',
  '{{details}}。概要・キャラクター・進行状況を Chronicle から共有。',
  '{{details}}. 개요, 캐릭터, 진행 상황을 Chronicle에서 공유했습니다.',
  '{{details}}. Übersicht, Figuren und Fortschritt, geteilt aus Chronicle.',
  '{{details}}. Resumen, personajes y progreso, compartidos desde Chronicle.',
  '{{details}}. Aperçu, personnages et progression, partagés depuis Chronicle.',
  '{{details}}. Ringkasan, karakter, dan progres, dibagikan dari Chronicle.',
  '{{details}}. Panoramica, personaggi e progressi, condivisi da Chronicle.',
  '{{details}}. Resumo, personagens e progresso, partilhados a partir do Chronicle.',
  '{{details}}. Обзор, персонажи и прогресс — в Chronicle.',
  '{{details}} ภาพรวม ตัวละคร และความคืบหน้า แชร์จาก Chronicle',
  "{{details}}. Genel bakış, karakterler ve ilerleme, Chronicle'dan paylaşıldı.",
  '{{details}}. Tổng quan, nhân vật và tiến độ, chia sẻ từ Chronicle.',
];

interface PreviewText {
  title: string;
  level: string;
  description: string;
}

const TABLES: Record<keyof PreviewText, Localized> = {
  title: localizeTable(TITLE),
  level: localizeTable(LEVEL),
  description: localizeTable(DESCRIPTION),
};

/** The preview's words in one language. */
export function previewText(lang: Lang): PreviewText {
  return {
    title: TABLES.title[lang],
    level: TABLES.level[lang],
    description: TABLES.description[lang],
  };
}
