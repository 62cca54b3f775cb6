// No imports: the admin's event form (a client component) reads these too.

/** The access features: the words a badge shows, and the heading of the feature's page. */
export const ACCESS_FEATURES = {
  'step-free': { label: 'Step-free access', heading: 'Events with step-free access' },
  'accessible-toilet': { label: 'Accessible toilet', heading: 'Events with an accessible toilet' },
  'bsl-interpreted': { label: 'BSL interpreted', heading: 'BSL-interpreted events' },
  captioned: { label: 'Captioned', heading: 'Captioned events' },
  'audio-described': { label: 'Audio described', heading: 'Audio-described events' },
  relaxed: { label: 'Relaxed performance', heading: 'Relaxed performances' },
  'hearing-loop': { label: 'Hearing loop', heading: 'Events with a hearing loop' },
  'quiet-space': { label: 'Quiet space', heading: 'Events with a quiet space' },
  'assistance-dogs': {
    label: 'Assistance dogs welcome',
    heading: 'Events that welcome assistance dogs',
  },
} as const
export type AccessFeature = keyof typeof ACCESS_FEATURES
export const ACCESS_FEATURE_SLUGS = Object.keys(ACCESS_FEATURES) as AccessFeature[]

export const isAccessFeature = (value: string): value is AccessFeature =>
  Object.hasOwn(ACCESS_FEATURES, value)

/** The event form's checkbox for a feature. */
export type AccessFieldName = `access-${AccessFeature}`
export const accessFieldName = (feature: AccessFeature): AccessFieldName => `access-${feature}`
