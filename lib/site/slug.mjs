// @ts-check
// .mjs: the demo seed and the audit script (run by Node directly) import it: one rule for both.

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

/**
 * Words a document's slug cannot be, because /events/{word}/… is a route of its own
 * (/events/category/{category}, /events/free, /events/access/{feature}, /events/month/…,
 * /events/this-weekend, /events/next-7-days).
 */
const RESERVED_SLUGS = new Set([
  'category',
  'free',
  'access',
  'month',
  'this-weekend',
  'next-7-days',
])

/**
 * The slug of an event or update: its slugified title slug, moved aside ('category-1') when it
 * would name one of the site's own routes.
 * @param {string} text
 * @returns {string}
 */
export function documentSlug(text) {
  const slug = slugify(text)
  return RESERVED_SLUGS.has(slug) ? `${slug}-1` : slug
}

/**
 * A category's address segment (/events/category/{slug}): its slug, or the name in lower case
 * when it has no Latin letters or digits. Categories with one slug are one category.
 * @param {string} category
 * @returns {string}
 */
export function categorySlug(category) {
  return slugify(category) || category.trim().toLocaleLowerCase('en-GB')
}
