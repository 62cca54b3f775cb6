import type { EventFilter } from '@/lib/events/facts'
import {
  MAX_VIEW_FILTERS,
  rangeName,
  viewPath,
  withCategory,
  withFilter,
  withoutFilter,
  type DateRange,
  type EventView,
} from '@/lib/events/views'
import styles from './category-filter.module.css'
import { PillLinks } from './pill-links'

/**
 * Which filters a view has on, each with a link that takes it off, and links that add each
 * other filter some event has, or change the dates, or (given `categories`) add or take off a
 * category: plain links to each combination's one URL (lib/events/views.ts), so combining needs
 * no JavaScript.
 */
export function ViewFilters({
  view,
  filters,
  thisMonth = null,
  categories,
}: {
  view: EventView
  /** Every filter some event has, in their order. */
  filters: readonly EventFilter[]
  /** This month, offered as a range when some event runs in it. */
  thisMonth?: DateRange | null
  /** Every category some event has, to offer; none where the page links them itself. */
  categories?: readonly string[]
}) {
  const on = filters.filter((f) => view.filters.includes(f.slug))
  const addable = filters.flatMap((f) => {
    const next = withFilter(view, f.slug)
    return next ? [{ label: f.label, href: viewPath(next), current: false }] : []
  })
  const ranges: (DateRange | null)[] = [
    null,
    { kind: 'this-weekend' },
    { kind: 'next-7-days' },
    ...(view.range?.kind === 'month' ? [view.range] : thisMonth ? [thisMonth] : []),
  ]
  const same = (a: DateRange | null, b: DateRange | null) => JSON.stringify(a) === JSON.stringify(b)
  return (
    <nav aria-labelledby="view-filters-heading" className={styles.filter}>
      <h2 id="view-filters-heading" className={styles.heading}>
        Filters
      </h2>
      {on.length ? (
        <>
          <p className={styles.more}>On now (choose one to take it off):</p>
          <PillLinks
            links={on.map((f) => ({
              label: `Remove ${f.label}`,
              href: viewPath(withoutFilter(view, f.slug)),
              current: false,
            }))}
          />
        </>
      ) : null}
      {addable.length ? (
        <>
          <p className={styles.more}>Only events that are also:</p>
          <PillLinks links={addable} />
        </>
      ) : view.filters.length >= MAX_VIEW_FILTERS ? (
        <p className={styles.more}>Up to {MAX_VIEW_FILTERS} filters at once.</p>
      ) : null}
      {categories?.length ? <CategoryLinks view={view} categories={categories} /> : null}
      <p className={styles.more}>When:</p>
      <PillLinks
        links={ranges.map((range) => ({
          label: range ? rangeName(range) : 'Any time',
          href: viewPath({ ...view, range }),
          current: same(range, view.range),
        }))}
      />
    </nav>
  )
}

/** The view's category with a link taking it off, or links putting it in each category. */
function CategoryLinks({ view, categories }: { view: EventView; categories: readonly string[] }) {
  const { category } = view
  const links = category
    ? [{ label: `Remove ${category}`, href: viewPath(withCategory(view, null)), current: false }]
    : categories.map((c) => ({ label: c, href: viewPath(withCategory(view, c)), current: false }))
  return (
    <>
      <p className={styles.more}>
        {category ? 'Category (choose it to take it off):' : 'Only events in the category:'}
      </p>
      <PillLinks links={links} />
    </>
  )
}
