import { HtmlContent } from '@/components/content/html-content'
import { carouselImage } from '@/components/ui/carousel-image'
import type { Update } from '@/lib/updates/schema'
import { formatDate } from '@/lib/site/dates.mjs'
import { UpdateSlideshow } from './update-slideshow.client'
import styles from './update-article.module.css'

/**
 * One update in full: title, slideshow, date, description, categories and attached forms.
 * `/updates` shows the latest one under the page's own h1 (so its title is an h2); an
 * update's own page makes its title the h1.
 */
export function UpdateArticle({
  update,
  headingLevel,
  thisYear,
}: {
  update: Update
  headingLevel: 1 | 2
  thisYear: number
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const Subheading = headingLevel === 1 ? 'h2' : 'h3'
  const headingId = `update-${update.id}-title`
  return (
    <article className={styles.article} aria-labelledby={headingId}>
      <Heading id={headingId}>{update.title}</Heading>
      <p className="muted">
        Published <time dateTime={update.dateStart}>{formatDate(update.dateStart, thisYear)}</time>
      </p>
      <UpdateSlideshow
        title={`Pictures: ${update.title}`}
        images={update.images.map((image, i) => ({
          ...carouselImage(image),
          // Like the event gallery: an untitled picture is still described.
          alt: image.imageTitle || `${update.title}, image ${i + 1}`,
        }))}
        priority
      />
      <HtmlContent html={update.description} />
      {update.categories.length > 0 && (
        <ul className="pill-row tag-list" aria-label="Categories">
          {update.categories.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
      )}
      {update.forms.length > 0 && (
        <section className={styles.forms} aria-labelledby={`${headingId}-forms`}>
          <Subheading id={`${headingId}-forms`}>Forms</Subheading>
          <ul className={styles.formList}>
            {update.forms.map((form) => (
              <li key={form.formURL + form.formTitle} className={styles.form}>
                <a href={form.formURL} className={styles.formLink}>
                  {form.formTitle}
                </a>
                <HtmlContent html={form.formDescription} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
