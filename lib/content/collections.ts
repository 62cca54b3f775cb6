/** The Firestore collections of the content types with pages of their own (SPEC section 3). */
export const EVENTS_COLLECTION = 'showcase'
export const UPDATES_COLLECTION = 'updates'
