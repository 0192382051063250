/**
 * ECPay's store-map reply for the demo 7-ELEVEN store, as the map posts it back: shared by the
 * contract tests, the browser fixtures and the screenshot script (no test runner imported here).
 */
import type { MapParameters } from '#backend/contract/orders.ts'

/** ECPay's reply for a store (field names as docs/integrations.md#store-reply lists them). */
export const storeReply = (
  params: Pick<MapParameters, 'MerchantTradeNo' | 'fields'>,
  store = { id: '131386', name: '鑫忠孝門市', address: '台北市大安區忠孝東路四段181號' },
) => ({
  MerchantID: params.fields.MerchantID!,
  MerchantTradeNo: params.MerchantTradeNo,
  LogisticsSubType: params.fields.LogisticsSubType!,
  CVSStoreID: store.id,
  CVSStoreName: store.name,
  CVSAddress: store.address,
  CVSTelephone: '02-27113208',
  CVSOutSide: '0',
  ExtraData: params.fields.ExtraData ?? '',
})
