import { SITE_PAGES } from '@/lib/admin/collections/pages/config'
import { SitePageForm } from '@/components/admin/collections/pages/form.client'
import { PAGE_FORMS } from '@/lib/admin/collections/pages/form'
import { getEditablePage, listSitePages } from '@/lib/admin/collections/pages/reads'
import type { CollectionScreens } from '@/components/admin/collections/screens'
import { ShortList } from '@/components/admin/collections/short-list'

/**
 * The site's own pages: a fixed set (one document each, at the page's id), so there is no
 * "Add" and no "Delete", only an edit page for each.
 */
export const sitePageScreens: CollectionScreens = {
  listNote:
    'The programme’s own pages. Until a page is first saved here, the site shows its original text.',
  untitled: 'A page',
  List: async () => (
    <ShortList
      rows={await listSitePages()}
      kind={SITE_PAGES}
      name={{ label: 'Page', of: (page) => page.title }}
      columns={[
        { label: 'Address', cell: (page) => page.path ?? 'Every page' },
        {
          label: 'Saved here',
          cell: (page) => (page.stored ? 'Yes' : 'Not yet: the original text'),
        },
      ]}
    />
  ),
  edit: async (id) => {
    const page = await getEditablePage(id)
    if (!page) return null
    return {
      id: page.id,
      title: PAGE_FORMS[page.id].title,
      published: true,
      publicPath: PAGE_FORMS[page.id].path,
      form: (
        <SitePageForm key={page.version} id={page.id} version={page.version} values={page.values} />
      ),
    }
  },
}
