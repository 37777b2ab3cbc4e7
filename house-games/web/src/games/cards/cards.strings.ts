/**
 * Card names for screen readers, merged into each card game's strings (its namespace): `cardName`
 * reads them. Bengali names the suits and court cards as a Bangladeshi card table does.
 */
export const cardStrings = {
  en: {
    card: '{{rank}} of {{suit}}',
    faceDown: 'Face-down card',
    ranks: { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack' },
    suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  },
  bn: {
    card: '{{suit}}ের {{rank}}',
    faceDown: 'উল্টানো কার্ড',
    ranks: { A: 'টেক্কা', K: 'সাহেব', Q: 'বিবি', J: 'গোলাম' },
    suits: { S: 'ইস্কাপন', H: 'হরতন', D: 'রুইতন', C: 'চিড়িতন' },
  },
};
