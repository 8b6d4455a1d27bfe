/** What a terms text needs to know about the hotel it belongs to. */
export type TermsHotel = { name: string; email: string; fullAddress: string };
export type TermsTexts = {
  use: { title: string; html: string };
  privacy: { title: string; html: string };
};
