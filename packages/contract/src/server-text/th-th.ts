import type { ServerText } from './types.js';

export const thTh: ServerText = {
  switches: {
    chronicle: 'แสดงบันทึกการต่อสู้ของฉันบนโปรไฟล์',
    characterDetails: 'แสดงรายละเอียดตัวละครของคุณในบันทึกการต่อสู้หรือไม่?',
    realTimeNotes: 'คุณต้องการเปิดใช้งาน "บันทึกเรียลไทม์" เพื่อดูข้อมูลในเกมหรือไม่?',
  },
  card: {
    ys: {
      daysActive: 'จำนวนวันที่ใช้งาน',
      characters: 'ตัวละคร',
      achievements: 'ความสำเร็จ',
      spiralAbyss: 'ห้วงเหวเกลียว',
    },
    hsr: {
      timeActive: 'เวลาที่ใช้งาน',
      charactersUnlocked: 'ตัวละครที่ปลดล็อก',
      achievementsUnlocked: 'ความสำเร็จที่ปลดล็อก',
      treasuresOpened: 'หีบสมบัติที่เปิด',
    },
    bh3: {
      daysActive: 'จำนวนวันที่ใช้งาน',
      battlesuits: 'ชุดรบ',
      outfits: 'ชุดแต่งกาย',
      abyss: 'ห้วงเหว',
    },
  },
  hardChallengeDifficulties: [
    'ผ่านการขัดเกลา',
    'แน่วแน่',
    'กล้าหาญ',
    'ไม่หวั่นไหว',
    'ไร้ความกลัว',
    'ไร้เทียมทาน',
  ],
  regions: {
    america: 'เซิร์ฟเวอร์อเมริกา',
    europe: 'เซิร์ฟเวอร์ยุโรป',
    asia: 'เซิร์ฟเวอร์เอเชีย',
    twhkmo: 'เซิร์ฟเวอร์ TW, HK, MO',
    sea: 'เซิร์ฟเวอร์เอเชียตะวันออกเฉียงใต้',
    japan: 'เซิร์ฟเวอร์ญี่ปุ่น',
    korea: 'เซิร์ฟเวอร์เกาหลี',
  },
};
