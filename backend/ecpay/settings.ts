/** Which ECPay merchant the store map runs as, and where the map is (docs/integrations.md#ecpay-store-map). */
export type EcpaySubType = 'UNIMART' | 'UNIMARTC2C'

export type EcpaySettings = {
  /** ECPay's map (stage or production); undefined = the shop's own stand-in (dev-map.ts). */
  mapUrl?: string
  merchantId: string
  hashKey: string
  hashIv: string
  subType: EcpaySubType
  /** The shop's public address, for ServerReplyURL; else the request's own origin. */
  publicUrl?: string
}

/** ECPay's public stage credentials (docs/integrations.md#map-request-fields): fine for the stand-in and for ECPay's stage. */
const STAGE = {
  UNIMART: { merchantId: '2000132', hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' },
  UNIMARTC2C: { merchantId: '2000933', hashKey: 'XBERn1YOvpM9nfZc', hashIv: 'h1ONHk4P4yqbl5LK' },
} as const

export function ecpaySettings(given: Partial<EcpaySettings> = {}): EcpaySettings {
  const subType = given.subType ?? 'UNIMART'
  const stage = STAGE[subType]
  return {
    mapUrl: given.mapUrl,
    subType,
    merchantId: given.merchantId ?? stage.merchantId,
    hashKey: given.hashKey ?? stage.hashKey,
    hashIv: given.hashIv ?? stage.hashIv,
    publicUrl: given.publicUrl?.replace(/\/+$/, ''),
  }
}
