import { formatTime, londonParts } from '@/lib/site/dates.mjs'

/** '12 noon on Monday 24 February 2025': a round's moment as the programme writes it, in London. */
export function formatRoundMoment(iso: string): string {
  const p = londonParts(iso)
  return `${formatTime(iso)} on ${p.weekday} ${p.day} ${p.month} ${p.year}`
}

/** '£6,000' for 6000. */
export function formatPounds(amount: number): string {
  return `£${amount.toLocaleString('en-GB')}`
}

/** The largest amount a round offers, or null when it lists none. */
export function topAmount(amounts: readonly { maxPounds: number }[]): number | null {
  return amounts.length ? Math.max(...amounts.map((amount) => amount.maxPounds)) : null
}
