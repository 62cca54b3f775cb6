import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { HtmlContent } from '@/components/content/html-content'
import { getPublishedUpdates, getUpdate } from '@/lib/data/updates'
import { formatFullDate } from '@/lib/dates'
import { decodeSegment, updatePath } from '@/lib/routes'

interface Params {
  updatename: string
  updateid: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const updates = await getPublishedUpdates()
  if (!updates.length) return [{ updatename: 'none', updateid: 'none' }]
  return updates.map((u) => ({ updatename: u.titleSlug, updateid: u.id }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { updateid } = await params
  const update = await getUpdate(decodeSegment(updateid) ?? '')
  if (!update) return {}
  return {
    title: update.title,
    description: update.shortDescription || undefined,
    alternates: { canonical: updatePath(update) },
  }
}

export default async function UpdatePage({ params }: { params: Promise<Params> }) {
  const { updatename, updateid } = await params
  const update = await getUpdate(decodeSegment(updateid) ?? '')
  if (!update) notFound()
  if (updatename !== update.titleSlug) permanentRedirect(updatePath(update))
  return (
    <article className="page">
      <h1>{update.title}</h1>
      <p className="muted">
        Published <time dateTime={update.dateStart}>{formatFullDate(update.dateStart)}</time>
      </p>
      <HtmlContent html={update.description} />
    </article>
  )
}
