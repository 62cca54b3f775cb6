/** The Firestore collections of the content types with pages of their own (spec §3). */
export const EVENTS_COLLECTION = 'showcase'
export const UPDATES_COLLECTION = 'updates'

/** The collections shown within other pages: /fyi's dictionary and questions, /about's staff. */
export const DICTIONARY_COLLECTION = 'dictionary'
export const QUESTIONS_COLLECTION = 'questions'
export const STAFF_COLLECTION = 'staff'

/** The places events happen, each with a page of its own at /venues/{slug}. */
export const VENUES_COLLECTION = 'venues'

/** The programme's own pages (home, about, contact, the footer…): one document per page, at a
 * fixed id (lib/pages/schema.ts). */
export const SITE_PAGES_COLLECTION = 'pages'
/** The rounds of the Creative Community Awards, shown on /creative-communities-awards. */
export const AWARD_ROUNDS_COLLECTION = 'awardRounds'
/** The media library: pictures as documents of their own, used by events and updates. */
export const MEDIA_COLLECTION = 'media'

/** The content types whose documents have pages of their own, at /{kind}/{slug}/{id}. */
export type GatedKind = 'events' | 'updates'
