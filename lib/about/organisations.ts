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
