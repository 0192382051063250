/**
 * Real OCG cards and printings for the demo shop. Card numbers and rarities were taken from a
 * Japanese card shop's public buy list (name + card number + rarity), except the few marked
 * "from memory" below. Asian-English numbers follow the AE convention (same number, AE region)
 * and were not checked one by one. Prices are rough yen retail prices for an unplayed copy.
 */
import type { Category, Rarity } from '../../contract/catalogue-values.ts'

export type SeedPrinting = {
  cardNumber: string
  rarity: Rarity
  priceJpy: number
  /** An Asian print in Japanese (韓紙) with its own card number, e.g. DUEA-JA049. */
  asiaJapanese?: boolean
  /** The Asian-English print of the same card, when the set had one. */
  asiaEnglishNumber?: string
}

export type SeedCard = {
  baseName: string
  nameZh: string
  nameEn: string | null
  category: Category
  description: string
  /**
   * Names players search by (issue 12): Taiwanese common names, Japanese nicknames and kana
   * readings, Simplified forms. Stored on the card, searched and suggested, edited by staff.
   */
  aliases: string[]
  printings: SeedPrinting[]
}

export const SEED_CARDS: SeedCard[] = [
  // 通常怪獸
  {
    baseName: 'ブラック・マジシャン',
    nameZh: '黑魔導',
    nameEn: 'Dark Magician',
    aliases: ['黑魔導士', '黑魔術師', 'ブラマジ', '黑魔导士', '黑魔术师', '黑魔导'],
    category: '通常怪獸',
    description: '武藤遊戲的王牌，攻擊力 2500 的魔法師族。25 週年版本與各種特殊稀有度都是收藏熱門。',
    printings: [
      { cardNumber: 'QCCU-JP001', rarity: 'UR', priceJpy: 480, asiaEnglishNumber: 'QCCU-AE001' },
      { cardNumber: 'QCCU-JP001', rarity: 'QCSE', priceJpy: 15800 },
      { cardNumber: 'PSEC-JP002', rarity: 'PSE', priceJpy: 9800 },
      { cardNumber: '2018-JPP02', rarity: '20thSE', priceJpy: 4980 },
      // From memory, numbers not checked: Millennium Box and Gold Series reprints.
      { cardNumber: 'MB01-JP001', rarity: 'M', priceJpy: 1980 },
      { cardNumber: 'GS06-JP001', rarity: 'GSE', priceJpy: 2980 },
    ],
  },
  {
    baseName: '青眼の白龍',
    nameZh: '青眼白龍',
    nameEn: 'Blue-Eyes White Dragon',
    aliases: ['青眼', 'ブルーアイズ', 'ブルーアイズ・ホワイト・ドラゴン', 'BEWD', '青眼白龙'],
    category: '通常怪獸',
    description: '海馬瀨人的象徵，攻擊力 3000 的傳說之龍。各時期的高稀有度版本一直是收藏家追逐的對象。',
    printings: [
      { cardNumber: 'QCCP-JP001', rarity: 'QCSE', priceJpy: 29800, asiaEnglishNumber: 'QCCP-AE001' },
      { cardNumber: 'PSEC-JP001', rarity: 'PSE', priceJpy: 12800 },
      { cardNumber: 'QCAC-JP021', rarity: 'QCSE', priceJpy: 19800 },
      { cardNumber: 'TD02-JP001', rarity: 'QCSE', priceJpy: 7980 },
      { cardNumber: '2018-JPP01', rarity: '20thSE', priceJpy: 5980 },
      // From memory, numbers not checked: Gold Series and a V Jump promo reprint.
      { cardNumber: 'GS01-JP001', rarity: 'GR', priceJpy: 1980 },
      { cardNumber: 'VJMP-JP001', rarity: 'UPR', priceJpy: 1480 },
    ],
  },
  {
    baseName: '真紅眼の黒竜',
    nameZh: '真紅眼黑龍',
    nameEn: 'Red-Eyes Black Dragon',
    aliases: ['紅眼', '紅眼黑龍', 'レッドアイズ', 'レッドアイズ・ブラックドラゴン', 'REBD', '真红眼黑龙'],
    category: '通常怪獸',
    description: '城之內克也的愛卡，潛力無限的黑龍。20th 與 25th 版本的黑色卡面特別受歡迎。',
    printings: [
      { cardNumber: '20CP-JPS03', rarity: '20thSE', priceJpy: 6980 },
      { cardNumber: 'QCCP-JP108', rarity: 'QCSE', priceJpy: 12800, asiaEnglishNumber: 'QCCP-AE108' },
    ],
  },
  {
    baseName: 'ヂェミナイ・エルフ',
    nameZh: '雙胞胎精靈',
    nameEn: 'Gemini Elf',
    aliases: ['ジェミナイ・エルフ', '雙子精靈', '双胞胎精灵'],
    category: '通常怪獸',
    description: '初期就登場的人氣通常怪獸，雙子精靈的插畫深受收藏玩家喜愛，稜鏡版本光澤漂亮。',
    printings: [{ cardNumber: '24YA-JP001', rarity: 'PSE', priceJpy: 3980 }],
  },

  // 效果怪獸
  {
    baseName: 'ブラック・マジシャン・ガール',
    nameZh: '黑魔導女孩',
    nameEn: 'Dark Magician Girl',
    aliases: ['黑魔導士女孩', '黑魔術少女', 'ブラマジガール', 'BMG', 'DMG', '黑魔导女孩'],
    category: '效果怪獸',
    description: '遊戲王最具代表性的女性角色卡，每個特殊版本都是卡價指標，25 週年版更是高價收藏品。',
    printings: [
      { cardNumber: 'QCCU-JP002', rarity: 'QCSE', priceJpy: 219800 },
      { cardNumber: '20TH-JPC55', rarity: '20thSE', priceJpy: 29800 },
      { cardNumber: 'DMMD-JP001', rarity: '20thSE', priceJpy: 19800 },
      { cardNumber: 'QCAC-JP019', rarity: 'QCSE', priceJpy: 39800 },
      { cardNumber: 'QCDB-JP008', rarity: 'QCSE', priceJpy: 24800 },
      { cardNumber: 'DP23-JP000', rarity: 'HR', priceJpy: 5980 },
      { cardNumber: '2017-JPP01', rarity: 'HR', priceJpy: 14800 },
    ],
  },
  {
    baseName: '青眼の亜白龍',
    nameZh: '青眼亞白龍',
    nameEn: 'Blue-Eyes Alternative White Dragon',
    aliases: ['亞白龍', '亜白龍', 'ブルーアイズ・オルタナティブ・ホワイト・ドラゴン', 'オルタナ', '青眼亚白龙'],
    category: '效果怪獸',
    description: '展示手牌中的青眼白龍就能特殊召喚，並可破壞對手怪獸，是青眼牌組的主力。',
    printings: [{ cardNumber: 'QCDB-JP001', rarity: 'UR', priceJpy: 580 }],
  },
  {
    baseName: '灰流うらら',
    nameZh: '灰流麗',
    nameEn: 'Ash Blossom & Joyous Spring',
    aliases: ['灰流', 'うらら', 'はるうらら', '灰流丽'],
    category: '效果怪獸',
    description: '從牌組檢索或特殊召喚時丟棄即可無效的萬用手坑，幾乎每副比賽牌組都會放三張。',
    printings: [
      { cardNumber: 'RC04-JP009', rarity: 'QCSE', priceJpy: 14800, asiaEnglishNumber: 'RC04-AE009' },
      // From memory: the other RC04 rarities of the same number.
      { cardNumber: 'RC04-JP009', rarity: 'CR', priceJpy: 3480 },
      { cardNumber: 'RC04-JP009', rarity: 'SR', priceJpy: 980 },
      { cardNumber: 'PAC1-JP016', rarity: 'PSE', priceJpy: 12800 },
      { cardNumber: 'QCAC-JP050', rarity: 'QCSE', priceJpy: 9800 },
      { cardNumber: '20TH-JPC85', rarity: '20thSE', priceJpy: 5980 },
    ],
  },
  {
    baseName: '増殖するG',
    nameZh: '增殖的G',
    nameEn: 'Maxx "C"',
    aliases: ['增殖G', '増G', '蟑螂', 'ぞうしょくするG'],
    category: '效果怪獸',
    description: '對手每次特殊召喚就抽一張卡的強力手坑，能有效牽制大量展開的牌組。',
    printings: [
      { cardNumber: 'RC04-JP005', rarity: 'QCSE', priceJpy: 8980, asiaEnglishNumber: 'RC04-AE005' },
      { cardNumber: 'RC04-JP005', rarity: 'UR', priceJpy: 1280 }, // from memory
      { cardNumber: '20TH-JPC82', rarity: '20thSE', priceJpy: 3980 },
    ],
  },
  {
    baseName: 'カオス・ソルジャー －開闢の使者－',
    nameZh: '混沌士兵－開闢的使者－',
    nameEn: 'Black Luster Soldier - Envoy of the Beginning',
    aliases: ['開闢', '開闢的使者', '混沌戰士 開闢的使者', 'BLS', '混沌士兵－开辟的使者－'],
    category: '效果怪獸',
    description: '除外光與暗屬性怪獸特殊召喚的傳奇強卡，能除外怪獸或連續攻擊。',
    printings: [{ cardNumber: '20CP-JPT03', rarity: '20thSE', priceJpy: 10800 }],
  },
  {
    baseName: 'サイバー・ドラゴン',
    nameZh: '電子龍',
    nameEn: 'Cyber Dragon',
    aliases: ['サイドラ', '电子龙'],
    category: '效果怪獸',
    description: '只有對手場上有怪獸時就能特殊召喚的機械族，電子流牌組的起點。',
    printings: [
      { cardNumber: '20CP-JPT04', rarity: '20thSE', priceJpy: 4980 },
      // From memory: the first printing (CYBERNETIC REVOLUTION) in Ultimate.
      { cardNumber: 'CRV-JP015', rarity: 'UL', priceJpy: 6980 },
    ],
  },
  {
    baseName: 'サイレント・マジシャン LV8',
    nameZh: '沉默魔術師 LV8',
    nameEn: 'Silent Magician LV8',
    aliases: ['沉默魔術師', 'サイマジ', '沉默魔术师 LV8'],
    category: '效果怪獸',
    description: '不受對手魔法卡效果影響的高階魔術師，週年紀念版的插畫非常精緻。',
    printings: [{ cardNumber: 'AC04-JP000', rarity: 'QCSE', priceJpy: 39800 }],
  },
  {
    baseName: 'ガガガガール',
    nameZh: '我我我女孩',
    nameEn: 'Gagaga Girl',
    aliases: ['Gagaga Girl'],
    category: '效果怪獸',
    description: '我我我系列的人氣角色，可以配合超量召喚，稜鏡版本是粉絲收藏首選。',
    printings: [{ cardNumber: 'DUAD-JPS01', rarity: 'PSE', priceJpy: 9800 }],
  },
  {
    baseName: 'ティアラメンツ・シェイレーン',
    nameZh: '珠淚哀歌族·謝倫',
    nameEn: 'Tearlaments Scheiren',
    aliases: ['シェイレーン', '謝倫', '珠泪哀歌族·谢伦'],
    category: '效果怪獸',
    description: '墓地送出時就能發動融合的珠淚哀歌族核心怪獸，曾稱霸比賽環境。',
    printings: [{ cardNumber: 'POTE-JP014', rarity: 'PSE', priceJpy: 4980, asiaEnglishNumber: 'POTE-AE014' }],
  },
  {
    baseName: '赫の聖女カルテシア',
    nameZh: '赫之聖女 卡爾特西亞',
    nameEn: 'Cartesia, the Virtuous',
    aliases: ['カルテシア', '卡爾特西亞', '赫聖女', '赫之圣女 卡尔特西亚'],
    category: '效果怪獸',
    description: '對手發動卡時可從手牌特殊召喚，並能融合出烙印系列的強力怪獸。',
    printings: [{ cardNumber: 'DABL-JP011', rarity: 'PSE', priceJpy: 5980 }],
  },
  {
    baseName: '銀河眼の光子竜',
    nameZh: '銀河眼光子龍',
    nameEn: 'Galaxy-Eyes Photon Dragon',
    aliases: ['銀河眼', 'ギャラクシーアイズ', 'ギャラクシーアイズ・フォトン・ドラゴン', '光子龍', '银河眼光子龙'],
    category: '效果怪獸',
    description: '天城快斗的王牌，解放兩隻攻擊力 2000 以上的怪獸即可特殊召喚，能把戰鬥對象除外。',
    printings: [{ cardNumber: '20CP-JPT07', rarity: '20thSE', priceJpy: 5480 }],
  },
  {
    baseName: '倶利伽羅天童',
    nameZh: '俱利伽羅天童',
    nameEn: 'Kurikara Divincarnate',
    aliases: ['くりからてんどう', '天童', '俱利伽罗天童'],
    category: '效果怪獸',
    description: '能解放對手場上怪獸特殊召喚的強力除去手段，對付大型怪獸非常好用。',
    printings: [{ cardNumber: 'POTE-JP031', rarity: 'PSE', priceJpy: 2980 }],
  },
  {
    baseName: '結束と絆の魔導師',
    nameZh: '結束與羈絆的魔導師',
    nameEn: 'Magicians of Bonds and Unity',
    aliases: ['けっそくときずなのまどうし', '結束與羈絆', '结束与羁绊的魔导师'],
    category: '效果怪獸',
    description: '25 週年紀念的特別卡，每個補充包的 JP000 版本插畫各不相同，收藏價值高。',
    printings: [
      { cardNumber: 'AGOV-JP000', rarity: 'QCSE', priceJpy: 7980 },
      { cardNumber: 'LEDE-JP000', rarity: 'QCSE', priceJpy: 6980 },
      { cardNumber: 'PHNI-JP000', rarity: 'QCSE', priceJpy: 8980 },
    ],
  },
  {
    baseName: '結束と絆の超魔導剣士',
    nameZh: '結束與羈絆的超魔導劍士',
    // From memory, not checked against the TCG card list.
    nameEn: 'Super Magician Swordsman of Bonds and Unity',
    aliases: ['けっそくときずなのちょうまどうけんし', '超魔導劍士', '结束与羁绊的超魔导剑士'],
    category: '效果怪獸',
    description: '25 週年紀念系列的卡片，收錄在補充包 JP000 號，只有 25th 稀有度。',
    printings: [{ cardNumber: 'SUDA-JP000', rarity: 'QCSE', priceJpy: 9800 }],
  },
  {
    baseName: '誇りと魂の龍',
    nameZh: '驕傲與靈魂之龍',
    nameEn: 'Dragon of Pride and Soul',
    aliases: ['ほこりとたましいのりゅう', '驕傲與靈魂', '骄傲与灵魂之龙'],
    category: '效果怪獸',
    description: '25 週年紀念系列的龍族特別卡，收錄在補充包 JP000 號。',
    printings: [{ cardNumber: 'INFO-JP000', rarity: 'QCSE', priceJpy: 8980 }],
  },
  {
    baseName: '幻惑の見習い魔術師',
    nameZh: '幻惑的見習魔術師',
    nameEn: 'Apprentice Illusion Magician',
    aliases: ['げんわくのみならいまじゅつし', '見習魔術師', '幻惑的见习魔术师'],
    category: '效果怪獸',
    description: '丟棄手牌就能特殊召喚，並可檢索黑魔導，是黑魔導牌組常用的展開點。',
    printings: [{ cardNumber: 'LEDE-JP029', rarity: 'QCSE', priceJpy: 4980 }],
  },
  {
    baseName: '黒魔女ディアベルスター',
    nameZh: '黑魔女 迪亞貝爾斯塔',
    nameEn: 'Diabellstar the Black Witch',
    aliases: ['ディアベルスター', 'ディアベル', '迪亞貝爾斯塔', '黑魔女', '黑魔女 迪亚贝尔斯塔'],
    category: '效果怪獸',
    description: '罪寶系列的核心怪獸，能檢索罪寶魔陷，近年比賽中出場率極高。',
    printings: [
      { cardNumber: 'AGOV-JP006', rarity: 'QCSE', priceJpy: 12800, asiaEnglishNumber: 'AGOV-AE006' },
      { cardNumber: 'QCAC-JP012', rarity: 'QCSE', priceJpy: 6980 },
    ],
  },
  {
    baseName: '朔夜しぐれ',
    nameZh: '朔夜時雨',
    nameEn: 'Ghost Mourner & Moonlit Chill',
    aliases: ['しぐれ', 'さくやしぐれ', '時雨', '朔夜时雨'],
    category: '效果怪獸',
    description: '無效對手特殊召喚怪獸效果的手坑之一，20th 版本數量稀少。',
    printings: [{ cardNumber: 'ETCO-JP036', rarity: '20thSE', priceJpy: 19800 }],
  },
  {
    baseName: '灼熱の火霊使いヒータ',
    nameZh: '灼熱的火靈使 火蒂',
    nameEn: 'Hiita the Fire Charmer, Ablaze',
    aliases: ['ヒータ', '火蒂', '火靈使', '火靈使火蒂', '灼热的火灵使 火蒂'],
    category: '效果怪獸',
    description: '靈使系列的火屬性角色，能奪取對手墓地的火屬性怪獸，是人氣角色卡。',
    printings: [
      { cardNumber: 'QCCU-JP187', rarity: 'QCSE', priceJpy: 4980 },
      { cardNumber: 'SAST-JP056', rarity: '20thSE', priceJpy: 6980 },
    ],
  },
  {
    baseName: '清冽の水霊使いエリア',
    nameZh: '清冽的水靈使 愛莉亞',
    nameEn: 'Eria the Water Charmer, Gentle',
    aliases: ['エリア', '愛莉亞', '水靈使', '水靈使愛莉亞', '清冽的水灵使 爱莉亚'],
    category: '效果怪獸',
    description: '靈使系列的水屬性角色，20th 與 25th 版本皆為收藏熱門。',
    printings: [
      { cardNumber: 'ETCO-JP055', rarity: '20thSE', priceJpy: 8980 },
      { cardNumber: 'QCCP-JP190', rarity: 'QCSE', priceJpy: 4980 },
    ],
  },
  {
    baseName: '蒼翠の風霊使いウィン',
    nameZh: '蒼翠的風靈使 溫',
    nameEn: 'Wynn the Wind Charmer, Verdant',
    aliases: ['ウィン', '溫', '風靈使', '風靈使溫', '苍翠的风灵使 温'],
    category: '效果怪獸',
    description: '靈使系列的風屬性角色，插畫可愛，是靈使收藏玩家必收的一張。',
    printings: [{ cardNumber: 'QCCU-JP188', rarity: 'QCSE', priceJpy: 7980 }],
  },
  {
    baseName: '照耀の光霊使いライナ',
    nameZh: '照耀的光靈使 萊娜',
    nameEn: 'Lyna the Light Charmer, Lustrous',
    aliases: ['ライナ', '萊娜', '光靈使', '光靈使萊娜', '照耀的光灵使 莱娜'],
    category: '效果怪獸',
    description: '靈使系列的光屬性角色，稜鏡版本的光澤讓插畫更加亮眼。',
    printings: [{ cardNumber: 'LIOV-JP049', rarity: 'PSE', priceJpy: 9800 }],
  },
  {
    baseName: '守護神官マナ',
    nameZh: '守護神官 瑪娜',
    nameEn: 'Palladium Oracle Mana',
    aliases: ['マナ', '瑪娜', '神官瑪娜', 'しゅごしんかんマナ', '守护神官 玛娜'],
    category: '效果怪獸',
    description: '黑魔導女孩的原型角色，能保護魔法師族，20th 版本很受粉絲歡迎。',
    printings: [{ cardNumber: '20TH-JPC03', rarity: '20thSE', priceJpy: 3980 }],
  },
  {
    baseName: '精霊獣使い レラ',
    nameZh: '靈獸使 蕾拉',
    nameEn: 'Ritual Beast Tamer Lara',
    aliases: ['レラ', '蕾拉', 'せいれいじゅうつかいレラ', '灵兽使 蕾拉'],
    category: '效果怪獸',
    description: '靈獸系列的調整用角色，25 週年版本重新繪製，收藏價值高。',
    printings: [{ cardNumber: 'TW01-JP122', rarity: 'QCSE', priceJpy: 3480 }],
  },
  {
    baseName: '閃刀姫－レイ',
    nameZh: '閃刀姬－零',
    nameEn: 'Sky Striker Ace - Raye',
    aliases: ['レイ', '零', '閃刀姬零', 'せんとうきレイ', '闪刀姬－零'],
    category: '效果怪獸',
    description: '閃刀姬系列的主角，能解放自己召喚連結怪獸，魔法卡為主的牌組核心。',
    printings: [
      { cardNumber: '20CP-JPC02', rarity: '20thSE', priceJpy: 12800 },
      { cardNumber: 'QCAC-JP008', rarity: 'QCSE', priceJpy: 8980 },
    ],
  },
  {
    baseName: '閃刀姫－ゼロ',
    nameZh: '閃刀姬－澤蘿',
    nameEn: 'Sky Striker Ace - Roze',
    aliases: ['ゼロ', '澤蘿', '閃刀姬澤蘿', '闪刀姬－泽萝'],
    category: '效果怪獸',
    description: '閃刀姬系列的角色卡，收錄於 DUELIST PACK 的稜鏡稀有度版本。',
    printings: [{ cardNumber: 'DUAD-JP049', rarity: 'PSE', priceJpy: 5980 }],
  },
  {
    baseName: '白の聖女エクレシア',
    nameZh: '白之聖女 艾克莉西亞',
    nameEn: 'Incredible Ecclesia, the Virtuous',
    aliases: ['エクレシア', '艾克莉西亞', '白聖女', '白之圣女 艾克莉西亚'],
    category: '效果怪獸',
    description: '教導系列的人氣角色，能特殊召喚並檢索教導卡片，插畫與故事都很受歡迎。',
    printings: [
      { cardNumber: 'BODE-JP007', rarity: 'PSE', priceJpy: 9800 },
      { cardNumber: 'CF01-JPS02', rarity: 'QCSE', priceJpy: 4980 },
    ],
  },
  {
    baseName: '魔術師の弟子－ブラック・マジシャン・ガール',
    nameZh: '魔術師的弟子－黑魔導女孩',
    // Our translation: no TCG name was known when this was written.
    nameEn: "Magician's Apprentice - Dark Magician Girl",
    aliases: ['黑魔導女孩', '黑魔導士女孩', '黑魔術少女', 'ブラマジガール', '魔术师的弟子－黑魔导女孩'],
    category: '效果怪獸',
    description: '黑魔導女孩的新版本，能支援黑魔導系列，25th 版本一推出就成為熱門收藏。',
    printings: [
      { cardNumber: 'ALIN-JP004', rarity: 'QCSE', priceJpy: 12800, asiaEnglishNumber: 'ALIN-AE004' },
      // From memory: ALLIANCE INSIGHT's OverFrame version of the same number.
      { cardNumber: 'ALIN-JP004', rarity: 'OF', priceJpy: 9800 },
    ],
  },
  {
    baseName: 'M∀LICE<P>March Hare',
    nameZh: 'M∀LICE<P>三月兔',
    nameEn: 'Maliss <P> March Hare',
    aliases: ['マリス マーチ・ヘア', 'Malice March Hare', '三月兔'],
    category: '效果怪獸',
    description: 'M∀LICE 系列的展開要角，25th 版本的閃亮卡面相當搶眼。',
    printings: [{ cardNumber: 'ALIN-JP023', rarity: 'QCSE', priceJpy: 7980 }],
  },
  {
    baseName: 'M∀LICE<P>White Rabbit',
    nameZh: 'M∀LICE<P>白兔',
    nameEn: 'Maliss <P> White Rabbit',
    aliases: ['マリス ホワイト・ラビット', 'Malice White Rabbit', '白兔'],
    category: '效果怪獸',
    description: 'M∀LICE 系列的起點怪獸，可以設置陷阱卡，是牌組不可或缺的一張。',
    printings: [{ cardNumber: 'DBCB-JP015', rarity: 'QCSE', priceJpy: 14800 }],
  },

  // 儀式怪獸
  {
    baseName: 'カオス・ソルジャー',
    nameZh: '混沌戰士',
    nameEn: 'Black Luster Soldier',
    aliases: ['混沌士兵', 'カオソル', 'BLS', '混沌战士'],
    category: '儀式怪獸',
    description: '經典的儀式怪獸，攻擊力 3000。稜鏡版本採用全新設計，是高人氣收藏卡。',
    printings: [{ cardNumber: 'PSEC-JP004', rarity: 'PSE', priceJpy: 49800 }],
  },
  {
    baseName: '影霊衣の舞巫女 エミリア',
    nameZh: '影靈衣的舞巫女 艾米莉亞',
    nameEn: 'Emilia, Dance Priestess of the Nekroz',
    aliases: ['エミリア', '艾米莉亞', 'ネクロスのまいみこエミリア', '影灵衣的舞巫女 艾米莉亚'],
    category: '儀式怪獸',
    description: '影靈衣系列的儀式怪獸，25 週年版本重新繪製，深受角色收藏玩家喜愛。',
    printings: [{ cardNumber: 'TW02-JP073', rarity: 'QCSE', priceJpy: 4980 }],
  },

  // 融合怪獸
  {
    baseName: 'エルシャドール・ネフィリム',
    nameZh: '影依·奈菲利姆',
    nameEn: 'El Shaddoll Construct',
    aliases: ['ネフィリム', '奈菲利姆'],
    category: '融合怪獸',
    description: '影依系列的經典融合怪獸，能與特殊召喚的怪獸戰鬥時直接破壞對方。',
    printings: [{ cardNumber: 'DUEA-JA049', rarity: 'SE', priceJpy: 5980, asiaJapanese: true }],
  },
  {
    baseName: 'エルシャドール・ウェンディゴ',
    nameZh: '影依·溫迪戈',
    nameEn: 'El Shaddoll Wendigo',
    aliases: ['ウェンディゴ', '溫迪戈', '影依·温迪戈'],
    category: '融合怪獸',
    description: '影依系列的風屬性融合怪獸，能保護自己不被特殊召喚的怪獸戰鬥破壞。',
    printings: [{ cardNumber: 'SECE-JP047', rarity: 'SE', priceJpy: 2480, asiaJapanese: true }],
  },
  {
    baseName: '超魔導竜騎士－ドラグーン・オブ・レッドアイズ',
    nameZh: '超魔導龍騎士－真紅眼龍騎兵',
    nameEn: 'Red-Eyes Dark Dragoon',
    aliases: ['ドラグーン', '真紅眼龍騎兵', '紅眼龍騎兵', '龍騎兵', '超魔导龙骑士－真红眼龙骑兵'],
    category: '融合怪獸',
    description: '黑魔導與真紅眼的融合怪獸，不會成為效果對象，也不會被效果破壞。',
    printings: [{ cardNumber: 'LGB1-JP001', rarity: '20thSE', priceJpy: 12800 }],
  },
  {
    baseName: '超雷龍－サンダー・ドラゴン',
    nameZh: '超雷龍－雷龍',
    nameEn: 'Thunder Dragon Colossus',
    aliases: ['超雷龍', '雷龍', '超雷龙－雷龙'],
    category: '融合怪獸',
    description: '讓對手無法從牌組把卡加入手牌的強力融合怪獸，雷龍牌組的終端。',
    printings: [{ cardNumber: 'SOFU-JP036', rarity: '20thSE', priceJpy: 3980 }],
  },

  // 同步怪獸
  {
    baseName: '青眼の精霊龍',
    nameZh: '青眼精靈龍',
    nameEn: 'Blue-Eyes Spirit Dragon',
    aliases: ['ブルーアイズ・スピリット・ドラゴン', '精靈龍', '青眼精灵龙'],
    category: '同步怪獸',
    description: '青眼系列的同步怪獸，讓雙方每回合只能特殊召喚一次，並能保護其他青眼。',
    printings: [{ cardNumber: 'SHVI-JP052', rarity: 'SE', priceJpy: 1980, asiaJapanese: true }],
  },
  {
    baseName: '青眼の究極霊竜',
    nameZh: '青眼究極靈龍',
    nameEn: 'Blue-Eyes Ultimate Spirit Dragon',
    aliases: ['ブルーアイズ・アルティメット・スピリットドラゴン', '究極靈龍', '青眼究极灵龙'],
    category: '同步怪獸',
    description: '青眼結構牌組的王牌同步怪獸，25 週年版本非常閃耀。',
    printings: [{ cardNumber: 'SD47-JPP06', rarity: 'QCSE', priceJpy: 6980 }],
  },
  {
    baseName: '輝竜星－ショウフク',
    nameZh: '輝龍星－贔屭',
    nameEn: 'Baxia, Brightness of the Yang Zing',
    aliases: ['ショウフク', '贔屭', '輝龍星', '辉龙星－赑屃'],
    category: '同步怪獸',
    description: '龍星系列的同步怪獸，能把場上的卡送回牌組，亞洲版的光澤與日版不同。',
    printings: [{ cardNumber: 'DUEA-JA051', rarity: 'SE', priceJpy: 1480, asiaJapanese: true }],
  },
  // From memory: The Duelist Genesis and Crossroads of Chaos printings.
  {
    baseName: 'スターダスト・ドラゴン',
    nameZh: '星塵龍',
    nameEn: 'Stardust Dragon',
    aliases: ['スタダ', '星塵', '星尘龙'],
    category: '同步怪獸',
    description: '不動遊星的王牌同步怪獸，可以解放自己無效破壞效果，之後再回到場上。',
    printings: [
      { cardNumber: 'TDGS-JP040', rarity: 'UR', priceJpy: 2980 },
      { cardNumber: 'TDGS-JP040', rarity: 'UL', priceJpy: 14800 },
    ],
  },
  {
    baseName: 'ブラック・ローズ・ドラゴン',
    nameZh: '黑薔薇龍',
    nameEn: 'Black Rose Dragon',
    aliases: ['ブラロー', '黑玫瑰龍', '黑蔷薇龙'],
    category: '同步怪獸',
    description: '同步召喚成功時可以破壞場上所有卡的植物族同步怪獸。',
    printings: [
      { cardNumber: 'CSOC-JP039', rarity: 'UR', priceJpy: 1980 },
      { cardNumber: 'CSOC-JP039', rarity: 'UL', priceJpy: 8980 },
    ],
  },

  // 超量怪獸 (from memory)
  {
    baseName: 'No.39 希望皇ホープ',
    nameZh: 'No.39 希望皇霍普',
    nameEn: 'Number 39: Utopia',
    aliases: ['希望皇', 'ホープ', '霍普', 'きぼうおうホープ'],
    category: '超量怪獸',
    description: '九十九遊馬的王牌超量怪獸，能取除超量素材無效對手的攻擊。',
    printings: [{ cardNumber: 'GENF-JP039', rarity: 'UR', priceJpy: 980 }],
  },
  {
    baseName: '天霆號アーゼウス',
    nameZh: '天霆號 阿宙斯',
    nameEn: 'Divine Arsenal AA-ZEUS - Sky Thunder',
    aliases: ['アーゼウス', '阿宙斯', '天霆號', '天霆号 阿宙斯'],
    category: '超量怪獸',
    description: '戰鬥過的回合可以重疊在超量怪獸上召喚，並能把場上其他卡全部送墓。',
    printings: [{ cardNumber: 'PHRA-JP045', rarity: 'UR', priceJpy: 1480 }],
  },

  // 靈擺怪獸 (from memory)
  {
    baseName: 'オッドアイズ・ペンデュラム・ドラゴン',
    nameZh: '異色眼靈擺龍',
    nameEn: 'Odd-Eyes Pendulum Dragon',
    aliases: ['オッドアイズ', '異色眼', '靈擺龍', '异色眼灵摆龙'],
    category: '靈擺怪獸',
    description: '榊遊矢的王牌，靈擺召喚時代的代表卡，與怪獸戰鬥時給予雙倍傷害。',
    printings: [{ cardNumber: 'DUEA-JP004', rarity: 'UR', priceJpy: 1280 }],
  },

  // 連結怪獸
  {
    baseName: 'I:Pマスカレーナ',
    nameZh: 'I:P偽裝舞會萊娜',
    nameEn: 'I:P Masquerena',
    aliases: ['マスカレーナ', 'IP', '偽裝舞會萊娜', 'I:P伪装舞会莱娜'],
    category: '連結怪獸',
    description: '能在對手回合連結召喚的萬用連結怪獸，20th 版本是高價收藏卡。',
    printings: [
      { cardNumber: 'CHIM-JP049', rarity: '20thSE', priceJpy: 69800 },
      { cardNumber: 'PAC1-JP034', rarity: 'PSE', priceJpy: 17800 },
      { cardNumber: 'QCAC-JP069', rarity: 'QCSE', priceJpy: 5480 },
      { cardNumber: 'QCCU-JP191', rarity: 'QCSE', priceJpy: 5980, asiaEnglishNumber: 'QCCU-AE191' },
    ],
  },
  {
    baseName: 'アクセスコード・トーカー',
    nameZh: '存取碼語者',
    nameEn: 'Accesscode Talker',
    aliases: ['アクセスコード', '存取碼', '存取码语者'],
    category: '連結怪獸',
    description: '連結 4 的電子界族終端，攻擊力會依素材上升，還能破壞對手的卡。',
    printings: [{ cardNumber: 'ETCO-JP046', rarity: '20thSE', priceJpy: 8980 }],
  },
  {
    baseName: 'ヴァレルソード・ドラゴン',
    nameZh: '槍管劍龍',
    nameEn: 'Borrelsword Dragon',
    aliases: ['ヴァレルソード', 'バレルソード', '枪管剑龙'],
    category: '連結怪獸',
    description: '槍管龍系列的連結怪獸，能讓自己連續攻擊並奪取對手怪獸的攻擊力。',
    printings: [{ cardNumber: 'CYHO-JP034', rarity: '20thSE', priceJpy: 3980 }],
  },
  {
    baseName: '召命の神弓－アポロウーサ',
    nameZh: '召命之神弓－阿波羅烏薩',
    nameEn: 'Apollousa, Bow of the Goddess',
    aliases: ['アポロウーサ', '阿波羅烏薩', '神弓', '召命之神弓－阿波罗乌萨'],
    category: '連結怪獸',
    description: '降低自身攻擊力來無效對手怪獸效果的強力連結怪獸。',
    printings: [{ cardNumber: 'RIRA-JP048', rarity: '20thSE', priceJpy: 9800 }],
  },
  {
    baseName: '双穹の騎士アストラム',
    nameZh: '雙穹之騎士 阿斯特拉姆',
    nameEn: 'Mekk-Knight Crusadia Avramax',
    aliases: ['アストラム', '阿斯特拉姆', '双穹之骑士 阿斯特拉姆'],
    category: '連結怪獸',
    description: '連結 4 的強力終端，不會成為特殊召喚怪獸效果的對象，還能把怪獸送回牌組。',
    printings: [{ cardNumber: 'DANE-JP047', rarity: '20thSE', priceJpy: 3980 }],
  },
  {
    baseName: '閃刀姫－カイナ',
    nameZh: '閃刀姬－凱娜',
    nameEn: 'Sky Striker Ace - Kaina',
    aliases: ['カイナ', '凱娜', '闪刀姬－凯娜'],
    category: '連結怪獸',
    description: '閃刀姬的連結 1 怪獸，可以阻止對手怪獸攻擊並回復基本分。',
    printings: [{ cardNumber: 'SAST-JP055', rarity: '20thSE', priceJpy: 7980 }],
  },
  {
    baseName: '閃刀姫－シズク',
    nameZh: '閃刀姬－雫',
    nameEn: 'Sky Striker Ace - Shizuku',
    aliases: ['シズク', '雫', '闪刀姬－雫'],
    category: '連結怪獸',
    description: '閃刀姬的水屬性連結怪獸，能降低對手怪獸攻守並檢索閃刀魔法。',
    printings: [
      { cardNumber: '20CP-JPT10', rarity: '20thSE', priceJpy: 9800 },
      { cardNumber: 'SLF1-JP039', rarity: 'PSE', priceJpy: 4980 },
      { cardNumber: 'SLF1-JP039', rarity: 'EXSE', priceJpy: 2980 }, // from memory
    ],
  },
  {
    baseName: '閃刀姫－ハヤテ',
    nameZh: '閃刀姬－疾風',
    nameEn: 'Sky Striker Ace - Hayate',
    aliases: ['ハヤテ', '疾風', '闪刀姬－疾风'],
    category: '連結怪獸',
    description: '閃刀姬的風屬性連結怪獸，可以直接攻擊並把閃刀卡送去墓地。',
    printings: [{ cardNumber: 'QCAC-JP009', rarity: 'QCSE', priceJpy: 5980 }],
  },
  {
    baseName: 'Evil★Twin キスキル',
    nameZh: '邪惡★雙子 姬絲基勒',
    nameEn: 'Evil★Twin Ki-sikil',
    aliases: ['キスキル', 'イビルツイン キスキル', '姬絲基勒', 'Evil Twin Kisikil', '邪恶★双子 姬丝基勒'],
    category: '連結怪獸',
    description: '邪惡★雙子系列的連結怪獸，與莉拉搭配時能抽卡，稜鏡版本相當漂亮。',
    printings: [{ cardNumber: 'SLF1-JP079', rarity: 'PSE', priceJpy: 7980 }],
  },

  // 魔法
  {
    baseName: 'サンダー・ボルト',
    nameZh: '雷擊',
    nameEn: 'Raigeki',
    aliases: ['サンボル', '雷击'],
    category: '魔法',
    description: '破壞對手場上所有怪獸的經典魔法卡，25 週年版本重新登場。',
    printings: [{ cardNumber: 'QCCU-JP194', rarity: 'QCSE', priceJpy: 6980, asiaEnglishNumber: 'QCCU-AE194' }],
  },
  // Staples every deck plays, sold as cheap Normal, Rare and Super printings. From memory: the
  // card numbers and rarities of this group were not checked against a shop's list.
  {
    baseName: '墓穴の指名者',
    nameZh: '墓穴的指名者',
    nameEn: 'Called by the Grave',
    aliases: ['墓穴', 'ぼけつのしめいしゃ'],
    category: '魔法',
    description: '除外對方墓地的怪獸並封鎖同名卡效果的速攻魔法，對付墓地效果的泛用卡。',
    printings: [
      { cardNumber: 'FLOD-JP065', rarity: 'N', priceJpy: 100 },
      { cardNumber: 'SD43-JP033', rarity: 'NP', priceJpy: 180 },
    ],
  },
  {
    baseName: '強欲で貪欲な壺',
    nameZh: '強欲而貪欲之壺',
    nameEn: 'Pot of Desires',
    aliases: ['強貪', 'ごうよくでどんよくなつぼ', '貪欲之壺', '强欲而贪欲之壶'],
    category: '魔法',
    description: '把牌組上方 10 張卡除外來抽 2 張的魔法卡，各種牌組都能用的抽卡手段。',
    printings: [{ cardNumber: 'TDIL-JP065', rarity: 'R', priceJpy: 150 }],
  },
  {
    baseName: 'ハーピィの羽根帚',
    nameZh: '鷹身女妖的羽毛掃',
    nameEn: "Harpie's Feather Duster",
    aliases: ['羽根帚', '羽毛掃', 'ハーピィ', '鹰身女妖的羽毛扫'],
    category: '魔法',
    description: '破壞對方場上所有魔法與陷阱卡的經典魔法卡，一般版價格親民。',
    printings: [{ cardNumber: 'RC02-JP044', rarity: 'SR', priceJpy: 480 }],
  },

  // 陷阱 (from memory)
  {
    baseName: '無限泡影',
    nameZh: '無限泡影',
    nameEn: 'Infinite Impermanence',
    aliases: ['むげんほうよう', '泡影', '无限泡影'],
    category: '陷阱',
    description: '無效對手怪獸效果的陷阱卡，自己場上沒有卡時能從手牌發動，比賽常見。',
    printings: [{ cardNumber: 'FLOD-JP077', rarity: 'SE', priceJpy: 1980 }],
  },
]
