import type { Shown } from '@/lib/admin/history/readable-changes'

/**
 * A recorded value: text, text with the words a change removed (before) or added (after)
 * marked, or pictures as small pictures with their titles.
 */
export function ShownValue({ shown, side }: { shown: Shown; side?: 'before' | 'after' }) {
  if (shown.kind === 'pictures') {
    return (
      <ul className="pill-row admin-thumbs">
        {shown.pictures.map((picture, index) => (
          <li key={`${picture.src}-${index}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small admin preview */}
            <img src={picture.src} alt="" width={96} height={64} />
            <span>{picture.title || '(no title)'}</span>
          </li>
        ))}
      </ul>
    )
  }
  if (shown.kind === 'text') return <>{shown.text}</>
  const Mark = side === 'before' ? 'del' : 'ins'
  return (
    <>
      {shown.parts.map((part, index) =>
        part.marked ? (
          <Mark key={index}>
            <span className="visually-hidden">{side === 'before' ? '[removed: ' : '[added: '}</span>
            {part.value}
            <span className="visually-hidden">]</span>
          </Mark>
        ) : (
          part.value
        ),
      )}
    </>
  )
}
