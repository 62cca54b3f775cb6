/** An organisation in the consortium or a partner, with its logo in public/images/partners/. */
export interface Organisation {
  name: string
  description: string
  logo: string
}

const logo = (file: string) => `/images/partners/${file}.svg`

/** The consortium that runs the programme. */
export const CONSORTIUM: readonly Organisation[] = [
  {
    name: 'Riverside Makers Collective',
    description:
      'A Middlesbrough artists’ collective running open workshops in metal, wood and print. The programme’s lead partner.',
    logo: logo('riverside-makers-collective'),
  },
  {
    name: 'Eston Hills Community Trust',
    description:
      'A resident-led trust looking after community buildings and green spaces in Eston, Normanby and Grangetown.',
    logo: logo('eston-hills-community-trust'),
  },
  {
    name: 'Coastline Community Arts',
    description:
      'A Redcar charity making festivals, parades and participatory theatre along the coast from Redcar to Saltburn.',
    logo: logo('coastline-community-arts'),
  },
  {
    name: 'Smelter Street Studios',
    description:
      'Affordable studios and a gallery in central Middlesbrough, supporting early-career artists from the area.',
    logo: logo('smelter-street-studios'),
  },
]

/** Organisations we work alongside. */
export const PARTNERS: readonly Organisation[] = [
  {
    name: 'Libraries Network Teesside',
    description:
      'Libraries across both areas host our storytelling, craft and music sessions and help people apply for awards.',
    logo: logo('tees-libraries-network'),
  },
  {
    name: 'South Bank Youth Theatre',
    description:
      'Weekly drama for young people aged 8 to 18, and our partner for the Events strand.',
    logo: logo('south-bank-youth-theatre'),
  },
  {
    name: 'Grangetown Growers',
    description:
      'A community allotment and kitchen whose harvest suppers have become a Creative Communities favourite.',
    logo: logo('grangetown-growers'),
  },
]

/** Up to two initials from a name, for an avatar when there is no photo: 'Tom Heslop' → 'TH'. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last]
    .map((word) => (word ? (Array.from(word.replace(/^\P{L}+/u, ''))[0] ?? '') : ''))
    .join('')
    .toUpperCase()
}
