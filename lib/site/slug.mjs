// Plain JavaScript so that the demo seed script (run by Node directly) uses the same rule as
// the site.

/**
 * URL slug of a title: lower case, ASCII letters and digits joined by single hyphens.
 * @param {string} text
 * @returns {string}
 */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
