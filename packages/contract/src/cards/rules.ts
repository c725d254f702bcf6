// The numbers under an identity and their promise videos (zod-free: the browser imports it).

export const CardsMessage = {
  /** QUERY_PHONE of an identity that owns no number: the server's refusal and /card's empty list. */
  NO_CARD_UNDER_IDENTITY: '该身份下没有查询到号卡',
  QR_CODE_EXPIRED: '二维码已失效，请重新查询',
  NO_PROMISE_VIDEO_NEEDED: '该号码无需录制承诺视频',
} as const;
