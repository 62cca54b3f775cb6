import { SITE_PAGES } from '@/lib/admin/collections/pages/config'
import { PreviewBar } from '@/components/content/preview-bar'
import { isPagePreview } from '@/lib/pages/queries'
import type { SitePageId } from '@/lib/pages/schema'

/** Across one of the site's pages while an editor previews unsaved changes to it. */
export async function PagePreviewBar({ id }: { id: SitePageId }) {
  if (!(await isPagePreview(id))) return null
  return <PreviewBar editPath={`${SITE_PAGES.basePath}/${id}`} unsaved />
}
