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

/**
 * The awards banner's words for a round: '12 awards for groups and artists in Middlesbrough
 * and Redcar & Cleveland: up to £6,000 for community-led projects.', made from the round's own
 * number of awards and amounts, so the home page never describes last year's round.
 */
export function roundSummary(
  round: { totalAwards: number | null; amounts: readonly { name: string; maxPounds: number }[] },
  areas: readonly string[],
): string {
  const count = round.totalAwards ? `${round.totalAwards} awards` : 'Awards'
  const where = areas.join(' and ')
  const amounts = round.amounts.map(
    (amount) => `${formatPounds(amount.maxPounds)} for ${amount.name.toLowerCase()}`,
  )
  if (!amounts.length) return `${count} for groups and artists in ${where}.`
  const list =
    amounts.length === 1
      ? amounts[0]
      : `${amounts.slice(0, -1).join(', ')} and ${amounts[amounts.length - 1]}`
  return `${count} for groups and artists in ${where}: up to ${list}.`
}
