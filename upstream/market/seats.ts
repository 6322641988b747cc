import type { SeatRef } from '@/lib/market/lhb-schemas';
import { createRng } from '@/upstream/core/random';

export const INSTITUTION_SEAT: SeatRef = {
  seatId: '10000001',
  seatName: '机构专用',
  seatType: 'institution',
  alias: null,
};
export const CONNECT_SH_SEAT: SeatRef = {
  seatId: '10000002',
  seatName: '沪股通专用',
  seatType: 'connect_sh',
  alias: null,
};
export const CONNECT_SZ_SEAT: SeatRef = {
  seatId: '10000003',
  seatName: '深股通专用',
  seatType: 'connect_sz',
  alias: null,
};

/** Branches the market nicknames as 游资 (public nicknames; the trades here are invented). */
const HOT_MONEY: [string, string][] = [
  ['中信证券股份有限公司上海溧阳路证券营业部', '溧阳路'],
  ['国泰君安证券股份有限公司上海江苏路证券营业部', '章盟主'],
  ['华鑫证券有限责任公司上海宛平南路证券营业部', '炒股养家'],
  ['中泰证券股份有限公司深圳欢乐海岸证券营业部', '欢乐海岸'],
  ['兴业证券股份有限公司陕西分公司', '方新侠'],
  ['国泰君安证券股份有限公司南京太平南路证券营业部', '作手新一'],
  ['南京证券股份有限公司南京大钟亭证券营业部', '小鳄鱼'],
  ['财通证券股份有限公司杭州上塘路证券营业部', '上塘路'],
  ['华泰证券股份有限公司成都南一环路第二证券营业部', '成都系'],
  ['国盛证券有限责任公司宁波桑田路证券营业部', '宁波桑田路'],
  ['光大证券股份有限公司佛山绿景路证券营业部', '佛山系'],
  ['浙商证券股份有限公司绍兴分公司', '赵老哥'],
];

const FIRMS = [
  '中信证券',
  '华泰证券',
  '国泰君安证券',
  '招商证券',
  '广发证券',
  '东方财富证券',
  '中国银河证券',
  '申万宏源证券',
  '海通证券',
  '平安证券',
  '长江证券',
  '方正证券',
  '东吴证券',
  '开源证券',
  '国信证券',
];
const PLACES = [
  '上海浦东新区',
  '深圳益田路',
  '北京西三环北路',
  '杭州庆春路',
  '拉萨团结路第二',
  '拉萨东环路第一',
  '成都北一环路',
  '武汉中北路',
  '西安科技路',
  '广州天河北路',
  '宁波解放南路',
  '苏州星阳街',
  '厦门湖滨南路',
  '长沙芙蓉中路',
  '南京江东中路',
  '重庆解放碑',
];

export function generateSeats(): { special: SeatRef[]; hotMoney: SeatRef[]; brokers: SeatRef[] } {
  const rng = createRng('market:seats:v1');
  const hotMoney = HOT_MONEY.map(([seatName, alias], index) => ({
    seatId: String(10100001 + index * 17),
    seatName,
    seatType: 'hot_money' as const,
    alias,
  }));
  const names = new Set(hotMoney.map((s) => s.seatName));
  const brokers: SeatRef[] = [];
  while (brokers.length < 80) {
    const seatName = `${rng.pick(FIRMS)}股份有限公司${rng.pick(PLACES)}证券营业部`;
    if (names.has(seatName)) continue;
    names.add(seatName);
    brokers.push({ seatId: String(10300001 + brokers.length * 29), seatName, seatType: 'broker', alias: null });
  }
  return { special: [INSTITUTION_SEAT, CONNECT_SH_SEAT, CONNECT_SZ_SEAT], hotMoney, brokers };
}
