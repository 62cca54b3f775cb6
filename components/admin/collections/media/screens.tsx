import Link from 'next/link'
import { DeleteMediaForm } from '@/components/admin/collections/media/delete-form.client'
import { usesNote } from '@/components/admin/document-page'
import { MediaForm } from '@/components/admin/collections/media/form.client'
import { ADMIN_PAGE_SIZE } from '@/lib/admin/documents/listing'
import { getEditableMedia, listMedia, countUses, usesOf } from '@/lib/admin/media/library'
import { MEDIA } from '@/lib/admin/media/config'
import { mediaFormValues } from '@/lib/admin/media/form'
import { pageOfPictures } from '@/lib/media/search'
import { formatDate } from '@/lib/site/dates.mjs'
import { objectPosition } from '@/lib/content/focal'
import type { CollectionScreens } from '@/components/admin/collections/screens'
import { AdminTable } from '@/components/admin/admin-table'
import { PageNav } from '@/components/admin/page-nav'

const BASE = MEDIA.basePath
const text = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.trim().slice(0, 200) : ''

export const mediaScreens: CollectionScreens = {
  listNote:
    'Every picture uploaded, here or on an event or update. Open one to set its focal point and alt text, or to see where it is used.',
  addLabel: 'Upload a picture',
  untitled: 'A picture without a title',
  List: async ({ searchParams }) => {
    const [library, counts, params] = await Promise.all([listMedia(), countUses(), searchParams])
    const q = text(params.q)
    const { rows, page, pages, total } = pageOfPictures(
      library,
      q,
      Number(text(params.page)) || 1,
      ADMIN_PAGE_SIZE,
    )
    const link = (to: number) => {
      const search = new URLSearchParams({
        ...(q ? { q } : {}),
        ...(to > 1 ? { page: String(to) } : {}),
      })
      return search.size ? `${BASE}?${search}` : BASE
    }
    return (
      <>
        <form className="admin-filters" role="search" action={BASE}>
          <div className="admin-field admin-filters__search">
            <label htmlFor="media-q">Search titles, alt text and credits</label>
            <input id="media-q" name="q" type="search" defaultValue={q} />
          </div>
          <div className="admin-filters__actions">
            <button className="button button--ghost admin-button" type="submit">
              Search
            </button>
            {q ? <Link href={BASE}>Show them all</Link> : null}
          </div>
        </form>
        <p role="status">
          {total === 1 ? '1 picture' : `${total} pictures`}
          {q ? ' matching the search' : ''}
        </p>
        <AdminTable
          className="admin-table admin-stack admin-media"
          columns={['Picture', 'Title and alt text', 'Used on', 'Uploaded']}
        >
          {rows.map((item) => {
            const used = counts.get(item.id) ?? 0
            return (
              <tr key={item.id}>
                <td data-label="Picture" className="admin-media__picture">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small admin thumbnail */}
                  <img
                    className="admin-media__thumb"
                    src={item.url}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    style={{ objectPosition: objectPosition(item.focal) }}
                  />
                </td>
                <td data-label="Title and alt text">
                  <Link href={`${BASE}/${encodeURIComponent(item.id)}`}>
                    {item.title || item.alt || '(no title)'}
                  </Link>
                  <span className="admin-list__categories">
                    {' '}
                    {item.alt ? item.alt : 'No alt text yet'}
                  </span>
                </td>
                <td data-label="Used on">
                  {used === 0 ? 'Not used' : used === 1 ? '1 page' : `${used} pages`}
                </td>
                <td data-label="Uploaded" className="admin-list__date">
                  {item.createdAt ? formatDate(item.createdAt, 0) : '—'}
                </td>
              </tr>
            )
          })}
        </AdminTable>
        <PageNav label="Pages of pictures" page={page} pages={pages} href={link} />
      </>
    )
  },
  newForm: async () => <MediaForm values={mediaFormValues(null)} />,
  edit: async (id) => {
    const picture = await getEditableMedia(id)
    if (!picture) return null
    const uses = await usesOf(id)
    const title = picture.item.title || picture.item.alt
    return {
      id: picture.id,
      title,
      published: true,
      publicPath: null,
      savedNote: usesNote(uses.length),
      form: (
        <>
          <MediaForm
            key={picture.version}
            id={picture.id}
            version={picture.version}
            values={picture.values}
            file={{ url: picture.item.url, width: picture.item.width, height: picture.item.height }}
          />
          <section aria-labelledby="media-uses" className="admin-uses">
            <h2 id="media-uses">Where it is used</h2>
            {uses.length ? (
              <>
                <p>
                  On {uses.length === 1 ? '1 page' : `${uses.length} pages`}. Its focal point and
                  credit, and its alt text where they use the library’s, change there when you save
                  it here.
                </p>
                <ul>
                  {uses.map((use) => (
                    <li key={`${use.collection}/${use.id}`}>
                      {use.noun}: <Link href={use.href}>{use.title}</Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Not used on any event or update.</p>
            )}
          </section>
          <DeleteMediaForm id={picture.id} title={title || 'this picture'} />
        </>
      ),
    }
  },
}
