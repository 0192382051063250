/** Sample 7-ELEVEN stores for the store-map stand-in (dev-map.ts): made up, Taiwan-shaped. */
export type SampleStore = {
  id: string
  name: string
  address: string
  telephone: string
  outside: '0' | '1'
}

export const SAMPLE_STORES: readonly SampleStore[] = [
  {
    id: '131386',
    name: '鑫忠孝門市',
    address: '台北市大安區忠孝東路四段181號',
    telephone: '02-27113208',
    outside: '0',
  },
  {
    id: '172810',
    name: '西門町門市',
    address: '台北市萬華區漢中街116號',
    telephone: '02-23315731',
    outside: '0',
  },
  {
    id: '200815',
    name: '世貿門市',
    address: '台北市信義區信義路五段5號',
    telephone: '02-27225126',
    outside: '0',
  },
  {
    id: '186474',
    name: '南京建國門市',
    address: '台北市中山區南京東路三段23號',
    telephone: '02-25068410',
    outside: '0',
  },
  {
    id: '153472',
    name: '公館門市',
    address: '台北市中正區羅斯福路四段108號',
    telephone: '02-23686254',
    outside: '0',
  },
  {
    id: '207381',
    name: '板橋府中門市',
    address: '新北市板橋區府中路52號',
    telephone: '02-29656702',
    outside: '0',
  },
  {
    id: '191046',
    name: '三重正義門市',
    address: '新北市三重區正義北路215號',
    telephone: '02-29833451',
    outside: '0',
  },
  {
    id: '165290',
    name: '淡水中正門市',
    address: '新北市淡水區中正路68號',
    telephone: '02-26217943',
    outside: '0',
  },
  {
    id: '218533',
    name: '桃園中正門市',
    address: '桃園市桃園區中正路420號',
    telephone: '03-3352168',
    outside: '0',
  },
  {
    id: '174925',
    name: '中壢站前門市',
    address: '桃園市中壢區中和路139號',
    telephone: '03-4251836',
    outside: '0',
  },
  {
    id: '203647',
    name: '新竹光復門市',
    address: '新竹市東區光復路二段101號',
    telephone: '03-5723390',
    outside: '0',
  },
  {
    id: '189302',
    name: '竹北縣政門市',
    address: '新竹縣竹北市縣政九路88號',
    telephone: '03-5584107',
    outside: '0',
  },
  {
    id: '142758',
    name: '台中一中門市',
    address: '台中市北區一中街35號',
    telephone: '04-22236617',
    outside: '0',
  },
  {
    id: '226104',
    name: '逢甲門市',
    address: '台中市西屯區文華路100號',
    telephone: '04-24518890',
    outside: '0',
  },
  {
    id: '158836',
    name: '彰化中山門市',
    address: '彰化縣彰化市中山路二段250號',
    telephone: '04-7236615',
    outside: '0',
  },
  {
    id: '231570',
    name: '嘉義文化門市',
    address: '嘉義市東區文化路299號',
    telephone: '05-2276438',
    outside: '0',
  },
  {
    id: '167219',
    name: '台南成大門市',
    address: '台南市東區大學路西段53號',
    telephone: '06-2095147',
    outside: '0',
  },
  {
    id: '214488',
    name: '安平門市',
    address: '台南市安平區安平路412號',
    telephone: '06-2284031',
    outside: '0',
  },
  {
    id: '136951',
    name: '高雄新崛江門市',
    address: '高雄市新興區玉衡路40號',
    telephone: '07-2813365',
    outside: '0',
  },
  {
    id: '198723',
    name: '左營高鐵門市',
    address: '高雄市左營區高鐵路105號',
    telephone: '07-3456218',
    outside: '0',
  },
  {
    id: '240316',
    name: '屏東民族門市',
    address: '屏東縣屏東市民族路148號',
    telephone: '08-7338402',
    outside: '0',
  },
  {
    id: '177654',
    name: '宜蘭神農門市',
    address: '宜蘭縣宜蘭市神農路二段56號',
    telephone: '03-9352207',
    outside: '0',
  },
  {
    id: '185509',
    name: '花蓮中華門市',
    address: '花蓮縣花蓮市中華路220號',
    telephone: '03-8321946',
    outside: '0',
  },
  {
    id: '209937',
    name: '台東正氣門市',
    address: '台東縣台東市正氣路301號',
    telephone: '089-335184',
    outside: '0',
  },
  {
    id: '222815',
    name: '馬公光華門市',
    address: '澎湖縣馬公市光華里121號',
    telephone: '06-9260573',
    outside: '1',
  },
  {
    id: '234061',
    name: '金城民生門市',
    address: '金門縣金城鎮民生路32號',
    telephone: '082-325517',
    outside: '1',
  },
]

/** Stores whose name, address or ID contains the keyword ('台' also finds '臺'). */
export function searchStores(keyword: string): readonly SampleStore[] {
  const q = keyword.trim().replace(/臺/g, '台')
  if (!q) return SAMPLE_STORES
  return SAMPLE_STORES.filter(
    (s) => s.name.includes(q) || s.address.includes(q) || s.id.includes(q),
  )
}
