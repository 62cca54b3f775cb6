export interface AwardType {
  id: 'community-led' | 'artist-led' | 'legacy'
  name: string
  maxPounds: number
  summary: string
}

export interface AwardStrand {
  name: string
  summary: string
}

export declare const AWARDS: {
  name: string
  round: string
  theme: string
  deadlineIso: string
  deadlineText: string
  paidBy: string
  totalAwards: number
  fundingExtendedTo: string
  nextBidPeriod: string
  areas: readonly string[]
  types: readonly AwardType[]
  strands: readonly AwardStrand[]
}

export declare function formatPounds(amount: number): string
