// The Creative Community Awards' rules and figures (spec §§5 and 9). One source for
// the awards page and for the downloadable guidelines and form (scripts/assets/make-downloads.mjs),
// so the page and the documents cannot disagree. Plain JavaScript so the Node script can
// import it without a build step; its types come from the JSDoc below.

/**
 * @typedef {object} AwardType
 * @property {'community-led' | 'artist-led' | 'legacy'} id
 * @property {string} name
 * @property {number} maxPounds
 * @property {string} summary
 */

/**
 * @typedef {object} AwardStrand
 * @property {string} name
 * @property {string} summary
 */

/**
 * @type {{
 *   name: string, round: string, theme: string, opensIso: string, deadlineIso: string, deadlineText: string,
 *   paidBy: string, totalAwards: number, fundingExtendedTo: string, nextBidPeriod: string,
 *   areas: readonly string[], types: readonly AwardType[], strands: readonly AwardStrand[]
 * }}
 */
export const AWARDS = {
  name: 'Creative Community Awards',
  round: '2025',
  theme: 'Collective Radical Reimagination',
  /** When the demo's round opened (10am London): the spec gives only the deadline. */
  opensIso: '2025-01-13T10:00:00Z',
  /** 12 noon UK time; London is on GMT in February. */
  deadlineIso: '2025-02-24T12:00:00Z',
  deadlineText: '12 noon on Monday 24 February 2025',
  paidBy: '31 March 2025',
  totalAwards: 18,
  fundingExtendedTo: 'March 2026',
  nextBidPeriod: '2026–29',
  areas: ['Middlesbrough', 'Redcar & Cleveland'],
  types: [
    {
      id: 'community-led',
      name: 'Community-led awards',
      maxPounds: 6000,
      summary:
        'For residents, informal groups and community organisations who want to make something happen with their neighbours, working with an artist if they choose.',
    },
    {
      id: 'artist-led',
      name: 'Artist-led awards',
      maxPounds: 15000,
      summary:
        'For artists and creative practitioners who will co-create a new project with local people, who shape it from the start.',
    },
    {
      id: 'legacy',
      name: 'Legacy awards',
      maxPounds: 10000,
      summary:
        'For projects we have supported before, to keep going, grow and leave something lasting in their community.',
    },
  ],
  strands: [
    {
      name: 'Open',
      summary: 'Any creative project, anywhere in Middlesbrough or Redcar & Cleveland.',
    },
    {
      name: 'Events',
      summary:
        'Festivals, parades, performances and celebrations that bring people together in public.',
    },
    {
      name: 'South Bank & Grangetown',
      summary: 'Projects made with and for the people of South Bank and Grangetown.',
    },
  ],
}

/**
 * '£6,000' for 6000.
 * @param {number} amount
 * @returns {string}
 */
export function formatPounds(amount) {
  return `£${amount.toLocaleString('en-GB')}`
}
