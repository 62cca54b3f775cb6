import styles from './preview-bar.module.css'

/**
 * Shown across a page opened as a preview from the admin area: says so, and ends the preview.
 * A plain link: no JavaScript reaches the public pages for it.
 */
export function PreviewBar({ editPath, unsaved }: { editPath: string; unsaved: boolean }) {
  return (
    <div className={styles.bar} role="region" aria-label="Preview">
      {unsaved ? (
        <p>
          <strong>Preview of unsaved changes.</strong> Only you see them. They are still in the form
          in your other tab: save them there to publish them.
        </p>
      ) : (
        <p>
          <strong>Preview.</strong> This is how the page will look; unpublished changes are shown
          only to editors.
        </p>
      )}
      <a href={`/admin/preview/end?back=${encodeURIComponent(editPath)}`}>
        End preview and go back to editing
      </a>
    </div>
  )
}
